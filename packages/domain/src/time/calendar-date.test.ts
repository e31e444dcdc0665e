import { describe, expect, it } from 'vitest';
import {
  addDays,
  compareIsoDates,
  countDaysInclusive,
  daysInMonth,
  isIsoDate,
  parseIsoDate,
  toIsoDate,
} from './calendar-date';

describe('calendar dates', () => {
  it('reads a day or the date part of a stored timestamp', () => {
    expect(parseIsoDate('2026-03-29')).toEqual({ year: 2026, month: 3, day: 29 });
    expect(parseIsoDate('2026-03-29 00:00:00.000Z')).toEqual({ year: 2026, month: 3, day: 29 });
  });

  it('refuses days that do not exist', () => {
    expect(parseIsoDate('2026-02-29')).toBeNull();
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2026-13-01')).toBeNull();
    expect(parseIsoDate('26-1-1')).toBeNull();
    expect(isIsoDate('2026-04-31')).toBe(false);
    expect(isIsoDate('2026-04-30')).toBe(true);
    expect(isIsoDate('2026-04-30T10:00')).toBe(false);
  });

  it('adds days across month, year and daylight-saving changes', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(() => addDays('nope', 1)).toThrow(RangeError);
  });

  it('counts days inclusively and gives 0 for a reversed or invalid range', () => {
    expect(countDaysInclusive('2026-05-01', '2026-05-01')).toBe(1);
    expect(countDaysInclusive('2026-03-28', '2026-03-30')).toBe(3);
    expect(countDaysInclusive('2026-05-02', '2026-05-01')).toBe(0);
    expect(countDaysInclusive('', '2026-05-01')).toBe(0);
  });

  it('orders days and knows month lengths', () => {
    expect(compareIsoDates('2026-01-01', '2026-01-02')).toBe(-1);
    expect(compareIsoDates('2026-01-02', '2026-01-02 10:00:00Z')).toBe(0);
    expect(compareIsoDates('2026-01-03', '2026-01-02')).toBe(1);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(toIsoDate({ year: 2026, month: 1, day: 5 })).toBe('2026-01-05');
  });
});
