import { describe, expect, it } from 'vitest';
import {
  lisbonDayBounds,
  lisbonDaysBounds,
  lisbonMonthDays,
  lisbonMonthStart,
  lisbonWeekDays,
  lisbonWeekStart,
  storedInstant,
} from './console-reads-period';

describe('console periods on Lisbon clocks', () => {
  it('starts the week on Monday 00:00 Lisbon, in winter (UTC+0) and summer (UTC+1)', () => {
    // Wednesday 25 Nov 2026, winter time.
    expect(lisbonWeekStart(new Date('2026-11-25T10:00:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    // Sunday 2 Aug 2026 23:30 UTC is already Monday 3 Aug 00:30 in Lisbon (summer time).
    expect(lisbonWeekStart(new Date('2026-08-02T23:30:00Z')).toISOString()).toBe('2026-08-02T23:00:00.000Z');
    // A Monday morning is its own week start.
    expect(lisbonWeekStart(new Date('2026-11-23T00:00:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    // Sunday late evening belongs to the week that started six days before.
    expect(lisbonWeekStart(new Date('2026-11-29T23:59:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });

  it('starts the month on the 1st 00:00 Lisbon', () => {
    expect(lisbonMonthStart(new Date('2026-11-25T10:00:00Z')).toISOString()).toBe('2026-11-01T00:00:00.000Z');
    // 31 July 23:30 UTC is 1 August 00:30 in Lisbon.
    expect(lisbonMonthStart(new Date('2026-07-31T23:30:00Z')).toISOString()).toBe('2026-07-31T23:00:00.000Z');
  });

  it('writes instants as PocketBase stores them and bounds a day', () => {
    expect(storedInstant(new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23 00:00:00.000Z');
    expect(lisbonDayBounds('2026-07-10')).toEqual({
      start: '2026-07-09 23:00:00.000Z',
      end: '2026-07-10 23:00:00.000Z',
    });
  });

  it('names the week and month as the Lisbon days a table filter takes, ends included', () => {
    expect(lisbonWeekDays(new Date('2026-11-25T10:00:00Z'))).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    // A week across a month and a year end.
    expect(lisbonWeekDays(new Date('2026-12-31T12:00:00Z'))).toEqual({ from: '2026-12-28', to: '2027-01-03' });
    expect(lisbonMonthDays(new Date('2028-02-10T12:00:00Z'))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    // 31 July 23:30 UTC is 1 August in Lisbon.
    expect(lisbonMonthDays(new Date('2026-07-31T23:30:00Z'))).toEqual({ from: '2026-08-01', to: '2026-08-31' });
  });

  it('bounds a range of Lisbon days from its first instant to the first instant after it', () => {
    // The March clock change falls inside this week: it starts in winter and ends in summer time.
    expect(lisbonDaysBounds({ from: '2026-03-23', to: '2026-03-29' })).toEqual({
      start: '2026-03-23 00:00:00.000Z',
      end: '2026-03-29 23:00:00.000Z',
    });
  });
});
