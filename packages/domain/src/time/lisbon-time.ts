import {
  type CalendarDate,
  type IsoDate,
  MS_PER_HOUR,
  MS_PER_MINUTE,
  daysInMonth,
  parseIsoDate,
  toIsoDate,
  utcMidnightMs,
  weekdayOf,
} from './calendar-date';

/** The marketplace's time zone: every "local time" in the spec means this one. */
export const MARKETPLACE_TIME_ZONE = 'Europe/Lisbon';

/** Lisbon is UTC+0 in winter and UTC+1 in summer. */
const WINTER_OFFSET_MINUTES = 0;
const SUMMER_OFFSET_MINUTES = 60;

/** Day of the month of the last Sunday of a month (month 1 to 12). */
export function lastSundayOfMonth(year: number, month: number): number {
  const lastDay = daysInMonth(year, month);
  return lastDay - weekdayOf({ year, month, day: lastDay });
}

/**
 * EU summer time (Directive 2000/84/EC): from 01:00 UTC on the last Sunday of March to 01:00 UTC
 * on the last Sunday of October. Computed here because the server's JS engine has no Intl.
 */
export function summerTimeBounds(year: number): { startMs: number; endMs: number } {
  const start = utcMidnightMs({ year, month: 3, day: lastSundayOfMonth(year, 3) }) + MS_PER_HOUR;
  const end = utcMidnightMs({ year, month: 10, day: lastSundayOfMonth(year, 10) }) + MS_PER_HOUR;
  return { startMs: start, endMs: end };
}

function offsetAtMs(ms: number): number {
  const { startMs, endMs } = summerTimeBounds(new Date(ms).getUTCFullYear());
  return ms >= startMs && ms < endMs ? SUMMER_OFFSET_MINUTES : WINTER_OFFSET_MINUTES;
}

/** Minutes Lisbon is ahead of UTC at an instant: 0 or 60. */
export function lisbonOffsetMinutes(instant: Date): number {
  return offsetAtMs(instant.getTime());
}

export interface LisbonDateTimeParts extends CalendarDate {
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
}

/** The wall-clock reading in Lisbon at an instant. */
export function toLisbonParts(instant: Date): LisbonDateTimeParts {
  const shifted = new Date(instant.getTime() + offsetAtMs(instant.getTime()) * MS_PER_MINUTE);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
    weekday: shifted.getUTCDay(),
  };
}

/** The Lisbon calendar day ("today") at an instant. */
export function lisbonIsoDate(instant: Date): IsoDate {
  return toIsoDate(toLisbonParts(instant));
}

/**
 * The instant at which Lisbon clocks show `hour:minute` on `date`. In the autumn hour that occurs
 * twice the first occurrence wins; a time skipped in spring resolves to the winter reading (one
 * hour later on the clock). Throws on an invalid day.
 */
export function lisbonWallTimeToInstant(date: IsoDate, hour: number, minute = 0): Date {
  const day = parseIsoDate(date);
  if (!day) throw new RangeError(`Invalid date: ${date}`);
  const wallMs = utcMidnightMs(day) + hour * MS_PER_HOUR + minute * MS_PER_MINUTE;
  for (const offset of [SUMMER_OFFSET_MINUTES, WINTER_OFFSET_MINUTES]) {
    const candidate = wallMs - offset * MS_PER_MINUTE;
    if (offsetAtMs(candidate) === offset) return new Date(candidate);
  }
  return new Date(wallMs - WINTER_OFFSET_MINUTES * MS_PER_MINUTE);
}
