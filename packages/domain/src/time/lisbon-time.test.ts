import { describe, expect, it } from 'vitest';
import {
  lastSundayOfMonth,
  lisbonIsoDate,
  lisbonOffsetMinutes,
  lisbonWallTimeToInstant,
  summerTimeBounds,
  toLisbonParts,
} from './lisbon-time';

describe('Europe/Lisbon time', () => {
  it('finds the last Sundays of March and October', () => {
    expect(lastSundayOfMonth(2026, 3)).toBe(29);
    expect(lastSundayOfMonth(2026, 10)).toBe(25);
    expect(lastSundayOfMonth(2025, 3)).toBe(30);
    expect(lastSundayOfMonth(2025, 10)).toBe(26);
    expect(lastSundayOfMonth(2027, 3)).toBe(28);
  });

  it('switches at 01:00 UTC on those Sundays', () => {
    const { startMs, endMs } = summerTimeBounds(2026);
    expect(new Date(startMs).toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(new Date(endMs).toISOString()).toBe('2026-10-25T01:00:00.000Z');
    expect(lisbonOffsetMinutes(new Date('2026-03-29T00:59:59.999Z'))).toBe(0);
    expect(lisbonOffsetMinutes(new Date('2026-03-29T01:00:00.000Z'))).toBe(60);
    expect(lisbonOffsetMinutes(new Date('2026-10-25T00:59:59.999Z'))).toBe(60);
    expect(lisbonOffsetMinutes(new Date('2026-10-25T01:00:00.000Z'))).toBe(0);
  });

  it('is UTC+0 in winter and UTC+1 in summer', () => {
    expect(lisbonOffsetMinutes(new Date('2026-01-15T12:00:00Z'))).toBe(0);
    expect(lisbonOffsetMinutes(new Date('2026-07-15T12:00:00Z'))).toBe(60);
  });

  it('reads the wall clock and the local day', () => {
    expect(toLisbonParts(new Date('2026-07-15T23:30:00Z'))).toMatchObject({
      year: 2026,
      month: 7,
      day: 16,
      hour: 0,
      minute: 30,
    });
    expect(lisbonIsoDate(new Date('2026-07-15T23:30:00Z'))).toBe('2026-07-16');
    expect(lisbonIsoDate(new Date('2026-01-15T23:30:00Z'))).toBe('2026-01-15');
  });

  it('turns a Lisbon wall time into an instant, including on change days', () => {
    expect(lisbonWallTimeToInstant('2026-01-15', 9).toISOString()).toBe('2026-01-15T09:00:00.000Z');
    expect(lisbonWallTimeToInstant('2026-07-15', 9).toISOString()).toBe('2026-07-15T08:00:00.000Z');
    expect(lisbonWallTimeToInstant('2026-03-29', 9).toISOString()).toBe('2026-03-29T08:00:00.000Z');
    expect(lisbonWallTimeToInstant('2026-10-25', 9).toISOString()).toBe('2026-10-25T09:00:00.000Z');
  });

  it('resolves the repeated autumn hour to its first occurrence and the skipped spring hour forward', () => {
    // 01:30 happens twice on 2026-10-25: first at 00:30 UTC (summer time).
    expect(lisbonWallTimeToInstant('2026-10-25', 1, 30).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    // 01:30 does not exist on 2026-03-29 (clocks jump 01:00 → 02:00).
    expect(lisbonWallTimeToInstant('2026-03-29', 1, 30).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(() => lisbonWallTimeToInstant('2026-02-30', 9)).toThrow(RangeError);
  });
});
