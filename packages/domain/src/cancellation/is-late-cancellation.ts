import { MS_PER_HOUR } from '../time/calendar-date';
import { lisbonWallTimeToInstant } from '../time/lisbon-time';

/** A booking's day starts at 09:00 marketplace time for the purpose of cancellation. */
export const BOOKING_DAY_START_HOUR = 9;
/** Cancelling with less than this left before the start is late. */
export const LATE_CANCELLATION_WINDOW_HOURS = 24;

/**
 * The instant a booking starts for cancellation purposes: 09:00 in Europe/Lisbon on its start day
 * (08:00 UTC in summer time, 09:00 UTC in winter). `startDate` is "YYYY-MM-DD" or a stored
 * timestamp whose date part is the day.
 */
export function bookingStartInstant(startDate: string): Date {
  return lisbonWallTimeToInstant(startDate, BOOKING_DAY_START_HOUR, 0);
}

/**
 * Late when fewer than 24 hours remain before 09:00 Europe/Lisbon on the start day (spec 001 §4),
 * including any time after that. Exactly 24 hours before is not late. The clock is a parameter.
 */
export function isLateCancellation(startDate: string, now: Date): boolean {
  const remaining = bookingStartInstant(startDate).getTime() - now.getTime();
  return remaining < LATE_CANCELLATION_WINDOW_HOURS * MS_PER_HOUR;
}
