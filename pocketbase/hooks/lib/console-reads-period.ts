import {
  addDays,
  daysInMonth,
  lisbonIsoDate,
  lisbonWallTimeToInstant,
  parseIsoDate,
  toIsoDate,
  weekdayOf,
} from '@partilha/domain';

/**
 * The periods of the console's figures, on Lisbon clocks (no Intl in goja: the domain's pure
 * Lisbon time): "this week" is Monday to Sunday, "this month" the 1st to the last day. The
 * Overview counts over the same Lisbon days its cards put in the table's filters, so a card's
 * figure and the table it opens are one query.
 */

/** Lisbon days, both inclusive (`YYYY-MM-DD`), as the console's day filters take them. */
export interface LisbonDays {
  from: string;
  to: string;
}

/** An instant as PocketBase stores dates ("2026-11-23 00:00:00.000Z"), comparable as text. */
export function storedInstant(instant: Date): string {
  return instant.toISOString().replace('T', ' ');
}

export function lisbonWeekDays(now: Date): LisbonDays {
  const today = lisbonIsoDate(now);
  const day = parseIsoDate(today);
  // getUTCDay numbering: Sunday 0, Monday 1 … Saturday 6.
  const daysSinceMonday = day ? (weekdayOf(day) + 6) % 7 : 0;
  const from = addDays(today, -daysSinceMonday);
  return { from, to: addDays(from, 6) };
}

export function lisbonMonthDays(now: Date): LisbonDays {
  const today = parseIsoDate(lisbonIsoDate(now));
  if (!today) throw new Error('lisbonIsoDate gave an invalid day');
  return {
    from: toIsoDate({ ...today, day: 1 }),
    to: toIsoDate({ ...today, day: daysInMonth(today.year, today.month) }),
  };
}

export function lisbonWeekStart(now: Date): Date {
  return lisbonWallTimeToInstant(lisbonWeekDays(now).from, 0);
}

export function lisbonMonthStart(now: Date): Date {
  return lisbonWallTimeToInstant(lisbonMonthDays(now).from, 0);
}

/** The first instant of a Lisbon day, and of the day after (a day filter's bounds). */
export function lisbonDayBounds(day: string): { start: string; end: string } {
  return {
    start: storedInstant(lisbonWallTimeToInstant(day, 0)),
    end: storedInstant(lisbonWallTimeToInstant(addDays(day, 1), 0)),
  };
}

/** [start, end) of Lisbon days: from the first instant of `from` to the first after `to`. */
export function lisbonDaysBounds(days: LisbonDays): { start: string; end: string } {
  return { start: lisbonDayBounds(days.from).start, end: lisbonDayBounds(days.to).end };
}
