import { USER_ROLES } from '@partilha/domain';
import { consoleActorCan, requireConsoleAction } from './console-guard';
import {
  queryBoolean,
  queryChoice,
  queryDayRange,
  queryPaging,
  queryReaderOf,
  querySort,
  queryText,
} from './console-query';
import { memberItem, type MemberItem } from './console-actions-rows';
import { containsText, jsonObject, readPage, recordsInOrder, SqlFilter, type ConsolePage } from './console-query-sql';
import { lisbonDayBounds } from './console-reads-period';

/**
 * GET /api/console/members: every member, filtered and sorted by the server. E-mail and phone
 * number are read, searched and sorted on only for those allowed `members.readContact`
 * (operators): for a moderator they are not in the row, not matched by `q`, and a sort by
 * e-mail is refused, so the order cannot leak them either. The page is chosen in SQL; its rows
 * are built from the records, as the member routes build their answers.
 */

export const MEMBERS_FROM = 'users u';

/** How many listings a member has (the row's `listingsCount`, sortable). */
const LISTINGS_COUNT = '(SELECT COUNT(*) FROM listings x WHERE x.owner = u.id)';
const ROW = jsonObject({ id: 'u.id' });
const SORTS = {
  created: 'u.created',
  displayName: 'u.displayName',
  firstName: 'u.firstName',
  lastName: 'u.lastName',
  city: 'u.city',
  role: 'u.role',
  listingsCount: LISTINGS_COUNT,
  ratingAsProvider: 'u.ratingAsProvider',
  ratingAsClient: 'u.ratingAsClient',
} as const;
const CONTACT_SORTS = { ...SORTS, email: 'u.email' } as const;

export function consoleMembers(e: PbRequestEvent): ConsolePage<MemberItem> {
  const actor = requireConsoleAction(e.auth, 'members.read');
  const withContact = consoleActorCan(actor, 'members.readContact');
  const read = queryReaderOf(e);
  const q = queryText(read, 'q');
  const role = queryChoice(read, 'role', USER_ROLES);
  const verified = queryBoolean(read, 'verified');
  const city = queryText(read, 'city');
  const joined = queryDayRange(read, 'joinedFrom', 'joinedTo');
  const suspended = queryBoolean(read, 'suspended');
  const sort = querySort(read, withContact ? CONTACT_SORTS : SORTS, '-created');
  const paging = queryPaging(read);

  const filter = new SqlFilter();
  if (q !== '') {
    const columns = ['u.displayName', 'u.firstName', 'u.lastName'].concat(withContact ? ['u.email'] : []);
    filter.add(containsText(filter, columns, q));
  }
  if (role !== '') filter.add(`u.role = ${filter.bind(role)}`);
  if (verified !== null) filter.add(verified ? 'u.verifiedProvider = TRUE' : 'u.verifiedProvider = FALSE');
  if (city !== '') filter.add(`u.city = ${filter.bind(city)} COLLATE NOCASE`);
  // Joining days are Lisbon days.
  if (joined.from !== '') filter.add(`u.created >= ${filter.bind(lisbonDayBounds(joined.from).start)}`);
  if (joined.to !== '') filter.add(`u.created < ${filter.bind(lisbonDayBounds(joined.to).end)}`);
  if (suspended !== null) filter.add(suspended ? 'u.suspended = TRUE' : 'u.suspended = FALSE');

  const page = readPage(e.app.db(), { from: MEMBERS_FROM, row: ROW, idColumn: 'u.id' }, filter, sort, paging);
  const items = recordsInOrder(e.app, 'users', page.items).map((record) => memberItem(e.app, record, actor));
  return { ...page, items };
}
