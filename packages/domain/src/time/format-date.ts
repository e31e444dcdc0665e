import { activeLanguage } from '../i18n/active-language';
import { platformFormats } from '../i18n/platform-formats';
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

/** pt-PT month names (lower case, as written inside a date: "25 de novembro de 2026"). */
export const PT_MONTH_NAMES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

export interface FormatDateOptions {
  /** Adds ", hh:mm AM" (en-US 2-digit hour and minute, 12-hour clock), in pt-PT " às hh:mm" (24-hour). */
  withTime?: boolean;
}

function shortDate(date: CalendarDate): string {
  if (activeLanguage() === 'pt-PT') return `${date.day} de ${PT_MONTH_NAMES[date.month - 1]} de ${date.year}`;
  return `${SHORT_MONTH_NAMES[date.month - 1]} ${date.day}, ${date.year}`;
}

function utcMidnight(date: CalendarDate): Date {
  return new Date(Date.UTC(date.year, date.month - 1, date.day));
}

/**
 * "09:05 AM" from a 24-hour reading, as en-US shows `hour: '2-digit', minute: '2-digit'`; pt-PT
 * keeps the 24-hour clock ("21:05").
 */
export function formatClockTime(hour: number, minute: number): string {
  if (activeLanguage() === 'pt-PT') return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  const period = hour < 12 ? 'AM' : 'PM';
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${String(twelve).padStart(2, '0')}:${String(minute).padStart(2, '0')} ${period}`;
}

/**
 * "Jan 5, 2026" (or "Jan 5, 2026, 09:05 AM" with time), in pt-PT "5 de janeiro de 2026" (or
 * "5 de janeiro de 2026 às 09:05"), read in Europe/Lisbon. A bare day
 * ("2026-01-05") is shown as that day, never shifted through a time zone, and has no time part.
 * Returns '' for a value that is not a date.
 */
export function formatDate(value: TimestampInput | null | undefined, options: FormatDateOptions = {}): string {
  if (typeof value === 'string' && isIsoDate(value.trim())) {
    const day = parseIsoDate(value);
    if (!day) return '';
    const platform = platformFormats();
    return platform ? platform.date(utcMidnight(day), activeLanguage(), false, true) : shortDate(day);
  }
  const instant = parseTimestamp(value);
  if (!instant) return '';
  const withTime = options.withTime === true;
  const platform = platformFormats();
  if (platform) return platform.date(instant, activeLanguage(), withTime, false);
  const parts = toLisbonParts(instant);
  const date = shortDate(parts);
  if (!withTime) return date;
  const time = formatClockTime(parts.hour, parts.minute);
  return activeLanguage() === 'pt-PT' ? `${date} às ${time}` : `${date}, ${time}`;
}

/** "January 2026" (pt-PT "janeiro de 2026"), for "Member since". Returns '' for a value that is not a date. */
export function formatMonthYear(value: TimestampInput | null | undefined): string {
  const day = typeof value === 'string' && isIsoDate(value.trim()) ? parseIsoDate(value) : null;
  const instant = day ? null : parseTimestamp(value);
  const parts: CalendarDate | null = day ?? (instant ? toLisbonParts(instant) : null);
  if (!parts) return '';
  const platform = platformFormats();
  if (platform) return platform.monthYear(instant ?? utcMidnight(parts), activeLanguage(), !instant);
  if (activeLanguage() === 'pt-PT') return `${PT_MONTH_NAMES[parts.month - 1]} de ${parts.year}`;
  return `${LONG_MONTH_NAMES[parts.month - 1]} ${parts.year}`;
}

/** One day ("Jan 5, 2026") or a range ("Jan 5, 2026 - Jan 7, 2026") for a booking card. */
export function formatDateRange(start: TimestampInput, end: TimestampInput | null | undefined): string {
  const from = formatDate(start);
  const to = end === null || end === undefined ? '' : formatDate(end);
  return !to || to === from ? from : `${from} - ${to}`;
}
