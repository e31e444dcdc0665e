import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = new Date('2026-07-20T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('formatRelativeTime', () => {
  it('says "Just now" under a minute and for future times', () => {
    expect(formatRelativeTime(now, now)).toBe('Just now');
    expect(formatRelativeTime(ago(59_999), now)).toBe('Just now');
    expect(formatRelativeTime(ago(-5 * MIN), now)).toBe('Just now');
  });

  it('counts minutes, hours and days, floored, at each edge', () => {
    expect(formatRelativeTime(ago(MIN), now)).toBe('1m ago');
    expect(formatRelativeTime(ago(59 * MIN + 59_999), now)).toBe('59m ago');
    expect(formatRelativeTime(ago(HOUR), now)).toBe('1h ago');
    expect(formatRelativeTime(ago(DAY - 1), now)).toBe('23h ago');
    expect(formatRelativeTime(ago(DAY), now)).toBe('1d ago');
    expect(formatRelativeTime(ago(7 * DAY - 1), now)).toBe('6d ago');
  });

  it('shows the date from 7 days on', () => {
    expect(formatRelativeTime(ago(7 * DAY), now)).toBe('Jul 13, 2026');
    expect(formatRelativeTime('2026-01-05 10:00:00.000Z', now)).toBe('Jan 5, 2026');
  });

  it('reads stored timestamps and gives empty text for garbage', () => {
    expect(formatRelativeTime('2026-07-20 11:30:00.000Z', now)).toBe('30m ago');
    expect(formatRelativeTime('garbage', now)).toBe('');
  });
});
