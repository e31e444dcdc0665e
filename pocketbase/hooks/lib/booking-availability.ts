import {
  BOOKING_MESSAGES,
  DATE_BLOCKING_STATUSES,
  compareIsoDates,
  countDaysInclusive,
  expandDateRange,
  isIsoDate,
} from '@partilha/domain';
import { isStaff, type Actor } from './actor';
import { badRequest, notFound } from './booking-api-errors';
import { bookedDaysOf, bookingDays } from './booking-days';
import { BOOKINGS, LISTINGS, findRecordOrNull, isPublicListing, storedDay, stringListOf } from './booking-records';
import { MAX_BOOKING_SPAN_DAYS } from './booking-request-dates';

export interface ListingAvailability {
  listingId: string;
  from: string;
  to: string;
  /**
   * Days the booking calendar disables (spec 001 §4: the owner's blocked days and the days of
   * pending and approved bookings), sorted.
   */
  unavailableDates: string[];
  /** The part a new request is refused for: the owner's blocked days and approved bookings' days. */
  bookedDates: string[];
}

/**
 * Public listings (active, owner not suspended) are for anyone; others only for their owner and
 * staff, as the collection rule says.
 */
function visibleListing(app: PbApp, listingId: string, actor: Actor): PbRecord {
  const listing = findRecordOrNull(app, LISTINGS, listingId);
  const visible =
    listing !== null &&
    (isPublicListing(listing) ||
      actor.kind === 'superuser' ||
      isStaff(actor) ||
      (actor.kind === 'user' && listing.getString('owner') === actor.id));
  if (!listing || !visible) throw notFound(BOOKING_MESSAGES.listingNotFound);
  return listing;
}

/**
 * Days of pending and approved bookings of the listing around from..to: each booking's selected
 * days only, so a day left out between two picked days stays free (ADR 0011).
 */
function heldDays(app: PbApp, listingId: string, from: string, to: string): string[] {
  const statuses = DATE_BLOCKING_STATUSES.map((status) => `status = '${status}'`).join(' || ');
  const bookings = app.findRecordsByFilter(
    BOOKINGS,
    `listing = {:listing} && startDate <= {:lastInstant} && endDate >= {:firstInstant} && (${statuses})`,
    '',
    0,
    0,
    { listing: listingId, firstInstant: storedDay(from), lastInstant: `${to} 23:59:59.999Z` },
  );
  return bookings.flatMap(bookingDays);
}

function sortedWithin(days: Iterable<string>, from: string, to: string): string[] {
  return Array.from(new Set(days))
    .filter((day) => compareIsoDates(day, from) >= 0 && compareIsoDates(day, to) <= 0)
    .sort(compareIsoDates);
}

/**
 * `GET /api/market/listings/{id}/availability?from=YYYY-MM-DD&to=YYYY-MM-DD`: the listing's
 * unavailable days in that range (at most 366 days). Bad or missing bounds: 400 "Invalid
 * parameters for availability check".
 */
export function listingAvailability(
  app: PbApp,
  actor: Actor,
  listingId: string,
  query: { [key: string]: string },
): ListingAvailability {
  const from = query.from ?? '';
  const to = query.to ?? '';
  const valid =
    isIsoDate(from) &&
    isIsoDate(to) &&
    compareIsoDates(from, to) <= 0 &&
    countDaysInclusive(from, to) <= MAX_BOOKING_SPAN_DAYS;
  if (!valid) throw badRequest(BOOKING_MESSAGES.invalidAvailabilityParameters);

  const listing = visibleListing(app, listingId, actor);
  const blocked = stringListOf(listing, 'unavailableDates');
  const booked = bookedDaysOf(app, listing.id, expandDateRange(from, to));
  const bookedDates = sortedWithin([...blocked, ...booked], from, to);
  const unavailableDates = sortedWithin([...bookedDates, ...heldDays(app, listing.id, from, to)], from, to);
  return { listingId: listing.id, from, to, unavailableDates, bookedDates };
}
