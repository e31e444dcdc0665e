import {
  BOOKING_MESSAGES,
  isBookingStatus,
  resolveBookingRole,
  type BookingActor,
  type BookingStatus,
} from '@partilha/domain';
import { notFound } from './booking-api-errors';

export const BOOKINGS = 'bookings';
export const BOOKED_DAYS = 'booked_days';
export const BOOKING_MESSAGE_RECORDS = 'booking_messages';
export const NOTIFICATIONS = 'notifications';
export const LISTINGS = 'listings';
export const USERS = 'users';

/**
 * A JSON list field or request value as a plain array. Request bodies and JSON fields reach the
 * hooks as Go values: a JSON field reads back as its raw text, a body list as a Go slice.
 */
export function plainList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') {
    try {
      const parsed: unknown = JSON.parse(value);
      return Array.isArray(parsed) ? parsed : [];
    } catch {
      return [];
    }
  }
  if (value !== null && typeof value === 'object' && typeof (value as { length?: unknown }).length === 'number') {
    return Array.from(value as ArrayLike<unknown>);
  }
  return [];
}

/** The strings of a record's JSON list field (selectedDates, unavailableDates). */
export function stringListOf(record: PbRecord, field: string): string[] {
  return plainList(record.getString(field)).filter((item): item is string => typeof item === 'string');
}

/** A stored date as PocketBase keeps it: the day at midnight UTC (the date part is the day). */
export function storedDay(day: string): string {
  return `${day} 00:00:00.000Z`;
}

/** The "YYYY-MM-DD" part of a stored date. */
export function dayPart(stored: string): string {
  return stored.slice(0, 10);
}

/** An instant as PocketBase stores dates. */
export function storedInstant(instant: Date): string {
  return instant.toISOString().replace('T', ' ');
}

/** A stored date as an instant; null when empty or not a date. */
export function instantOfStored(stored: string): Date | null {
  if (!stored) return null;
  const instant = new Date(stored.replace(' ', 'T'));
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** The booking or 404 "Booking not found". */
export function findBooking(app: PbApp, id: string): PbRecord {
  try {
    return app.findRecordById(BOOKINGS, id);
  } catch {
    throw notFound(BOOKING_MESSAGES.notFound);
  }
}

export function findRecordOrNull(app: PbApp, collection: string, id: string): PbRecord | null {
  if (!id) return null;
  try {
    return app.findRecordById(collection, id);
  } catch {
    return null;
  }
}

export function statusOf(booking: PbRecord): BookingStatus {
  const status = booking.getString('status');
  // The select field only holds known statuses; pending is the schema's first value.
  return isBookingStatus(status) ? status : 'pending';
}

/** The caller's part in the booking, derived from the token, never from the request. */
export function roleIn(booking: PbRecord, userId: string | null): BookingActor | null {
  return resolveBookingRole({ owner: booking.getString('owner'), renter: booking.getString('renter') }, userId);
}

/** The id of the booking's party playing `role`. */
export function partyId(booking: PbRecord, role: BookingActor): string {
  return booking.getString(role);
}

/**
 * A listing anyone may see and book: active, and its owner not suspended (the listings rule of
 * pb_migrations/1763760000_operator_console.js).
 */
export function isPublicListing(listing: PbRecord): boolean {
  return listing.getString('status') === 'active' && !listing.getBool('ownerSuspended');
}
