import { CONSOLE_MESSAGES } from '@partilha/domain';
import { notFound } from './console-reads-not-found';
import { requireConsoleAction } from './console-guard';
import { jsonColumn, jsonObject, readJsonRows, type JsonRow } from './console-query-sql';
import { BOOKING_ITEM_COLUMNS, BOOKINGS_FROM } from './console-reads-bookings';
import { bookingItem, flag, numberOf, text } from './console-reads-rows';

/**
 * GET /api/console/bookings/{id}: a booking with its listing, both parties (their standing, never
 * their contact details), its messages and its status history, for staff looking into a dispute.
 */

const DETAIL_ROW = jsonObject({
  ...BOOKING_ITEM_COLUMNS,
  selectedDates: jsonColumn('b.selectedDates'),
  hoursPerDay: 'b.hoursPerDay',
  notes: 'b.notes',
  cancellationReason: 'b.cancellationReason',
  cancelledBy: 'b.cancelledBy',
  paymentStatus: 'b.paymentStatus',
  listingExists: 'l.id IS NOT NULL',
  listingCategory: "coalesce(l.category, '')",
  listingPrice: 'coalesce(l.price, 0)',
  listingStatus: "coalesce(l.status, '')",
  listingCurrentTitle: "coalesce(l.title, '')",
  listingCurrentType: "coalesce(l.type, '')",
});

const PARTY_ROW = jsonObject({
  id: 'u.id',
  displayName: 'u.displayName',
  city: 'u.city',
  verifiedProvider: 'u.verifiedProvider',
  totalBookings: '(SELECT COUNT(*) FROM bookings x WHERE x.renter = u.id OR x.owner = u.id)',
  totalCancellations: 'u.totalCancellations',
  lateCancellations: 'u.lateCancellations',
  endedBookings: 'u.endedBookings',
  ratingAsProvider: 'u.ratingAsProvider',
  ratingAsClient: 'u.ratingAsClient',
  suspended: 'u.suspended',
});

const MESSAGE_ROW = jsonObject({
  id: 'm.id',
  sender: 'm.sender',
  senderName: "coalesce(u.displayName, '')",
  content: 'm.content',
  created: 'm.created',
});

const HISTORY_ROW = jsonObject({
  id: 'h.id',
  fromStatus: 'h.fromStatus',
  toStatus: 'h.toStatus',
  actorName: 'h.actorName',
  actorRole: 'h.actorRole',
  note: 'h.note',
  created: 'h.created',
});

export interface ConsoleParty {
  id: string;
  displayName: string;
  city: string;
  verifiedProvider: boolean;
  totalBookings: number;
  totalCancellations: number;
  lateCancellations: number;
  endedBookings: number;
  ratingAsProvider: number;
  ratingAsClient: number;
  suspended: boolean;
}

function party(db: PbDb, id: string): ConsoleParty | null {
  const row = readJsonRows(db, `SELECT ${PARTY_ROW} AS row FROM users u WHERE u.id = {:id}`, { id })[0];
  if (!row) return null;
  return {
    id: text(row.id),
    displayName: text(row.displayName),
    city: text(row.city),
    verifiedProvider: flag(row.verifiedProvider),
    totalBookings: numberOf(row.totalBookings),
    totalCancellations: numberOf(row.totalCancellations),
    lateCancellations: numberOf(row.lateCancellations),
    endedBookings: numberOf(row.endedBookings),
    ratingAsProvider: numberOf(row.ratingAsProvider),
    ratingAsClient: numberOf(row.ratingAsClient),
    suspended: flag(row.suspended),
  };
}

function listingOf(row: JsonRow) {
  if (!flag(row.listingExists)) return null;
  return {
    id: text(row.listingId),
    title: text(row.listingCurrentTitle),
    type: text(row.listingCurrentType),
    category: text(row.listingCategory),
    price: numberOf(row.listingPrice),
    city: text(row.city),
    status: text(row.listingStatus),
  };
}

export function consoleBookingDetail(e: PbRequestEvent, id: string) {
  requireConsoleAction(e.auth, 'bookings.read');
  const db = e.app.db();
  const row = readJsonRows(db, `SELECT ${DETAIL_ROW} AS row FROM ${BOOKINGS_FROM} WHERE b.id = {:id}`, { id })[0];
  if (!row) throw notFound(CONSOLE_MESSAGES.notFound);

  const booking = {
    ...bookingItem(row),
    selectedDates: Array.isArray(row.selectedDates) ? row.selectedDates.map(text) : [],
    hoursPerDay: numberOf(row.hoursPerDay),
    notes: text(row.notes),
    cancellationReason: text(row.cancellationReason),
    cancelledBy: text(row.cancelledBy),
    paymentStatus: text(row.paymentStatus),
  };
  const messages = readJsonRows(
    db,
    `SELECT ${MESSAGE_ROW} AS row FROM booking_messages m LEFT JOIN users u ON u.id = m.sender WHERE m.booking = {:id} ORDER BY m.created, m.id`,
    { id },
  ).map((message) => ({
    id: text(message.id),
    sender: text(message.sender),
    senderName: text(message.senderName),
    content: text(message.content),
    created: text(message.created),
  }));
  const history = readJsonRows(
    db,
    `SELECT ${HISTORY_ROW} AS row FROM booking_status_history h WHERE h.booking = {:id} ORDER BY h.created, h.id`,
    { id },
  ).map((entry) => ({
    id: text(entry.id),
    fromStatus: text(entry.fromStatus),
    toStatus: text(entry.toStatus),
    actorName: text(entry.actorName),
    actorRole: text(entry.actorRole),
    note: text(entry.note),
    created: text(entry.created),
  }));

  return {
    booking,
    listing: listingOf(row),
    renter: party(db, booking.renter.id),
    owner: party(db, booking.owner.id),
    messages,
    history,
  };
}
