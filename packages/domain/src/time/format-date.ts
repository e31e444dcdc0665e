import { type CalendarDate, isIsoDate, parseIsoDate } from './calendar-date';
import { toLisbonParts } from './lisbon-time';
import { type TimestampInput, parseTimestamp } from './parse-timestamp';

/** en-US month names, written out because the server's JS engine has no Intl. */
export const SHORT_MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;
export const LONG_MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export interface FormatDateOptions {
  /** Adds ", hh:mm AM" (en-US 2-digit hour and minute, 12-hour clock). */
  withTime?: boolean;
}

function shortDate(date: CalendarDate): string {
  return `${SHORT_MONTH_NAMES[date.month - 1]} ${date.day}, ${date.year}`;
}

/** "09:05 AM" from a 24-hour reading, as en-US shows `hour: '2-digit', minute: '2-digit'`. */
export function formatClockTime(hour: number, minute: number): string {
  const period = hour < 12 ? 'AM' : 'PM';
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${String(twelve).padStart(2, '0')}:${String(minute).padStart(2, '0')} ${period}`;
}

/**
 * "Jan 5, 2026" (or "Jan 5, 2026, 09:05 AM" with time), read in Europe/Lisbon. A bare day
 * ("2026-01-05") is shown as that day, never shifted through a time zone, and has no time part.
 * Returns '' for a value that is not a date.
 */
export function formatDate(value: TimestampInput | null | undefined, options: FormatDateOptions = {}): string {
  if (typeof value === 'string' && isIsoDate(value.trim())) {
    const day = parseIsoDate(value);
    return day ? shortDate(day) : '';
  }
  const instant = parseTimestamp(value);
  if (!instant) return '';
  const parts = toLisbonParts(instant);
  const date = shortDate(parts);
  return options.withTime ? `${date}, ${formatClockTime(parts.hour, parts.minute)}` : date;
}

/** "January 2026", for "Member since". Returns '' for a value that is not a date. */
export function formatMonthYear(value: TimestampInput | null | undefined): string {
  const day = typeof value === 'string' && isIsoDate(value.trim()) ? parseIsoDate(value) : null;
  const instant = day ? null : parseTimestamp(value);
  const parts: CalendarDate | null = day ?? (instant ? toLisbonParts(instant) : null);
  return parts ? `${LONG_MONTH_NAMES[parts.month - 1]} ${parts.year}` : '';
}

/** One day ("Jan 5, 2026") or a range ("Jan 5, 2026 - Jan 7, 2026") for a booking card. */
export function formatDateRange(start: TimestampInput, end: TimestampInput | null | undefined): string {
  const from = formatDate(start);
  const to = end === null || end === undefined ? '' : formatDate(end);
  return !to || to === from ? from : `${from} - ${to}`;
}
