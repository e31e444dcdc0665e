import { BOOKING_MESSAGES } from './booking-messages';

/**
 * A booking's hours per day as the booking page and the booking e-mails show them: "2 hours",
 * "1 hour", "Full day (24 hours)"; "Not set" for a booking without hours.
 */
export function hoursPerDayText(hours: number): string {
  if (!(hours > 0)) return BOOKING_MESSAGES.hoursNotSet;
  if (hours === 24) return BOOKING_MESSAGES.fullDay;
  return BOOKING_MESSAGES.hours(hours);
}
