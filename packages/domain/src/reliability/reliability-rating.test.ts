import { describe, expect, it } from 'vitest';
import {
  RELIABILITY_FAIR_THRESHOLD,
  RELIABILITY_GOOD_THRESHOLD,
  cancellationStatsSchema,
  getReliabilityRating,
} from './reliability-rating';

const rating = (totalCancellations: number, lateCancellations: number) =>
  getReliabilityRating({ totalCancellations, lateCancellations });

describe('reliability rating', () => {
  it('calls someone without cancellations Reliable, with the spec text', () => {
    expect(getReliabilityRating({ totalCancellations: 0, lateCancellations: 0 })).toEqual({
      level: 'none',
      label: 'Reliable',
      intent: 'success',
      lateShare: 0,
      description: 'No booking cancellations',
    });
    expect(getReliabilityRating(null).level).toBe('none');
    expect(getReliabilityRating(undefined).label).toBe('Reliable');
  });

  it('calls cancellations without a late one Highly Reliable', () => {
    expect(rating(3, 0)).toMatchObject({ level: 'excellent', label: 'Highly Reliable', lateShare: 0 });
  });

  it('is good under 20% late and fair at exactly 20%', () => {
    expect(rating(6, 1)).toMatchObject({ level: 'good', label: 'Reliable' });
    expect(rating(5, 1)).toMatchObject({ level: 'fair', label: 'Moderately Reliable', lateShare: 0.2 });
    expect(RELIABILITY_GOOD_THRESHOLD).toBe(0.2);
  });

  it('is fair under 50% late and poor at exactly 50%', () => {
    expect(rating(5, 2)).toMatchObject({ level: 'fair', label: 'Moderately Reliable' });
    expect(rating(4, 2)).toMatchObject({ level: 'poor', label: 'Unreliable', intent: 'danger', lateShare: 0.5 });
    expect(rating(2, 2)).toMatchObject({ level: 'poor' });
    expect(RELIABILITY_FAIR_THRESHOLD).toBe(0.5);
  });

  it('describes the counts and never counts more late than total', () => {
    expect(rating(1, 1).description).toBe('1 late of 1 cancellation');
    expect(rating(4, 1).description).toBe('1 late of 4 cancellations');
    expect(rating(2, 5).lateShare).toBe(1);
  });

  it('validates stored stats', () => {
    expect(cancellationStatsSchema.safeParse({ totalCancellations: 1, lateCancellations: 0 }).success).toBe(true);
    expect(cancellationStatsSchema.safeParse({ totalCancellations: -1, lateCancellations: 0 }).success).toBe(false);
  });
});
