import { SUBSCRIPTION_COLUMNS, SUBSCRIPTION_STATUSES } from '@partilha/domain';
import { dayFormatter, streamCsvExport } from './console-csv';
import { requireConsoleAction } from './console-guard';
import { queryChoice, queryPaging, queryReaderOf, querySort, queryText, type QueryReader } from './console-query';
import { subscriptionRow, type SubscriptionRow } from './console-actions-rows';
import { containsText, jsonObject, readPage, recordsInOrder, SqlFilter, type ConsolePage } from './console-query-sql';

/** GET /api/console/subscriptions and its CSV export (operators only). */

const FROM = 'subscriptions s';
const COLUMNS = { id: 's.id', email: 's.email', status: 's.status', created: 's.created' } as const;
const ID_ROW = jsonObject({ id: 's.id' });
const SORTS = { email: 's.email', status: 's.status', created: 's.created' } as const;

function subscriptionFilter(read: QueryReader): { filter: SqlFilter; filters: { [name: string]: string } } {
  const q = queryText(read, 'q');
  const status = queryChoice(read, 'status', SUBSCRIPTION_STATUSES);
  const filter = new SqlFilter();
  if (q !== '') filter.add(containsText(filter, ['s.email'], q));
  if (status !== '') filter.add(`s.status = ${filter.bind(status)}`);
  const filters: { [name: string]: string } = {};
  if (q !== '') filters.q = q;
  if (status !== '') filters.status = status;
  return { filter, filters };
}

export function consoleSubscriptions(e: PbRequestEvent): ConsolePage<SubscriptionRow> {
  requireConsoleAction(e.auth, 'subscriptions.read');
  const read = queryReaderOf(e);
  const { filter } = subscriptionFilter(read);
  const sort = querySort(read, SORTS, '-created');
  const page = readPage(e.app.db(), { from: FROM, row: ID_ROW, idColumn: 's.id' }, filter, sort, queryPaging(read));
  return { ...page, items: recordsInOrder(e.app, 'subscriptions', page.items).map(subscriptionRow) };
}

/** The CSV of the website's old admin page: `Email,Date Subscribed,Status`, dates as "Jan 5, 2026". */
export function exportSubscriptions(e: PbRequestEvent, now: Date): void {
  const actor = requireConsoleAction(e.auth, 'subscriptions.export');
  const { filter, filters } = subscriptionFilter(queryReaderOf(e));
  const day = dayFormatter();
  streamCsvExport(
    e,
    actor,
    {
      what: 'subscriptions',
      header: SUBSCRIPTION_COLUMNS,
      action: 'subscriptions.export',
      targetCollection: 'subscriptions',
      rowNoun: 'subscription',
      from: FROM,
      createdColumn: 's.created',
      idColumn: 's.id',
      columns: COLUMNS,
      filter,
      filters,
      cells: (row) => [row.email, day(row.created ?? ''), row.status],
    },
    now,
  );
}
