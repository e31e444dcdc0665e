import { jsonColumn, jsonObject, readJsonRows, type JsonRow } from './console-query-sql';
import { numberOf, text } from './console-reads-rows';

/**
 * A queue entry as the console lists it (docs/moderation-api.md "The queue"): read in SQL with its
 * owner's name and its latest decision that still counts (pending, committed or reversed; an
 * undone one never happened), so the list, the detail and the own-initiative answer are one row.
 */

export const MODERATION_CASES = 'moderation_cases';

export const CASES_FROM = 'moderation_cases c LEFT JOIN users o ON o.id = c.targetOwner';

/** When the entry last had news: its last notice, or its opening for an own-initiative entry. */
export const CASE_LAST_ACTIVITY = "coalesce(nullif(c.lastNoticeAt, ''), c.created)";

/** How old the entry is: from its first notice, or from its opening. */
export const CASE_FIRST_ACTIVITY = "coalesce(nullif(c.firstNoticeAt, ''), c.created)";

// `case` is an SQL keyword: the column is quoted.
const LATEST_DECISION =
  "(SELECT json_object('id', d.id, 'type', d.type, 'status', d.status) FROM moderation_decisions d" +
  ` WHERE d."case" = c.id AND d.status != 'undone' ORDER BY d.created DESC, d.id DESC LIMIT 1)`;

const OWNER_NAME =
  "coalesce(nullif(o.displayName, ''), trim(coalesce(o.firstName, '') || ' ' || coalesce(o.lastName, '')), '')";

export const CASE_ROW = jsonObject({
  id: 'c.id',
  kind: 'c.kind',
  targetId: 'c.targetId',
  targetLabel: 'c.targetLabel',
  targetPath: 'c.targetPath',
  ownerId: 'c.targetOwner',
  ownerName: OWNER_NAME,
  status: 'c.status',
  source: 'c.source',
  noticeCount: 'c.noticeCount',
  reasons: jsonColumn('c.reasons'),
  firstNoticeAt: 'c.firstNoticeAt',
  lastNoticeAt: 'c.lastNoticeAt',
  created: 'c.created',
  decision: `json(${LATEST_DECISION})`,
});

export interface CaseItem {
  id: string;
  kind: string;
  targetId: string;
  targetLabel: string;
  targetPath: string;
  targetOwner: { id: string; name: string };
  status: string;
  source: string;
  noticeCount: number;
  reasons: { [reason: string]: number };
  firstNoticeAt: string;
  lastNoticeAt: string;
  created: string;
  decision: { id: string; type: string; status: string } | null;
}

function reasonCounts(value: unknown): { [reason: string]: number } {
  const counts: { [reason: string]: number } = {};
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return counts;
  for (const [reason, count] of Object.entries(value as { [reason: string]: unknown })) {
    const n = numberOf(count);
    if (n > 0) counts[reason] = n;
  }
  return counts;
}

function decisionOf(value: unknown): CaseItem['decision'] {
  if (value === null || typeof value !== 'object') return null;
  const decision = value as { [field: string]: unknown };
  return { id: text(decision.id), type: text(decision.type), status: text(decision.status) };
}

export function caseItem(row: JsonRow): CaseItem {
  return {
    id: text(row.id),
    kind: text(row.kind),
    targetId: text(row.targetId),
    targetLabel: text(row.targetLabel),
    targetPath: text(row.targetPath),
    targetOwner: { id: text(row.ownerId), name: text(row.ownerName) },
    status: text(row.status),
    source: text(row.source),
    noticeCount: numberOf(row.noticeCount),
    reasons: reasonCounts(row.reasons),
    firstNoticeAt: text(row.firstNoticeAt),
    lastNoticeAt: text(row.lastNoticeAt),
    created: text(row.created),
    decision: decisionOf(row.decision),
  };
}

/** One entry by id, or null. */
export function readCaseItem(db: PbDb, id: string): CaseItem | null {
  const row = readJsonRows(db, `SELECT ${CASE_ROW} AS row FROM ${CASES_FROM} WHERE c.id = {:id}`, { id })[0];
  return row ? caseItem(row) : null;
}
