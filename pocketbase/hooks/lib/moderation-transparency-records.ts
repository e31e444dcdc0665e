import {
  TERMS_PATH,
  TRANSPARENCY_FIELDS,
  transparencyRecordOf,
  type AppealStatus,
  type DecisionStatus,
  type StatementOfReasons,
  type TransparencyRecord,
} from '@partilha/domain';
import { SqlFilter } from './console-query-sql';
import { numberOf } from './console-reads-rows';
import { websiteUrl } from './moderation-mail';
import { committedInPeriod } from './moderation-transparency-summary';
import type { TransparencyPeriod } from './moderation-transparency-period';

/**
 * The statements of reasons of a period in the EU Transparency Database's fields: the
 * restrictions committed in the period (a "no action" decision restricts nobody and is no
 * statement), each with its status now (committed, or reversed on appeal) and its appeal's.
 * Each is built from the statement the member received, as stored at the commit.
 */

export const STATEMENTS_FROM = 'moderation_decisions t LEFT JOIN moderation_appeals a ON a.decision = t.id';

/** Read as text (the CSV stream's rows; the JSON export reads the same). */
export const STATEMENT_COLUMNS = {
  id: 't.id',
  created: 't.committedAt',
  status: 't.status',
  appeal: "coalesce(a.status, '')",
  statement: 't.statement',
  type: 't.type',
  kind: 't.kind',
  targetLabel: 't.targetLabel',
  targetPath: 't.targetPath',
  durationDays: 't.durationDays',
  endsAt: 't.endsAt',
  facts: 't.facts',
  source: 't.source',
  ground: 't.ground',
  legalGround: 't.legalGround',
  termsClause: 't.termsClause',
  groundExplanation: 't.groundExplanation',
} as const;

export type StatementRow = { readonly [field in keyof typeof STATEMENT_COLUMNS]: string };

export function statementsFilter(period: TransparencyPeriod): SqlFilter {
  const filter = new SqlFilter();
  const start = filter.bind(period.start);
  const end = filter.bind(period.end);
  filter.add(committedInPeriod(start, end));
  filter.add("t.type != 'no_action'");
  return filter;
}

/** PocketBase's stored instant as the ISO instant a statement carries; null when empty. */
function isoInstant(stored: string): string | null {
  return stored === '' ? null : stored.replace(' ', 'T');
}

/**
 * The stored statement; a decision committed without one (never by the commit route) is described
 * from its own columns rather than left out of a report that must count every restriction.
 */
function statementOfRow(row: StatementRow): StatementOfReasons {
  if (row.statement !== '') {
    try {
      const stored = JSON.parse(row.statement) as StatementOfReasons | null;
      if (stored && typeof stored === 'object' && stored.decisionId) return stored;
    } catch {
      // Not JSON: fall through to the columns.
    }
  }
  return {
    decisionId: row.id,
    type: row.type as StatementOfReasons['type'],
    kind: row.kind as StatementOfReasons['kind'],
    targetLabel: row.targetLabel,
    targetPath: row.targetPath,
    durationDays: numberOf(row.durationDays),
    decidedAt: isoInstant(row.created) ?? '',
    endsAt: isoInstant(row.endsAt),
    facts: row.facts,
    source: row.source as StatementOfReasons['source'],
    ground: (row.ground || null) as StatementOfReasons['ground'],
    legalGround: (row.legalGround || null) as StatementOfReasons['legalGround'],
    termsClause: (row.termsClause || null) as StatementOfReasons['termsClause'],
    groundExplanation: row.groundExplanation,
  };
}

export function transparencyRecordOfRow(row: StatementRow, termsUrl: string): TransparencyRecord {
  return transparencyRecordOf(
    statementOfRow(row),
    row.status as DecisionStatus,
    (row.appeal || null) as AppealStatus | null,
    termsUrl,
  );
}

/** The terms page the records' `decision_ground_reference_url` points into. */
export function termsUrlOf(app: PbApp): string {
  return websiteUrl(app, TERMS_PATH);
}

/** A record as CSV cells in TRANSPARENCY_FIELDS order, lists comma-joined. */
export function transparencyCells(record: TransparencyRecord): string[] {
  return TRANSPARENCY_FIELDS.map((field) => {
    const value = record[field];
    return Array.isArray(value) ? value.join(',') : value;
  });
}

/** Every statement of the period, newest first (the JSON export; the CSV streams in pages). */
export function readStatementRows(db: PbDb, period: TransparencyPeriod): StatementRow[] {
  const filter = statementsFilter(period);
  const fields = Object.keys(STATEMENT_COLUMNS) as (keyof typeof STATEMENT_COLUMNS)[];
  const shape: { [field: string]: string } = {};
  for (const field of fields) shape[field] = '';
  const select = fields
    .map((field) => `coalesce(CAST(${STATEMENT_COLUMNS[field]} AS TEXT), '') AS ${field}`)
    .join(', ');
  const rows = arrayOf(new DynamicModel(shape));
  db.newQuery(`SELECT ${select} FROM ${STATEMENTS_FROM}${filter.where()} ORDER BY t.committedAt DESC, t.id DESC`)
    .bind(filter.params)
    .all(rows);
  return rows as unknown as StatementRow[];
}
