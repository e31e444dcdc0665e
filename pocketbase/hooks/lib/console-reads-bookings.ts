import {
  BOOKING_CSV_COLUMNS,
  BOOKING_STATUSES,
  csvYesNo,
  formatDate,
  LISTING_TYPES,
  type BookingStatus,
} from '@partilha/domain';
import { streamCsvExport } from './console-csv';
import { requireConsoleAction } from './console-guard';
import {
  queryBoolean,
  queryChoice,
  queryDayRange,
  queryPaging,
  queryReaderOf,
  querySort,
  queryText,
  type QueryReader,
} from './console-query';
import {
  containsText,
  countsOf,
  jsonObject,
  readCountsBy,
  readPage,
  SqlFilter,
  type ConsolePage,
} from './console-query-sql';
import { lisbonDayBounds } from './console-reads-period';
import { bookingItem, flag, numberOf, text, type BookingItem } from './console-reads-rows';

/** GET /api/console/bookings and its CSV export: every booking, with its listing and parties. */

export const BOOKINGS_FROM =
  'bookings b LEFT JOIN listings l ON l.id = b.listing LEFT JOIN users r ON r.id = b.renter LEFT JOIN users o ON o.id = b.owner';

/** The fields of bookingItem(), from BOOKINGS_FROM. */
export const BOOKING_ITEM_COLUMNS = {
  id: 'b.id',
  listingId: 'b.listing',
  listingTitle: 'b.listingTitle',
  listingType: 'b.listingType',
  city: "coalesce(l.city, '')",
  renterId: 'b.renter',
  renterName: "coalesce(r.displayName, '')",
  ownerId: 'b.owner',
  ownerName: "coalesce(o.displayName, '')",
  startDate: 'b.startDate',
  endDate: 'b.endDate',
  status: 'b.status',
  totalPrice: 'b.totalPrice',
  isLateCancellation: 'b.isLateCancellation',
  cancelledAt: 'b.cancelledAt',
  created: 'b.created',
} as const;

const ROW = jsonObject(BOOKING_ITEM_COLUMNS);
const SORTS = {
  created: 'b.created',
  startDate: 'b.startDate',
  endDate: 'b.endDate',
  status: 'b.status',
  totalPrice: 'b.totalPrice',
  listingTitle: 'b.listingTitle',
} as const;

interface BookingFilters {
  /** Every filter but `status` (the counts by status use them). */
  base: SqlFilter;
  status: BookingStatus | '';
  filters: { [name: string]: string | boolean };
}

function bookingFilters(read: QueryReader): BookingFilters {
  const status = queryChoice(read, 'status', BOOKING_STATUSES);
  const { from, to } = queryDayRange(read, 'from', 'to');
  const requested = queryDayRange(read, 'requestedFrom', 'requestedTo');
  const cancelled = queryDayRange(read, 'cancelledFrom', 'cancelledTo');
  const late = queryBoolean(read, 'late');
  const type = queryChoice(read, 'type', LISTING_TYPES);
  const city = queryText(read, 'city');
  const q = queryText(read, 'q');

  const base = new SqlFilter();
  const filters: { [name: string]: string | boolean } = {};
  // Booking days are stored as "YYYY-MM-DD 00:00:00.000Z": a range overlaps when it starts
  // before the day after `to` and ends on or after `from`.
  if (from !== '') {
    base.add(`b.endDate >= ${base.bind(`${from} 00:00:00.000Z`)}`);
    filters.from = from;
  }
  if (to !== '') {
    base.add(`b.startDate <= ${base.bind(`${to} 23:59:59.999Z`)}`);
    filters.to = to;
  }
  // Requests and cancellations are instants, filtered on Lisbon days (the Overview's periods).
  addInstantRange(base, filters, 'b.created', requested, ['requestedFrom', 'requestedTo']);
  addInstantRange(base, filters, 'b.cancelledAt', cancelled, ['cancelledFrom', 'cancelledTo']);
  if (late !== null) {
    base.add(late ? 'b.isLateCancellation = TRUE' : 'b.isLateCancellation = FALSE');
    filters.late = late;
  }
  if (type !== '') {
    base.add(`b.listingType = ${base.bind(type)}`);
    filters.type = type;
  }
  if (city !== '') {
    base.add(`l.city = ${base.bind(city)} COLLATE NOCASE`);
    filters.city = city;
  }
  if (q !== '') {
    base.add(containsText(base, ['b.listingTitle', 'r.displayName', 'o.displayName'], q));
    filters.q = q;
  }
  if (status !== '') filters.status = status;
  return { base, status, filters };
}

/** `column` within the Lisbon days [from, to]; '' ends are open. */
function addInstantRange(
  filter: SqlFilter,
  filters: { [name: string]: string | boolean },
  column: string,
  days: { from: string; to: string },
  names: [from: string, to: string],
): void {
  if (days.from !== '') {
    filter.add(`${column} >= ${filter.bind(lisbonDayBounds(days.from).start)}`);
    filters[names[0]] = days.from;
  }
  if (days.to !== '') {
    // A booking never cancelled has cancelledAt '', which sorts before every instant: the
    // lower bound alone would keep it out, so an upper bound alone must too.
    filter.add(`${column} <> '' AND ${column} < ${filter.bind(lisbonDayBounds(days.to).end)}`);
    filters[names[1]] = days.to;
  }
}

function withStatus(filters: BookingFilters): SqlFilter {
  const filter = filters.base.copy();
  if (filters.status !== '') filter.add(`b.status = ${filter.bind(filters.status)}`);
  return filter;
}

export function consoleBookings(
  e: PbRequestEvent,
): ConsolePage<BookingItem> & { countsByStatus: Record<BookingStatus, number> } {
  requireConsoleAction(e.auth, 'bookings.read');
  const read = queryReaderOf(e);
  const filters = bookingFilters(read);
  const sort = querySort(read, SORTS, '-created');
  const db = e.app.db();
  const page = readPage(
    db,
    { from: BOOKINGS_FROM, row: ROW, idColumn: 'b.id' },
    withStatus(filters),
    sort,
    queryPaging(read),
  );
  const counts = readCountsBy(
    db,
    `SELECT b.status AS s, COUNT(*) AS n FROM ${BOOKINGS_FROM}${filters.base.where()} GROUP BY b.status`,
    filters.base.params,
  );
  return { ...page, items: page.items.map(bookingItem), countsByStatus: countsOf(BOOKING_STATUSES, counts) };
}

export function exportBookings(e: PbRequestEvent, now: Date): void {
  const actor = requireConsoleAction(e.auth, 'bookings.export');
  const filters = bookingFilters(queryReaderOf(e));
  streamCsvExport(
    e,
    actor,
    {
      what: 'bookings',
      header: BOOKING_CSV_COLUMNS,
      action: 'bookings.export',
      targetCollection: 'bookings',
      rowNoun: 'booking',
      from: BOOKINGS_FROM,
      createdColumn: 'b.created',
      idColumn: 'b.id',
      columns: BOOKING_ITEM_COLUMNS,
      filter: withStatus(filters),
      filters: filters.filters,
      cells: (row) => [
        text(row.id),
        text(row.listingTitle),
        text(row.listingType),
        text(row.city),
        text(row.renterName),
        text(row.ownerName),
        formatDate(text(row.startDate).slice(0, 10)),
        formatDate(text(row.endDate).slice(0, 10)),
        text(row.status),
        numberOf(row.totalPrice).toFixed(2),
        csvYesNo(flag(row.isLateCancellation)),
        formatDate(text(row.created), { withTime: true }),
      ],
    },
    now,
  );
}
