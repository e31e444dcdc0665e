import {
  BOOKING_MESSAGES,
  STATUS_AFTER_DETAILS_EDIT,
  canOverrideBookingPrice,
  checkBookingDetailsEdit,
  describeDetailsEditEffects,
  detailsUpdatedThreadMessage,
  estimateBookingTotal,
  isBookingActor,
  isListingType,
  type BookingActor,
  type ListingType,
} from '@partilha/domain';
import type { Actor } from './actor';
import { allowedParty, bookingCallerId } from './booking-actor';
import { badRequest, conflict, forbidden } from './booking-api-errors';
import { refuseUnavailableDays } from './booking-days';
import { noticeBookingEvent, type BookingChange } from './booking-notices';
import {
  BOOKING_MESSAGE_RECORDS,
  LISTINGS,
  dayPart,
  findBooking,
  findRecordOrNull,
  roleIn,
  statusOf,
  storedDay,
  storedInstant,
  stringListOf,
} from './booking-records';
import { requestedDates, type RequestedDates } from './booking-request-dates';
import { ownerPrice, requestedHoursPerDay, requestedNotes } from './booking-request-fields';
import { DETAILS_UPDATED_NOTE, appendStatusHistory } from './booking-status-history';
import { inTransaction } from './booking-transaction';

type Body = { [key: string]: unknown };

/** The dates after the edit: the body's where given (an empty one is refused), else the stored ones. */
function editedDates(body: Body, booking: PbRecord): RequestedDates | null {
  if (!('startDate' in body) && !('endDate' in body) && !('selectedDates' in body)) return null;
  if (body.startDate === '' || body.startDate === null) throw badRequest(BOOKING_MESSAGES.startDateRequired);
  if (body.endDate === '' || body.endDate === null) throw badRequest(BOOKING_MESSAGES.endDateRequired);
  const dates =
    'selectedDates' in body
      ? requestedDates({ selectedDates: body.selectedDates })
      : requestedDates({
          startDate: body.startDate ?? dayPart(booking.getString('startDate')),
          endDate: body.endDate ?? dayPart(booking.getString('endDate')),
        });
  if (!dates.startDate) throw badRequest(BOOKING_MESSAGES.startDateRequired);
  if (!dates.endDate) throw badRequest(BOOKING_MESSAGES.endDateRequired);
  return dates;
}

function sameDates(dates: RequestedDates, booking: PbRecord): boolean {
  const stored = stringListOf(booking, 'selectedDates');
  return (
    dates.startDate === dayPart(booking.getString('startDate')) &&
    dates.endDate === dayPart(booking.getString('endDate')) &&
    dates.selectedDates.length === stored.length &&
    dates.selectedDates.every((day, index) => day === stored[index])
  );
}

/** The automatic thread message; a failure is logged and never undoes the edit. */
function addThreadMessage(app: PbApp, booking: PbRecord, senderId: string, actor: BookingActor): void {
  try {
    const message = new Record(app.findCachedCollectionByNameOrId(BOOKING_MESSAGE_RECORDS));
    message.set('booking', booking.id);
    message.set('sender', senderId);
    message.set('content', detailsUpdatedThreadMessage(actor));
    message.set('read', false);
    app.save(message);
  } catch (error) {
    app.logger().error('Adding the details-updated message failed', 'booking', booking.id, 'error', String(error));
  }
}

/**
 * `POST /api/market/bookings/{id}/details` with any of `{ startDate, endDate, selectedDates,
 * hoursPerDay, totalPrice, notes }` (spec 001 §4 "Editing booking details"): either party, only
 * while pending or negotiating. Saving moves the booking to negotiating, writes lastUpdated, adds
 * the automatic "details were updated by the owner/renter" message and notifies the other party.
 * Only the owner sets the price; a renter's change of dates or hours re-prices the booking as a
 * new request would be priced, and a price a renter sends is ignored.
 */
export function updateBookingDetails(
  app: PbApp,
  actor: Actor,
  bookingId: string,
  body: Body,
  now: Date,
): BookingChange {
  const callerId = bookingCallerId(actor);

  return inTransaction(app, (txApp) => {
    const booking = findBooking(txApp, bookingId);
    const role = roleIn(booking, callerId);
    const refused = checkBookingDetailsEdit(statusOf(booking), role);
    if (refused) throw isBookingActor(role) ? conflict(refused) : forbidden(refused);
    const party = allowedParty(role, callerId);

    const listing = findRecordOrNull(txApp, LISTINGS, booking.getString('listing'));
    const dates = editedDates(body, booking);
    const datesChanged = dates !== null && !sameDates(dates, booking);
    // New days must be free like a new request's, and only the selected days count.
    if (dates && datesChanged) refuseUnavailableDays(txApp, listing, dates.selectedDates, now);
    const storedType = booking.getString('listingType');
    const listingType: ListingType = isListingType(storedType) ? storedType : 'service';
    const hoursPerDay =
      'hoursPerDay' in body || listingType === 'equipment'
        ? requestedHoursPerDay(body.hoursPerDay, listingType)
        : booking.getFloat('hoursPerDay');
    const hoursChanged = hoursPerDay !== booking.getFloat('hoursPerDay');

    if (canOverrideBookingPrice(party.role) && 'totalPrice' in body) {
      booking.set('totalPrice', ownerPrice(body.totalPrice));
    } else if ((datesChanged || hoursChanged) && listing) {
      booking.set(
        'totalPrice',
        estimateBookingTotal({
          listingType,
          price: listing.getFloat('price'),
          days: dates ? dates.selectedDates.length : stringListOf(booking, 'selectedDates').length,
          hoursPerDay,
        }),
      );
    }
    if (dates && datesChanged) {
      booking.set('startDate', storedDay(dates.startDate));
      booking.set('endDate', storedDay(dates.endDate));
      booking.set('selectedDates', dates.selectedDates);
    }
    booking.set('hoursPerDay', hoursPerDay);
    if ('notes' in body) booking.set('notes', requestedNotes(body.notes));
    const statusBefore = statusOf(booking);
    booking.set('status', STATUS_AFTER_DETAILS_EDIT);
    booking.set('lastUpdated', storedInstant(now));
    txApp.save(booking);
    appendStatusHistory(txApp, {
      booking,
      from: statusBefore,
      to: STATUS_AFTER_DETAILS_EDIT,
      actorId: party.id,
      actorRole: party.role,
      note: DETAILS_UPDATED_NOTE,
    });

    addThreadMessage(txApp, booking, party.id, party.role);
    const mails = noticeBookingEvent(
      txApp,
      booking,
      describeDetailsEditEffects(party.role),
      { kind: 'details', actor: party.role },
      party.id,
    );
    return { booking, mails };
  });
}
