/**
 * Calendar days as the data stores them: "YYYY-MM-DD", no time and no zone. Arithmetic runs on
 * UTC midnights, where every day is exactly 24 hours long, so no daylight-saving shift can ever
 * skip or repeat a day.
 */
export type IsoDate = string;

export interface CalendarDate {
  year: number;
  /** 1 to 12. */
  month: number;
  /** 1 to 31. */
  day: number;
}

export const MS_PER_MINUTE = 60_000;
export const MS_PER_HOUR = 3_600_000;
export const MS_PER_DAY = 86_400_000;

const LEADING_ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const EXACT_ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Milliseconds of UTC midnight of a calendar day; setUTCFullYear keeps years below 100 intact. */
export function utcMidnightMs(date: CalendarDate): number {
  const d = new Date(0);
  d.setUTCFullYear(date.year, date.month - 1, date.day);
  return d.getTime();
}

export function daysInMonth(year: number, month: number): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month, 0);
  return d.getUTCDate();
}

/**
 * Reads the calendar day at the start of a value: "2026-03-29" or the date part of a stored
 * timestamp such as "2026-03-29 00:00:00.000Z". Returns null for anything that is not a real day.
 */
export function parseIsoDate(value: string): CalendarDate | null {
  if (typeof value !== 'string') return null;
  const match = LEADING_ISO_DATE.exec(value.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** True only for an exact, real "YYYY-MM-DD" day. */
export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === 'string' && EXACT_ISO_DATE.test(value) && parseIsoDate(value) !== null;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

export function toIsoDate(date: CalendarDate): IsoDate {
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

function fromUtcMidnightMs(ms: number): CalendarDate {
  const d = new Date(ms);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The day `days` after (or before, when negative) the given one. Throws on an invalid day. */
export function addDays(date: IsoDate, days: number): IsoDate {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new RangeError(`Invalid date: ${date}`);
  return toIsoDate(fromUtcMidnightMs(utcMidnightMs(parsed) + Math.trunc(days) * MS_PER_DAY));
}

/** Whole days from start to end, counting both ends; 0 when end is before start or either is invalid. */
export function countDaysInclusive(start: string, end: string): number {
  const a = parseIsoDate(start);
  const b = parseIsoDate(end);
  if (!a || !b) return 0;
  const diff = Math.round((utcMidnightMs(b) - utcMidnightMs(a)) / MS_PER_DAY);
  return diff < 0 ? 0 : diff + 1;
}

/** Orders two days (the date part of each value); invalid values sort first. */
export function compareIsoDates(a: string, b: string): number {
  const left = parseIsoDate(a);
  const right = parseIsoDate(b);
  const l = left ? utcMidnightMs(left) : Number.NEGATIVE_INFINITY;
  const r = right ? utcMidnightMs(right) : Number.NEGATIVE_INFINITY;
  return l === r ? 0 : l < r ? -1 : 1;
}

/** Day of the week, 0 = Sunday … 6 = Saturday, of a calendar day. */
export function weekdayOf(date: CalendarDate): number {
  return new Date(utcMidnightMs(date)).getUTCDay();
}
