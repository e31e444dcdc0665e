import { describe, expect, it } from 'vitest';
import { bookingStartInstant, isLateCancellation } from './is-late-cancellation';

const MIN = 60_000;
const HOUR = 60 * MIN;
const before = (start: Date, ms: number) => new Date(start.getTime() - ms);

describe('isLateCancellation', () => {
  it('starts a booking at 09:00 Lisbon time: 09:00 UTC in winter, 08:00 UTC in summer', () => {
    expect(bookingStartInstant('2026-01-15').toISOString()).toBe('2026-01-15T09:00:00.000Z');
    expect(bookingStartInstant('2026-07-15').toISOString()).toBe('2026-07-15T08:00:00.000Z');
  });

  it('is not late exactly 24h00 before and late at 23h59 before (winter)', () => {
    const start = bookingStartInstant('2026-01-15');
    expect(isLateCancellation('2026-01-15', before(start, 24 * HOUR))).toBe(false);
    expect(isLateCancellation('2026-01-15', before(start, 23 * HOUR + 59 * MIN))).toBe(true);
    expect(isLateCancellation('2026-01-15', new Date('2026-01-14T09:00:00.000Z'))).toBe(false);
    expect(isLateCancellation('2026-01-15', new Date('2026-01-14T09:00:00.001Z'))).toBe(true);
  });

  it('uses summer time in summer', () => {
    expect(isLateCancellation('2026-07-15', new Date('2026-07-14T08:00:00.000Z'))).toBe(false);
    expect(isLateCancellation('2026-07-15', new Date('2026-07-14T08:01:00.000Z'))).toBe(true);
    // 09:00 UTC the day before is already 23h before 09:00 Lisbon (08:00 UTC).
    expect(isLateCancellation('2026-07-15', new Date('2026-07-14T09:00:00.000Z'))).toBe(true);
  });

  it('is right when the start day is the last Sunday of March (clocks go forward)', () => {
    // 09:00 Lisbon on 2026-03-29 is 08:00 UTC; 24 h earlier is 08:00 UTC on the 28th (winter, 08:00 local).
    expect(bookingStartInstant('2026-03-29').toISOString()).toBe('2026-03-29T08:00:00.000Z');
    expect(isLateCancellation('2026-03-29', new Date('2026-03-28T08:00:00.000Z'))).toBe(false);
    expect(isLateCancellation('2026-03-29', new Date('2026-03-28T08:01:00.000Z'))).toBe(true);
    // 09:00 local on the 28th is only 23 real hours before the start.
    expect(isLateCancellation('2026-03-29', new Date('2026-03-28T09:00:00.000Z'))).toBe(true);
  });

  it('is right when the start day is the last Sunday of October (clocks go back)', () => {
    // 09:00 Lisbon on 2026-10-25 is 09:00 UTC; 24 h earlier is 09:00 UTC on the 24th (10:00 local).
    expect(bookingStartInstant('2026-10-25').toISOString()).toBe('2026-10-25T09:00:00.000Z');
    expect(isLateCancellation('2026-10-25', new Date('2026-10-24T09:00:00.000Z'))).toBe(false);
    expect(isLateCancellation('2026-10-25', new Date('2026-10-24T09:01:00.000Z'))).toBe(true);
    // 09:00 local on the 24th (08:00 UTC) is 25 real hours before: not late.
    expect(isLateCancellation('2026-10-25', new Date('2026-10-24T08:00:00.000Z'))).toBe(false);
  });

  it('is right for the day after each change', () => {
    expect(isLateCancellation('2026-03-30', new Date('2026-03-29T08:00:00.000Z'))).toBe(false);
    expect(isLateCancellation('2026-03-30', new Date('2026-03-29T08:00:00.001Z'))).toBe(true);
    expect(isLateCancellation('2026-10-26', new Date('2026-10-25T09:00:00.000Z'))).toBe(false);
    expect(isLateCancellation('2026-10-26', new Date('2026-10-25T09:00:00.001Z'))).toBe(true);
  });

  it('is late after the start and not late weeks ahead', () => {
    expect(isLateCancellation('2026-01-15', new Date('2026-01-20T00:00:00Z'))).toBe(true);
    expect(isLateCancellation('2026-01-15', new Date('2026-01-01T00:00:00Z'))).toBe(false);
  });

  it('accepts a stored timestamp and throws on an invalid day', () => {
    expect(isLateCancellation('2026-01-15 00:00:00.000Z', new Date('2026-01-14T09:00:00.000Z'))).toBe(false);
    expect(() => isLateCancellation('someday', new Date(0))).toThrow(RangeError);
  });
});
