import {
  BOOKING_MESSAGES,
  BOOKING_REQUEST_EFFECTS,
  INITIAL_BOOKING_STATUS,
  checkBookingCreationFields,
  estimateBookingTotal,
  isListingType,
  requiredFieldMessage,
  type ListingType,
  type PaymentStatus,
} from '@partilha/domain';
import type { Actor } from './actor';
import { badRequest, forbidden, notFound, unauthorized } from './booking-api-errors';
import { refuseUnavailableDays } from './booking-days';
import { noticeBookingEvent, personName, type BookingMail } from './booking-notices';
import {
  BOOKINGS,
  BOOKING_MESSAGE_RECORDS,
  LISTINGS,
  findRecordOrNull,
  isPublicListing,
  storedDay,
} from './booking-records';
import { requestedDates } from './booking-request-dates';
import { requestedHoursPerDay, requestedNotes } from './booking-request-fields';
import { BOOKING_ROUTE_MESSAGES } from './booking-route-messages';
import { appendStatusHistory } from './booking-status-history';
import { inTransaction } from './booking-transaction';

const PAYMENT_PENDING: PaymentStatus = 'pending';

export interface BookingChange {
  booking: PbRecord;
  /** E-mails to send once the change is committed. */
  mails: BookingMail[];
}

/**
 * Only a public listing can be booked: a suspended one, one whose owner is suspended, or a missing
 * one is "Listing not found".
 */
function bookableListing(app: PbApp, listingId: string): PbRecord {
  const listing = findRecordOrNull(app, LISTINGS, listingId);
  if (!listing || !isPublicListing(listing)) throw notFound(BOOKING_MESSAGES.listingNotFound);
  return listing;
}

/** The request's note opens the booking's conversation as the renter's first message. */
function addNoteAsFirstMessage(app: PbApp, booking: PbRecord, renterId: string, notes: string): void {
  if (!notes) return;
  const message = new Record(app.findCachedCollectionByNameOrId(BOOKING_MESSAGE_RECORDS));
  message.set('booking', booking.id);
  message.set('sender', renterId);
  message.set('content', notes);
  message.set('read', false);
  app.save(message);
}

/**
 * `POST /api/market/bookings`: a booking request by the signed-in user (spec 001 §5, §7). The
 * renter is the caller and the owner the listing's; the total is computed here from the
 * listing's price, the selected days and, for a service, the hours per day (1 when left out;
 * equipment has none: 0). A total in the body is ignored. Every selected day, and only those
 * (ADR 0011), must be free: on a weekday the listing is available, not blocked by the owner, not
 * held by an approved booking, not past. A note becomes the conversation's first message. The
 * owner is notified in the same transaction and e-mailed after it.
 */
export function createBookingRequest(
  app: PbApp,
  actor: Actor,
  body: { [key: string]: unknown },
  now: Date,
): BookingChange {
  if (actor.kind === 'guest') throw unauthorized(BOOKING_MESSAGES.mustBeLoggedInToBook);
  // A superuser is nobody's renter: the request then lacks its renterId.
  const renterId = actor.kind === 'user' ? actor.id : '';
  const listingId = typeof body.listingId === 'string' ? body.listingId.trim() : '';
  if (!listingId) throw badRequest(requiredFieldMessage('listingId'));

  return inTransaction(app, (txApp) => {
    const listing = bookableListing(txApp, listingId);
    const ownerId = listing.getString('owner');
    if (ownerId === renterId) throw forbidden(BOOKING_ROUTE_MESSAGES.ownListing);

    const dates = requestedDates(body);
    const type = listing.getString('type');
    const listingType: ListingType = isListingType(type) ? type : 'service';
    const hoursPerDay = requestedHoursPerDay(body.hoursPerDay, listingType);
    const notes = requestedNotes(body.notes);
    const totalPrice = estimateBookingTotal({
      listingType,
      price: listing.getFloat('price'),
      days: dates.selectedDates.length,
      hoursPerDay,
    });
    const missing = checkBookingCreationFields({
      listingId,
      renterId,
      ownerId,
      startDate: dates.startDate,
      endDate: dates.endDate,
      totalPrice,
    });
    if (missing) throw badRequest(missing);

    refuseUnavailableDays(txApp, listing, dates.selectedDates, now);

    const booking = new Record(txApp.findCachedCollectionByNameOrId(BOOKINGS));
    booking.set('listing', listing.id);
    booking.set('listingType', listingType);
    booking.set('listingTitle', listing.getString('title'));
    booking.set('renter', renterId);
    booking.set('owner', ownerId);
    booking.set('totalPrice', totalPrice);
    booking.set('startDate', storedDay(dates.startDate));
    booking.set('endDate', storedDay(dates.endDate));
    booking.set('selectedDates', dates.selectedDates);
    booking.set('hoursPerDay', hoursPerDay);
    booking.set('status', INITIAL_BOOKING_STATUS);
    booking.set('paymentStatus', PAYMENT_PENDING);
    booking.set('notes', notes);
    txApp.save(booking);
    addNoteAsFirstMessage(txApp, booking, renterId, notes);
    appendStatusHistory(txApp, {
      booking,
      from: '',
      to: INITIAL_BOOKING_STATUS,
      actorId: renterId,
      actorRole: 'renter',
    });

    const renterName = personName(txApp, renterId, 'renter');
    const mails = noticeBookingEvent(
      txApp,
      booking,
      BOOKING_REQUEST_EFFECTS,
      { kind: 'request', renterName },
      renterId,
    );
    return { booking, mails };
  });
}
