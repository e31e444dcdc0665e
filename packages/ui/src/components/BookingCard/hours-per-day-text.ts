import { BOOKING_MESSAGES } from '@partilha/domain';

/** "1 hour per day", "8 hours per day", and "Full day (24 hours)" for the form's full-day choice. */
export function hoursPerDayText(hours: number): string {
  if (hours === 24) return BOOKING_MESSAGES.fullDay;
  return BOOKING_MESSAGES.hoursPerDay(hours);
}
