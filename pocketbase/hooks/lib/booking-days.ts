import {
  WEEKDAY_LABELS,
  compareIsoDates,
  expandDateRange,
  findUnavailableDates,
  lisbonIsoDate,
  unavailableDatesMessage,
  unavailableWeekdayIn,
  unavailableWeekdayMessage,
} from '@partilha/domain';
import { conflict } from './booking-api-errors';
import { BOOKED_DAYS, stringListOf } from './booking-records';

/**
 * The days a listing cannot be booked on: those its owner blocked by hand (unavailableDates) and
 * those an approved booking holds (booked_days). Days of pending requests do not count here:
 * a request is not a hold, only approval is exclusive, so one unanswered request cannot lock a
 * listing's calendar for everyone else.
 */
export function takenDays(app: PbApp, listing: PbRecord, days: readonly string[]): Set<string> {
  const taken = new Set<string>(stringListOf(listing, 'unavailableDates'));
  for (const day of bookedDaysOf(app, listing.id, days)) taken.add(day);
  return taken;
}

/**
 * The days a booking is priced for and holds once approved: its selectedDates, which may have
 * gaps (ADR 0011). A record without them (none is written so) stands for its whole span.
 */
export function bookingDays(booking: PbRecord): string[] {
  const selected = stringListOf(booking, 'selectedDates');
  return selected.length > 0 ? selected : expandDateRange(booking.getString('startDate'), booking.getString('endDate'));
}

/**
 * Refuses, with 409, requested days a new request or a details edit cannot have: on a weekday
 * the listing marks "Not available", blocked by the owner, held by an approved booking, or
 * before today in Lisbon. Only the requested days are looked at: a gap between them stays
 * bookable by others. A deleted listing (null) has only the past to refuse.
 */
export function refuseUnavailableDays(app: PbApp, listing: PbRecord | null, days: readonly string[], now: Date): void {
  if (listing) {
    const closed = unavailableWeekdayIn(listing.getString('availability'), days);
    if (closed) throw conflict(unavailableWeekdayMessage(WEEKDAY_LABELS[closed.weekday], closed.day));
  }
  const today = lisbonIsoDate(now);
  const taken = [
    ...(listing ? takenDays(app, listing, days) : []),
    ...days.filter((day) => compareIsoDates(day, today) < 0),
  ];
  const unavailable = findUnavailableDates(days, taken);
  if (unavailable.length > 0) throw conflict(unavailableDatesMessage(unavailable));
}

/** Days of `days` that approved bookings of the listing hold. */
export function bookedDaysOf(app: PbApp, listingId: string, days: readonly string[]): string[] {
  if (days.length === 0) return [];
  const sorted = [...days].sort(compareIsoDates);
  const rows = app.findRecordsByFilter(
    BOOKED_DAYS,
    'listing = {:listing} && day >= {:first} && day <= {:last}',
    'day',
    0,
    0,
    { listing: listingId, first: sorted[0], last: sorted[sorted.length - 1] },
  );
  const wanted = new Set(days);
  return rows.map((row) => row.getString('day')).filter((day) => wanted.has(day));
}

/**
 * Approval: one booked_days row per day. The unique index on (listing, day) is the last word:
 * transactions are serialised, so the check before inserting already sees every committed
 * approval, and should a row still collide the insert fails and the whole approval rolls back
 * with the same unavailable-dates refusal.
 */
export function bookDays(app: PbApp, listingId: string, bookingId: string, days: readonly string[]): void {
  const alreadyBooked = bookedDaysOf(app, listingId, days);
  if (alreadyBooked.length > 0) throw conflict(unavailableDatesMessage(alreadyBooked));
  const collection = app.findCachedCollectionByNameOrId(BOOKED_DAYS);
  for (const day of days) {
    const row = new Record(collection);
    row.set('listing', listingId);
    row.set('day', day);
    row.set('booking', bookingId);
    try {
      app.save(row);
    } catch {
      const clash = bookedDaysOf(app, listingId, [day]);
      throw conflict(unavailableDatesMessage(clash.length > 0 ? clash : [day]));
    }
  }
}

/** Cancelling an approved booking gives its days back to the listing. */
export function releaseDays(app: PbApp, bookingId: string): void {
  for (const row of app.findRecordsByFilter(BOOKED_DAYS, 'booking = {:booking}', '', 0, 0, { booking: bookingId })) {
    app.delete(row);
  }
}
