import { addDays, daysInMonth, toIsoDate, toLisbonParts } from '@partilha/domain';

export interface DayRange {
  /** YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
}

/** Monday to Sunday of the Lisbon week containing `now` (the server's "this week"). */
export function lisbonWeek(now: Date): DayRange {
  const today = toLisbonParts(now);
  const sinceMonday = (today.weekday + 6) % 7;
  const from = addDays(toIsoDate(today), -sinceMonday);
  return { from, to: addDays(from, 6) };
}

/** The 1st to the last day of the Lisbon month containing `now` (the server's "this month"). */
export function lisbonMonth(now: Date): DayRange {
  const today = toLisbonParts(now);
  return {
    from: toIsoDate({ year: today.year, month: today.month, day: 1 }),
    to: toIsoDate({ year: today.year, month: today.month, day: daysInMonth(today.year, today.month) }),
  };
}
