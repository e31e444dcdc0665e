import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REVIEW_SORT,
  PROFILE_REVIEW_PAGE_SIZE,
  REVIEW_PAGE_SIZE,
  REVIEW_SORT_OPTIONS,
  sortReviews,
} from './review-sort';

const reviews = [
  { id: 'a', created: '2026-01-01 10:00:00.000Z', overallRating: 3, helpfulCount: 5 },
  { id: 'b', created: '2026-01-03 10:00:00.000Z', overallRating: 5, helpfulCount: 0 },
  { id: 'c', created: '2026-01-02 10:00:00.000Z', overallRating: 5, helpfulCount: 5 },
];
const ids = (list: { id: string }[]) => list.map((r) => r.id);

describe('review sorting', () => {
  it('offers the five options with labels, most helpful by default', () => {
    expect(REVIEW_SORT_OPTIONS.map((o) => o.label)).toEqual([
      'Newest First',
      'Oldest First',
      'Highest Rated',
      'Lowest Rated',
      'Most Helpful',
    ]);
    expect(DEFAULT_REVIEW_SORT).toBe('most_helpful');
    expect(REVIEW_PAGE_SIZE).toBe(10);
    expect(PROFILE_REVIEW_PAGE_SIZE).toBe(20);
  });

  it('sorts by each option, newest first on ties, without changing the input', () => {
    expect(ids(sortReviews(reviews, 'newest'))).toEqual(['b', 'c', 'a']);
    expect(ids(sortReviews(reviews, 'oldest'))).toEqual(['a', 'c', 'b']);
    expect(ids(sortReviews(reviews, 'highest_rated'))).toEqual(['b', 'c', 'a']);
    expect(ids(sortReviews(reviews, 'lowest_rated'))).toEqual(['a', 'b', 'c']);
    expect(ids(sortReviews(reviews))).toEqual(['c', 'a', 'b']);
    expect(ids(reviews)).toEqual(['a', 'b', 'c']);
  });
});
