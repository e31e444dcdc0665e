import { AUDIT_ACTION_NAMES, AUDIT_CSV_COLUMNS, formatDate } from '@partilha/domain';
import { streamCsvExport } from './console-csv';
import { consoleActorCan, requireConsoleAction, type ConsoleActor } from './console-guard';
import {
  invalidQuery,
  queryChoice,
  queryDayRange,
  queryPaging,
  queryReaderOf,
  queryRecordId,
  querySort,
  queryText,
  type QueryReader,
} from './console-query';
import { containsText, jsonColumn, jsonObject, readPage, SqlFilter, type ConsolePage } from './console-query-sql';
import { lisbonDayBounds } from './console-reads-period';
import { text, type RowFields } from './console-reads-rows';

/**
 * GET /api/console/audit and its CSV export: the audit log, newest first. Moderators read the
 * moderation entries only (`audit.readAll` is the operators'), whatever they filter by.
 */

const FROM = 'audit_log a';
const ROW = jsonObject({
  id: 'a.id',
  actor: 'a.actor',
  actorName: 'a.actorName',
  actorRole: 'a.actorRole',
  action: 'a.action',
  category: 'a.category',
  targetCollection: 'a.targetCollection',
  targetId: 'a.targetId',
  targetLabel: 'a.targetLabel',
  before: jsonColumn('a.before'),
  after: jsonColumn('a.after'),
  reason: 'a.reason',
  ip: 'a.ip',
  created: 'a.created',
});
const SORTS = { created: 'a.created' } as const;
const AUDIT_CSV_FIELDS = {
  id: 'a.id',
  created: 'a.created',
  actorName: 'a.actorName',
  actorRole: 'a.actorRole',
  action: 'a.action',
  category: 'a.category',
  targetCollection: 'a.targetCollection',
  targetId: 'a.targetId',
  targetLabel: 'a.targetLabel',
  reason: 'a.reason',
  ip: 'a.ip',
} as const;
const COLLECTION_NAME = /^[a-zA-Z0-9_]{1,60}$/;

export interface AuditItem {
  id: string;
  actor: string;
  actorName: string;
  actorRole: string;
  action: string;
  category: string;
  targetCollection: string;
  targetId: string;
  targetLabel: string;
  before: unknown;
  after: unknown;
  reason: string;
  ip: string;
  created: string;
}

function auditItem(row: RowFields): AuditItem {
  return {
    id: text(row.id),
    actor: text(row.actor),
    actorName: text(row.actorName),
    actorRole: text(row.actorRole),
    action: text(row.action),
    category: text(row.category),
    targetCollection: text(row.targetCollection),
    targetId: text(row.targetId),
    targetLabel: text(row.targetLabel),
    before: row.before ?? null,
    after: row.after ?? null,
    reason: text(row.reason),
    ip: text(row.ip),
    created: text(row.created),
  };
}

function auditFilter(
  read: QueryReader,
  actor: ConsoleActor,
): { filter: SqlFilter; filters: { [name: string]: string } } {
  const action = queryChoice(read, 'action', AUDIT_ACTION_NAMES);
  const actorId = queryRecordId(read, 'actor');
  const targetCollection = queryText(read, 'targetCollection');
  if (targetCollection !== '' && !COLLECTION_NAME.test(targetCollection)) throw invalidQuery();
  const targetId = queryRecordId(read, 'targetId');
  const { from, to } = queryDayRange(read, 'from', 'to');
  const q = queryText(read, 'q');

  const filter = new SqlFilter();
  if (!consoleActorCan(actor, 'audit.readAll')) filter.add("a.category = 'moderation'");
  const given: { [name: string]: string } = { action, actor: actorId, targetCollection, targetId, from, to, q };
  if (action !== '') filter.add(`a.action = ${filter.bind(action)}`);
  if (actorId !== '') filter.add(`a.actor = ${filter.bind(actorId)}`);
  if (targetCollection !== '') filter.add(`a.targetCollection = ${filter.bind(targetCollection)}`);
  if (targetId !== '') filter.add(`a.targetId = ${filter.bind(targetId)}`);
  if (from !== '') filter.add(`a.created >= ${filter.bind(lisbonDayBounds(from).start)}`);
  if (to !== '') filter.add(`a.created < ${filter.bind(lisbonDayBounds(to).end)}`);
  if (q !== '') filter.add(containsText(filter, ['a.targetLabel', 'a.reason', 'a.actorName'], q));

  const filters: { [name: string]: string } = {};
  for (const name of Object.keys(given)) if (given[name] !== '') filters[name] = given[name] as string;
  return { filter, filters };
}

export function consoleAudit(e: PbRequestEvent): ConsolePage<AuditItem> {
  const actor = requireConsoleAction(e.auth, 'audit.read');
  const read = queryReaderOf(e);
  const { filter } = auditFilter(read, actor);
  const sort = querySort(read, SORTS, '-created');
  const page = readPage(e.app.db(), { from: FROM, row: ROW, idColumn: 'a.id' }, filter, sort, queryPaging(read));
  return { ...page, items: page.items.map(auditItem) };
}

export function exportAudit(e: PbRequestEvent, now: Date): void {
  const actor = requireConsoleAction(e.auth, 'audit.export');
  const { filter, filters } = auditFilter(queryReaderOf(e), actor);
  streamCsvExport(
    e,
    actor,
    {
      what: 'audit-log',
      header: AUDIT_CSV_COLUMNS,
      action: 'audit.export',
      targetCollection: 'audit_log',
      rowNoun: 'audit log',
      from: FROM,
      createdColumn: 'a.created',
      idColumn: 'a.id',
      columns: AUDIT_CSV_FIELDS,
      filter,
      filters,
      cells: (row) => [
        formatDate(text(row.created), { withTime: true }),
        text(row.actorName),
        text(row.actorRole),
        text(row.action),
        text(row.category),
        text(row.targetCollection),
        text(row.targetId),
        text(row.targetLabel),
        text(row.reason),
        text(row.ip),
      ],
    },
    now,
  );
}
