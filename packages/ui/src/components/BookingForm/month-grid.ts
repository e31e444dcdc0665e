import {
  addDays,
  compareIsoDates,
  daysInMonth,
  parseIsoDate,
  toIsoDate,
  WEEKDAYS,
  weekdayOf,
  type IsoDate,
  type Weekday,
  BOOKING_PAGE_MESSAGES,
} from '@partilha/domain';

/** A calendar month; `month` is 1 to 12. */
export interface CalendarMonth {
  year: number;
  month: number;
}

export function monthOf(day: IsoDate): CalendarMonth {
  const parsed = parseIsoDate(day);
  if (!parsed) throw new RangeError(`Invalid date: ${day}`);
  return { year: parsed.year, month: parsed.month };
}

export function firstDayOf(month: CalendarMonth): IsoDate {
  return toIsoDate({ ...month, day: 1 });
}

export function addMonths(month: CalendarMonth, count: number): CalendarMonth {
  const index = month.year * 12 + (month.month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function compareMonths(a: CalendarMonth, b: CalendarMonth): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

/** "May 2026". */
export function monthTitle(month: CalendarMonth): string {
  return BOOKING_PAGE_MESSAGES.monthTitle(month.month, month.year);
}

/** Monday = 0 … Sunday = 6: weeks in Portugal start on Monday. */
function mondayIndex(day: IsoDate): number {
  const parsed = parseIsoDate(day);
  return parsed ? (weekdayOf(parsed) + 6) % 7 : 0;
}

/** The listing availability's weekday of a day: "monday" … "sunday". */
export function weekdayKey(day: IsoDate): Weekday {
  return WEEKDAYS[mondayIndex(day)] ?? 'monday';
}

/** "Monday" … "Sunday" of a day. */
export function weekdayName(day: IsoDate): string {
  return BOOKING_PAGE_MESSAGES.weekdayName(mondayIndex(day));
}

/** The weeks of a month, Monday first, with null for the cells before the 1st and after the last day. */
export function monthWeeks(month: CalendarMonth): (IsoDate | null)[][] {
  const first = firstDayOf(month);
  const cells: (IsoDate | null)[] = Array.from({ length: mondayIndex(first) }, () => null);
  const length = daysInMonth(month.year, month.month);
  for (let offset = 0; offset < length; offset += 1) cells.push(addDays(first, offset));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (IsoDate | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

/** The same day of the month `count` months away, clamped to the end of a shorter month. */
function shiftByMonths(day: IsoDate, count: number): IsoDate {
  const parsed = parseIsoDate(day);
  if (!parsed) throw new RangeError(`Invalid date: ${day}`);
  const target = addMonths({ year: parsed.year, month: parsed.month }, count);
  return toIsoDate({ ...target, day: Math.min(parsed.day, daysInMonth(target.year, target.month)) });
}

/**
 * Where a calendar key moves the focused day (the grid keys of the WAI-ARIA date picker
 * pattern): arrows by a day or a week, Home/End to the week's Monday/Sunday, PageUp/PageDown by a
 * month. null for any other key. Never before `earliest` (the first day of the first month shown).
 */
export function moveFocusedDay(day: IsoDate, key: string, earliest: IsoDate): IsoDate | null {
  let next: IsoDate;
  switch (key) {
    case 'ArrowLeft':
      next = addDays(day, -1);
      break;
    case 'ArrowRight':
      next = addDays(day, 1);
      break;
    case 'ArrowUp':
      next = addDays(day, -7);
      break;
    case 'ArrowDown':
      next = addDays(day, 7);
      break;
    case 'Home':
      next = addDays(day, -mondayIndex(day));
      break;
    case 'End':
      next = addDays(day, 6 - mondayIndex(day));
      break;
    case 'PageUp':
      next = shiftByMonths(day, -1);
      break;
    case 'PageDown':
      next = shiftByMonths(day, 1);
      break;
    default:
      return null;
  }
  return compareIsoDates(next, earliest) < 0 ? earliest : next;
}
