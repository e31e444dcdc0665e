import { describe, expect, it } from 'vitest';
import { listingRatingText } from './listing-rating-text';

describe('listingRatingText', () => {
  it('gives the average to one decimal and the count', () => {
    expect(listingRatingText({ averageRating: 4.75, totalReviews: 12 })).toEqual({
      rated: true,
      text: '4.8 · 12 reviews',
    });
  });

  it('says "review" for one', () => {
    expect(listingRatingText({ averageRating: 5, totalReviews: 1 }).text).toBe('5.0 · 1 review');
  });

  it('says "No reviews yet" without reviews, even if a stale average remains', () => {
    for (const averageRating of [0, 4]) {
      expect(listingRatingText({ averageRating, totalReviews: 0 })).toEqual({ rated: false, text: 'No reviews yet' });
    }
  });
});
