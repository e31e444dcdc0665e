import { describe, expect, it } from 'vitest';
import {
  blocksListingDates,
  dateSpan,
  expandDateRange,
  findUnavailableDates,
  isSelectableBookingDate,
  unavailableDatesMessage,
} from './booking-dates';

describe('booking dates', () => {
  it('expands a range inclusively, one entry per calendar day', () => {
    expect(expandDateRange('2026-05-01', '2026-05-03')).toEqual(['2026-05-01', '2026-05-02', '2026-05-03']);
    expect(expandDateRange('2026-05-01', '2026-05-01')).toEqual(['2026-05-01']);
    expect(expandDateRange('2026-05-03', '2026-05-01')).toEqual([]);
  });

  it('neither skips nor repeats a day across daylight-saving changes and month ends', () => {
    expect(expandDateRange('2026-03-28', '2026-03-30')).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    expect(expandDateRange('2026-10-24', '2026-10-26')).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
    expect(expandDateRange('2026-12-31', '2027-01-01')).toEqual(['2026-12-31', '2027-01-01']);
    expect(expandDateRange('2026-01-01', '2026-12-31')).toHaveLength(365);
  });

  it('uses the date part of stored timestamps and throws on invalid input', () => {
    expect(expandDateRange('2026-05-01 00:00:00.000Z', '2026-05-02 00:00:00.000Z')).toEqual([
      '2026-05-01',
      '2026-05-02',
    ]);
    expect(() => expandDateRange('2026-05-01', 'later')).toThrow(RangeError);
  });

  it('lets only pending and approved bookings block dates', () => {
    expect(blocksListingDates('pending')).toBe(true);
    expect(blocksListingDates('approved')).toBe(true);
    expect(blocksListingDates('negotiating')).toBe(false);
    expect(blocksListingDates('cancelled')).toBe(false);
    expect(blocksListingDates('rejected')).toBe(false);
    expect(blocksListingDates('completed')).toBe(false);
  });

  it('finds conflicts in request order and words the message', () => {
    const conflicts = findUnavailableDates(
      ['2026-05-03', '2026-05-01', '2026-05-02', '2026-05-03'],
      ['2026-05-01', '2026-05-03'],
    );
    expect(conflicts).toEqual(['2026-05-03', '2026-05-01']);
    expect(findUnavailableDates(['2026-05-04'], new Set(['2026-05-01']))).toEqual([]);
    expect(unavailableDatesMessage(['2026-05-01', '2026-05-02'])).toBe(
      'The following dates are no longer available: 2026-05-01, 2026-05-02. Please select different dates.',
    );
  });

  it('lets the calendar pick today and later days that are free', () => {
    const blocked = new Set(['2026-05-05']);
    expect(isSelectableBookingDate('2026-05-01', '2026-05-01', blocked)).toBe(true);
    expect(isSelectableBookingDate('2026-04-30', '2026-05-01', blocked)).toBe(false);
    expect(isSelectableBookingDate('2026-05-05', '2026-05-01', blocked)).toBe(false);
    expect(isSelectableBookingDate('nope', '2026-05-01', blocked)).toBe(false);
  });

  it('takes the first and last chosen day as the span', () => {
    expect(dateSpan(['2026-05-07', '2026-05-01', '2026-05-03'])).toEqual({
      startDate: '2026-05-01',
      endDate: '2026-05-07',
    });
    expect(dateSpan([])).toBeNull();
  });
});
