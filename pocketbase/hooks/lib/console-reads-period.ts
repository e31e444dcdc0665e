import { addDays, lisbonIsoDate, lisbonWallTimeToInstant, parseIsoDate, weekdayOf } from '@partilha/domain';

/**
 * The periods of the console's figures, on Lisbon clocks (no Intl in goja: the domain's pure
 * Lisbon time): "this week" starts on Monday 00:00, "this month" on the 1st 00:00.
 */

/** An instant as PocketBase stores dates ("2026-11-23 00:00:00.000Z"), comparable as text. */
export function storedInstant(instant: Date): string {
  return instant.toISOString().replace('T', ' ');
}

export function lisbonWeekStart(now: Date): Date {
  const today = lisbonIsoDate(now);
  const day = parseIsoDate(today);
  // getUTCDay numbering: Sunday 0, Monday 1 … Saturday 6.
  const daysSinceMonday = day ? (weekdayOf(day) + 6) % 7 : 0;
  return lisbonWallTimeToInstant(addDays(today, -daysSinceMonday), 0);
}

export function lisbonMonthStart(now: Date): Date {
  return lisbonWallTimeToInstant(`${lisbonIsoDate(now).slice(0, 8)}01`, 0);
}

/** The first instant of a Lisbon day, and of the day after (a day filter's bounds). */
export function lisbonDayBounds(day: string): { start: string; end: string } {
  return {
    start: storedInstant(lisbonWallTimeToInstant(day, 0)),
    end: storedInstant(lisbonWallTimeToInstant(addDays(day, 1), 0)),
  };
}
