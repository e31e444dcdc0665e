import { LISTING_STATUSES, LISTING_TYPES } from '@partilha/domain';
import { requireConsoleAction } from './console-guard';
import { queryChoice, queryPaging, queryReaderOf, queryRecordId, querySort, queryText } from './console-query';
import { listingItem, type ListingItem } from './console-actions-rows';
import { containsText, jsonObject, readPage, recordsInOrder, SqlFilter, type ConsolePage } from './console-query-sql';

/**
 * GET /api/console/listings: every listing, suspended ones and those of suspended members
 * included, with its owner's name and its first picture's file name. The page is chosen in SQL;
 * its rows are built from the records, as the suspension route builds its answer.
 */

const FROM = 'listings l';
const ROW = jsonObject({ id: 'l.id' });
const SORTS = {
  created: 'l.created',
  title: 'l.title',
  price: 'l.price',
  city: 'l.city',
  category: 'l.category',
  status: 'l.status',
  type: 'l.type',
} as const;

export function consoleListings(e: PbRequestEvent): ConsolePage<ListingItem> {
  requireConsoleAction(e.auth, 'listings.read');
  const read = queryReaderOf(e);
  const q = queryText(read, 'q');
  const type = queryChoice(read, 'type', LISTING_TYPES);
  const category = queryText(read, 'category');
  const status = queryChoice(read, 'status', LISTING_STATUSES);
  const city = queryText(read, 'city');
  const owner = queryRecordId(read, 'owner');
  const sort = querySort(read, SORTS, '-created');
  const paging = queryPaging(read);

  const filter = new SqlFilter();
  if (q !== '') filter.add(containsText(filter, ['l.title'], q));
  if (type !== '') filter.add(`l.type = ${filter.bind(type)}`);
  if (category !== '') filter.add(`l.category = ${filter.bind(category)}`);
  if (status !== '') filter.add(`l.status = ${filter.bind(status)}`);
  if (city !== '') filter.add(`l.city = ${filter.bind(city)} COLLATE NOCASE`);
  if (owner !== '') filter.add(`l.owner = ${filter.bind(owner)}`);

  const page = readPage(e.app.db(), { from: FROM, row: ROW, idColumn: 'l.id' }, filter, sort, paging);
  return { ...page, items: recordsInOrder(e.app, 'listings', page.items).map((record) => listingItem(e.app, record)) };
}
