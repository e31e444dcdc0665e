import { describe, expect, it } from 'vitest';
import { parseTimestamp } from './parse-timestamp';

describe('parseTimestamp', () => {
  it('reads stored, ISO and bare-day forms as UTC', () => {
    expect(parseTimestamp('2026-01-05 10:00:00.000Z')?.toISOString()).toBe('2026-01-05T10:00:00.000Z');
    expect(parseTimestamp('2026-01-05T10:00:00Z')?.toISOString()).toBe('2026-01-05T10:00:00.000Z');
    expect(parseTimestamp('2026-01-05T10:00')?.toISOString()).toBe('2026-01-05T10:00:00.000Z');
    expect(parseTimestamp('2026-01-05')?.toISOString()).toBe('2026-01-05T00:00:00.000Z');
    expect(parseTimestamp('2026-01-05T10:00:00.123456Z')?.toISOString()).toBe('2026-01-05T10:00:00.123Z');
  });

  it('applies an explicit offset', () => {
    expect(parseTimestamp('2026-07-01T09:00:00+01:00')?.toISOString()).toBe('2026-07-01T08:00:00.000Z');
    expect(parseTimestamp('2026-07-01T09:00:00-0230')?.toISOString()).toBe('2026-07-01T11:30:00.000Z');
  });

  it('passes Dates and epoch numbers through and refuses garbage', () => {
    const date = new Date(Date.UTC(2026, 0, 5));
    expect(parseTimestamp(date)).toBe(date);
    expect(parseTimestamp(0)?.toISOString()).toBe('1970-01-01T00:00:00.000Z');
    expect(parseTimestamp('')).toBeNull();
    expect(parseTimestamp('yesterday')).toBeNull();
    expect(parseTimestamp('2026-02-30')).toBeNull();
    expect(parseTimestamp('2026-01-05 25:00:00Z')).toBeNull();
    expect(parseTimestamp(new Date(Number.NaN))).toBeNull();
    expect(parseTimestamp(null)).toBeNull();
  });
});
