import { describe, expect, it } from 'vitest';
import { reviewerDisplayName, truncateReviewContent, visibleReviewPhotos } from './review-display';

describe('review display', () => {
  it('cuts text over 200 characters with "Read more"', () => {
    expect(truncateReviewContent('x'.repeat(200))).toEqual({ text: 'x'.repeat(200), truncated: false });
    expect(truncateReviewContent('x'.repeat(201))).toEqual({ text: `${'x'.repeat(200)}…`, truncated: true });
    expect(truncateReviewContent('x'.repeat(201), true).truncated).toBe(false);
  });

  it('shows 3 photos and "+N" for the rest', () => {
    expect(visibleReviewPhotos(['a', 'b'])).toEqual({ shown: ['a', 'b'], hiddenCount: 0, moreLabel: null });
    expect(visibleReviewPhotos(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], hiddenCount: 0, moreLabel: null });
    expect(visibleReviewPhotos(['a', 'b', 'c', 'd', 'e'])).toEqual({
      shown: ['a', 'b', 'c'],
      hiddenCount: 2,
      moreLabel: '+2',
    });
  });

  it('falls back to "User" and the first 8 characters of the id', () => {
    expect(reviewerDisplayName('abcdefghijkl')).toBe('User abcdefgh');
    expect(reviewerDisplayName('abc')).toBe('User abc');
    expect(reviewerDisplayName('abcdefghijkl', 'Ana')).toBe('Ana');
  });
});
