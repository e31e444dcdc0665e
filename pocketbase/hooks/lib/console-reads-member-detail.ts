import { CONSOLE_MESSAGES } from '@partilha/domain';
import { memberItem } from './console-actions-rows';
import { requireConsoleAction } from './console-guard';
import { jsonObject, readJsonRows } from './console-query-sql';
import { BOOKING_ITEM_COLUMNS, BOOKINGS_FROM } from './console-reads-bookings';
import { notFound } from './console-reads-not-found';
import { bookingItem, flag, numberOf, text } from './console-reads-rows';

/**
 * GET /api/console/members/{id}: a member's page in the console: their row with their standing,
 * and the newest DETAIL_ROWS of their listings, bookings on each side and reviews each way.
 */

export const DETAIL_ROWS = 20;

const LISTING_ROW = jsonObject({
  id: 'l.id',
  title: 'l.title',
  type: 'l.type',
  status: 'l.status',
  ownerSuspended: 'l.ownerSuspended',
  price: 'l.price',
  created: 'l.created',
});

const BOOKING_ROW = jsonObject(BOOKING_ITEM_COLUMNS);

function reviewRow(other: string): string {
  return jsonObject({
    id: 'v.id',
    reviewType: 'v.reviewType',
    overallRating: 'v.overallRating',
    title: 'v.title',
    status: 'v.status',
    created: 'v.created',
    otherName: `coalesce(${other}.displayName, '')`,
  });
}

function reviews(db: PbDb, side: 'reviewer' | 'reviewee', id: string) {
  const other = side === 'reviewer' ? 'reviewee' : 'reviewer';
  return readJsonRows(
    db,
    `SELECT ${reviewRow('p')} AS row FROM reviews v LEFT JOIN users p ON p.id = v.${other} WHERE v.${side} = {:id} ORDER BY v.created DESC, v.id DESC LIMIT ${DETAIL_ROWS}`,
    { id },
  ).map((row) => ({
    id: text(row.id),
    reviewType: text(row.reviewType),
    overallRating: numberOf(row.overallRating),
    title: text(row.title),
    status: text(row.status),
    created: text(row.created),
    otherName: text(row.otherName),
  }));
}

function bookings(db: PbDb, side: 'renter' | 'owner', id: string) {
  return readJsonRows(
    db,
    `SELECT ${BOOKING_ROW} AS row FROM ${BOOKINGS_FROM} WHERE b.${side} = {:id} ORDER BY b.created DESC, b.id DESC LIMIT ${DETAIL_ROWS}`,
    { id },
  ).map(bookingItem);
}

export function consoleMemberDetail(e: PbRequestEvent, id: string) {
  const actor = requireConsoleAction(e.auth, 'members.read');
  const db = e.app.db();
  let record: PbRecord;
  try {
    record = e.app.findRecordById('users', id);
  } catch {
    throw notFound(CONSOLE_MESSAGES.notFound);
  }

  const member = {
    ...memberItem(e.app, record, actor),
    bio: record.getString('bio'),
    suspendedReason: record.getString('suspendedReason'),
    suspendedAt: record.getString('suspendedAt'),
    totalCancellations: record.getFloat('totalCancellations'),
    lateCancellations: record.getFloat('lateCancellations'),
    endedBookings: record.getFloat('endedBookings'),
    reviewsAsProvider: record.getFloat('reviewsAsProvider'),
    reviewsAsClient: record.getFloat('reviewsAsClient'),
  };
  const listings = readJsonRows(
    db,
    `SELECT ${LISTING_ROW} AS row FROM listings l WHERE l.owner = {:id} ORDER BY l.created DESC, l.id DESC LIMIT ${DETAIL_ROWS}`,
    { id },
  ).map((listing) => ({
    id: text(listing.id),
    title: text(listing.title),
    type: text(listing.type),
    status: text(listing.status),
    ownerSuspended: flag(listing.ownerSuspended),
    price: numberOf(listing.price),
    created: text(listing.created),
  }));

  return {
    member,
    listings,
    bookingsAsRenter: bookings(db, 'renter', id),
    bookingsAsOwner: bookings(db, 'owner', id),
    reviews: { written: reviews(db, 'reviewer', id), received: reviews(db, 'reviewee', id) },
  };
}
