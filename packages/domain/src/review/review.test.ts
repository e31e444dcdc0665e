import { describe, expect, it } from 'vitest';
import { reviewSchema } from './review';
import { emptyReviewSummaryRecord, reviewSummaryRecordSchema } from './review-summary-record';

describe('review records', () => {
  it('parses a stored review with defaults', () => {
    const review = reviewSchema.parse({
      id: 'v1',
      booking: 'b1',
      reviewer: 'r1',
      reviewee: 'o1',
      reviewType: 'owner',
      overallRating: 5,
      categoryRatings: null,
      title: 'Great',
      content: 'Very helpful and on time',
      photos: null,
      status: '',
    });
    expect(review).toMatchObject({
      listing: '',
      categoryRatings: {},
      photos: [],
      status: 'active',
      isPublic: true,
      helpfulCount: 0,
    });
    expect(reviewSchema.safeParse({ ...review, reviewType: 'guest' }).success).toBe(false);
  });

  it('parses a stored summary and builds the zeroed one', () => {
    const summary = reviewSummaryRecordSchema.parse({
      id: 's1',
      key: 'owner_o1',
      reviewType: 'owner',
      target: 'o1',
      totalReviews: 2,
      averageRating: 4.5,
      ratingDistribution: { '4': 1, '5': 1 },
      categoryAverages: null,
      recentReviews: [{ id: 'v1', overallRating: 5 }],
    });
    expect(summary.ratingDistribution).toEqual({ '1': 0, '2': 0, '3': 0, '4': 1, '5': 1 });
    expect(summary.recentReviews[0]).toMatchObject({ id: 'v1', title: '' });
    expect(emptyReviewSummaryRecord('owner', 'o1')).toMatchObject({
      key: 'owner_o1',
      totalReviews: 0,
      averageRating: 0,
    });
  });
});
