import { describe, expect, it } from 'vitest';
import { computeReviewSummary, reviewSummaryKey } from './review-summary';

const review = (id: string, overallRating: number, created: string, categoryRatings: Record<string, number> = {}) => ({
  id,
  overallRating,
  created,
  categoryRatings,
});

describe('computeReviewSummary', () => {
  it('is zeroed without reviews', () => {
    expect(computeReviewSummary([])).toEqual({
      totalReviews: 0,
      averageRating: 0,
      ratingDistribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
      categoryAverages: {},
      recentReviews: [],
    });
  });

  it('averages to one decimal and distributes by rounded rating', () => {
    const summary = computeReviewSummary([
      review('a', 5, '2026-01-01 10:00:00.000Z'),
      review('b', 4, '2026-01-02 10:00:00.000Z'),
      review('c', 4, '2026-01-03 10:00:00.000Z'),
    ]);
    expect(summary.totalReviews).toBe(3);
    expect(summary.averageRating).toBe(4.3);
    expect(summary.ratingDistribution).toEqual({ '1': 0, '2': 0, '3': 0, '4': 2, '5': 1 });
    expect(
      computeReviewSummary([review('x', 4.5, '2026-01-01'), review('y', 1.4, '2026-01-01')]).ratingDistribution,
    ).toEqual({
      '1': 1,
      '2': 0,
      '3': 0,
      '4': 0,
      '5': 1,
    });
  });

  it('averages each category over the reviews that rated it, ignoring 0', () => {
    const summary = computeReviewSummary([
      review('a', 5, '2026-01-01', { communication: 5, reliability: 4 }),
      review('b', 4, '2026-01-02', { communication: 4, reliability: 0 }),
      review('c', 3, '2026-01-03', { communication: 4 }),
    ]);
    expect(summary.categoryAverages).toEqual({ communication: 4.3, reliability: 4 });
  });

  it('keeps the latest 5 by created, newest first', () => {
    const reviews = [
      '2026-01-03',
      '2026-01-07',
      '2026-01-01',
      '2026-01-05',
      '2026-01-02',
      '2026-01-06',
      '2026-01-04',
    ].map((day, index) => review(`r${index}`, 5, `${day} 10:00:00.000Z`));
    const summary = computeReviewSummary(reviews);
    expect(summary.recentReviews.map((r) => r.created.slice(0, 10))).toEqual([
      '2026-01-07',
      '2026-01-06',
      '2026-01-05',
      '2026-01-04',
      '2026-01-03',
    ]);
    expect(summary.recentReviews[0]).toBe(reviews[1]);
  });

  it('builds the summary key', () => {
    expect(reviewSummaryKey('owner', 'u1')).toBe('owner_u1');
  });
});
