import { describe, expect, it } from 'vitest';
import { formatClockTime, formatDate, formatDateRange, formatMonthYear } from './format-date';

describe('date formatting (en-US, Europe/Lisbon, no Intl)', () => {
  it('shows short month, day and year', () => {
    expect(formatDate('2026-01-05 10:00:00.000Z')).toBe('Jan 5, 2026');
    expect(formatDate(new Date(Date.UTC(2026, 11, 31, 12)))).toBe('Dec 31, 2026');
  });

  it('uses the Lisbon day, which is a day later late in a summer evening UTC', () => {
    expect(formatDate('2026-07-15T23:30:00Z')).toBe('Jul 16, 2026');
    expect(formatDate('2026-01-15T23:30:00Z')).toBe('Jan 15, 2026');
  });

  it('never shifts a bare day', () => {
    expect(formatDate('2026-03-29')).toBe('Mar 29, 2026');
    expect(formatDate('2026-03-29', { withTime: true })).toBe('Mar 29, 2026');
  });

  it('adds 2-digit 12-hour time on request', () => {
    expect(formatDate('2026-01-05T09:05:00Z', { withTime: true })).toBe('Jan 5, 2026, 09:05 AM');
    expect(formatDate('2026-07-05T12:30:00Z', { withTime: true })).toBe('Jul 5, 2026, 01:30 PM');
    expect(formatClockTime(0, 0)).toBe('12:00 AM');
    expect(formatClockTime(12, 0)).toBe('12:00 PM');
    expect(formatClockTime(23, 59)).toBe('11:59 PM');
  });

  it('gives month and year, ranges, and empty text for non-dates', () => {
    expect(formatMonthYear('2026-01-05 10:00:00.000Z')).toBe('January 2026');
    expect(formatMonthYear('2026-09-01')).toBe('September 2026');
    expect(formatDateRange('2026-05-01', '2026-05-03')).toBe('May 1, 2026 - May 3, 2026');
    expect(formatDateRange('2026-05-01', '2026-05-01')).toBe('May 1, 2026');
    expect(formatDateRange('2026-05-01', null)).toBe('May 1, 2026');
    expect(formatDate('not a date')).toBe('');
    expect(formatMonthYear('')).toBe('');
  });
});
