import { inLanguage } from '@partilha/domain';
import { describe, expect, it } from 'vitest';
import { addMonths, compareMonths, monthOf, monthTitle, monthWeeks, moveFocusedDay, weekdayName } from './month-grid';

describe('month grid', () => {
  it('lays out a month in weeks starting on Monday', () => {
    // May 2026 starts on a Friday and has 31 days.
    const weeks = monthWeeks({ year: 2026, month: 5 });
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([null, null, null, null, '2026-05-01', '2026-05-02', '2026-05-03']);
    expect(weeks[4]).toEqual([
      '2026-05-25',
      '2026-05-26',
      '2026-05-27',
      '2026-05-28',
      '2026-05-29',
      '2026-05-30',
      '2026-05-31',
    ]);
    // February 2027 starts on a Monday: four full weeks.
    expect(monthWeeks({ year: 2027, month: 2 })).toHaveLength(4);
    // March 2026 (daylight saving starts on the 29th) still has every day exactly once.
    expect(monthWeeks({ year: 2026, month: 3 }).flat().filter(Boolean)).toHaveLength(31);
  });

  it('names months and weekdays', () => {
    expect(monthTitle({ year: 2026, month: 5 })).toBe('May 2026');
    expect(weekdayName('2026-05-01')).toBe('Friday');
    expect(weekdayName('2026-05-03')).toBe('Sunday');
    expect(weekdayName('2026-05-04')).toBe('Monday');
  });

  it('steps months across years and compares them', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(monthOf('2026-05-17')).toEqual({ year: 2026, month: 5 });
    expect(compareMonths({ year: 2026, month: 5 }, { year: 2025, month: 12 })).toBeGreaterThan(0);
    expect(compareMonths({ year: 2026, month: 5 }, { year: 2026, month: 5 })).toBe(0);
  });

  it('moves the focused day with the calendar keys', () => {
    const earliest = '2026-05-01';
    expect(moveFocusedDay('2026-05-13', 'ArrowLeft', earliest)).toBe('2026-05-12');
    expect(moveFocusedDay('2026-05-31', 'ArrowRight', earliest)).toBe('2026-06-01');
    expect(moveFocusedDay('2026-05-13', 'ArrowUp', earliest)).toBe('2026-05-06');
    expect(moveFocusedDay('2026-05-13', 'ArrowDown', earliest)).toBe('2026-05-20');
    expect(moveFocusedDay('2026-05-13', 'Home', earliest)).toBe('2026-05-11');
    expect(moveFocusedDay('2026-05-13', 'End', earliest)).toBe('2026-05-17');
    expect(moveFocusedDay('2026-05-31', 'PageDown', earliest)).toBe('2026-06-30');
    expect(moveFocusedDay('2026-06-15', 'PageUp', earliest)).toBe('2026-05-15');
    expect(moveFocusedDay('2026-05-13', 'Enter', earliest)).toBeNull();
  });

  it('never moves before the earliest day', () => {
    expect(moveFocusedDay('2026-05-03', 'ArrowUp', '2026-05-01')).toBe('2026-05-01');
    expect(moveFocusedDay('2026-05-20', 'PageUp', '2026-05-01')).toBe('2026-05-01');
  });
});

describe('month grid in pt-PT (issue 19)', () => {
  it('names months and weekdays in Portuguese, weeks still starting on Monday', () => {
    expect(inLanguage('pt-PT', () => monthTitle({ year: 2026, month: 5 }))).toBe('maio de 2026');
    expect(inLanguage('pt-PT', () => weekdayName('2026-05-04'))).toBe('segunda-feira');
    expect(inLanguage('pt-PT', () => weekdayName('2026-05-10'))).toBe('domingo');
    expect(monthTitle({ year: 2026, month: 5 })).toBe('May 2026');
    expect(weekdayName('2026-05-04')).toBe('Monday');
  });
});
