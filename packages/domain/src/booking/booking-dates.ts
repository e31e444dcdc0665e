import { type IsoDate, addDays, compareIsoDates, parseIsoDate, toIsoDate } from '../time/calendar-date';
import type { BookingStatus } from './booking';

/**
 * Every day from start to end inclusive as "YYYY-MM-DD" (spec 001 §4, §5). Works on calendar
 * days, so a range across a daylight-saving change neither skips nor repeats a day. Either end may
 * be a stored timestamp; its date part is used. [] when end is before start; throws on an
 * invalid date.
 */
export function expandDateRange(start: string, end: string): IsoDate[] {
  const first = parseIsoDate(start);
  const last = parseIsoDate(end);
  if (!first || !last) throw new RangeError(`Invalid date range: ${start} to ${end}`);
  const endDay = toIsoDate(last);
  const days: IsoDate[] = [];
  for (let day = toIsoDate(first); compareIsoDates(day, endDay) <= 0; day = addDays(day, 1)) days.push(day);
  return days;
}

/** On the listing page only pending and approved bookings hold their dates (spec 001 §4). */
export const DATE_BLOCKING_STATUSES: readonly BookingStatus[] = ['pending', 'approved'];

export function blocksListingDates(status: BookingStatus): boolean {
  return DATE_BLOCKING_STATUSES.includes(status);
}

/** Requested days that are unavailable, in the order requested, without repeats. */
export function findUnavailableDates(requested: readonly string[], unavailable: Iterable<string>): IsoDate[] {
  const taken = new Set<string>();
  for (const day of unavailable) {
    const parsed = parseIsoDate(day);
    if (parsed) taken.add(toIsoDate(parsed));
  }
  const found: IsoDate[] = [];
  for (const day of requested) {
    const parsed = parseIsoDate(day);
    const iso = parsed ? toIsoDate(parsed) : day;
    if (taken.has(iso) && !found.includes(iso)) found.push(iso);
  }
  return found;
}

/** "The following dates are no longer available: 2026-05-01, 2026-05-02. Please select different dates." */
export function unavailableDatesMessage(dates: readonly string[]): string {
  return `The following dates are no longer available: ${dates.join(', ')}. Please select different dates.`;
}

/** A day can be picked in the booking calendar when it is today or later and not unavailable. */
export function isSelectableBookingDate(day: string, today: string, unavailable: ReadonlySet<string>): boolean {
  const parsed = parseIsoDate(day);
  if (!parsed) return false;
  const iso = toIsoDate(parsed);
  return compareIsoDates(iso, today) >= 0 && !unavailable.has(iso);
}

/** First and last of a set of chosen days: the booking's startDate and endDate. null when none. */
export function dateSpan(days: readonly string[]): { startDate: IsoDate; endDate: IsoDate } | null {
  const valid = days
    .map((day) => parseIsoDate(day))
    .filter((day): day is NonNullable<typeof day> => day !== null)
    .map(toIsoDate)
    .sort(compareIsoDates);
  const first = valid[0];
  const last = valid[valid.length - 1];
  return first && last ? { startDate: first, endDate: last } : null;
}
