import { describe, expect, it } from 'vitest';
import {
  RELIABILITY_FAIR_THRESHOLD,
  RELIABILITY_GOOD_THRESHOLD,
  RELIABILITY_MIN_BOOKINGS,
  cancellationStatsSchema,
  getReliabilityRating,
} from './reliability-rating';

const rating = (endedBookings: number, totalCancellations: number, lateCancellations: number) =>
  getReliabilityRating({ endedBookings, totalCancellations, lateCancellations });

describe('reliability rating', () => {
  it('shows "New member" with the count under three ended bookings', () => {
    expect(rating(0, 0, 0)).toEqual({
      level: 'new',
      label: 'New member',
      intent: 'none',
      lateShare: 0,
      description: '0 bookings so far',
    });
    expect(rating(1, 1, 1)).toMatchObject({ level: 'new', description: '1 booking so far' });
    expect(rating(2, 0, 0)).toMatchObject({ level: 'new', description: '2 bookings so far' });
    expect(getReliabilityRating(null).level).toBe('new');
    expect(getReliabilityRating(undefined).label).toBe('New member');
    expect(RELIABILITY_MIN_BOOKINGS).toBe(3);
  });

  it('calls three or more bookings without a late cancellation Highly Reliable, cancelled on time or not', () => {
    expect(rating(3, 0, 0)).toEqual({
      level: 'excellent',
      label: 'Highly Reliable',
      intent: 'success',
      lateShare: 0,
      description: 'No booking cancellations in 3 bookings',
    });
    // One on-time cancellation does not raise (or lower) the level.
    expect(rating(4, 1, 0)).toMatchObject({ level: 'excellent', description: '0 late cancellations in 4 bookings' });
  });

  it('divides late cancellations by every ended booking, not by cancellations only', () => {
    expect(rating(101, 1, 1)).toMatchObject({
      level: 'good',
      label: 'Reliable',
      description: '1 late cancellation in 101 bookings',
    });
    expect(rating(101, 1, 1).lateShare).toBeCloseTo(1 / 101);
    expect(rating(12, 3, 2).description).toBe('2 late cancellations in 12 bookings');
  });

  it('is good under 20% late and fair at exactly 20%', () => {
    expect(rating(6, 1, 1)).toMatchObject({ level: 'good', label: 'Reliable' });
    expect(rating(5, 1, 1)).toMatchObject({ level: 'fair', label: 'Moderately Reliable', lateShare: 0.2 });
    expect(RELIABILITY_GOOD_THRESHOLD).toBe(0.2);
  });

  it('is fair under 50% late and poor at exactly 50%', () => {
    expect(rating(5, 2, 2)).toMatchObject({ level: 'fair', label: 'Moderately Reliable' });
    expect(rating(4, 2, 2)).toMatchObject({ level: 'poor', label: 'Unreliable', intent: 'danger', lateShare: 0.5 });
    expect(rating(3, 3, 3)).toMatchObject({ level: 'poor' });
    expect(RELIABILITY_FAIR_THRESHOLD).toBe(0.5);
  });

  it('never counts more late than cancellations, nor fewer bookings than cancellations', () => {
    expect(rating(3, 2, 5).description).toBe('2 late cancellations in 3 bookings');
    expect(rating(0, 4, 1)).toMatchObject({ level: 'fair', description: '1 late cancellation in 4 bookings' });
  });

  it('validates stored stats', () => {
    const valid = { totalCancellations: 1, lateCancellations: 0, endedBookings: 2 };
    expect(cancellationStatsSchema.safeParse(valid).success).toBe(true);
    expect(cancellationStatsSchema.safeParse({ ...valid, endedBookings: -1 }).success).toBe(false);
  });
});
