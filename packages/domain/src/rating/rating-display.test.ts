import { describe, expect, it } from 'vitest';
import { NO_REVIEWS_TEXT, RATING_SCALE, getRatingDisplay, roundToOneDecimal } from './rating-display';

describe('rating display', () => {
  it('shows "No reviews yet" for a 0 rating without reviews', () => {
    expect(getRatingDisplay(0, 0)).toEqual({
      stars: ['empty', 'empty', 'empty', 'empty', 'empty'],
      text: NO_REVIEWS_TEXT,
      value: null,
      hasReviews: false,
    });
    expect(NO_REVIEWS_TEXT).toBe('No reviews yet');
  });

  it('shows a half star from .5 and the rating to one decimal with the count', () => {
    expect(getRatingDisplay(4.5, 12)).toMatchObject({
      stars: ['full', 'full', 'full', 'full', 'half'],
      text: '4.5 (12 reviews)',
      value: '4.5',
    });
    expect(getRatingDisplay(4.49, 1)).toMatchObject({
      stars: ['full', 'full', 'full', 'full', 'empty'],
      text: '4.5 (1 review)',
    });
    expect(getRatingDisplay(5, 3).stars).toEqual(['full', 'full', 'full', 'full', 'full']);
  });

  it('clamps out-of-range and non-numeric ratings', () => {
    expect(getRatingDisplay(7, 2).value).toBe('5.0');
    expect(getRatingDisplay(Number.NaN, 0).text).toBe(NO_REVIEWS_TEXT);
    expect(getRatingDisplay(-1, 2).value).toBe('0.0');
  });

  it('rounds half up to one decimal on a 5-star scale', () => {
    expect(roundToOneDecimal(4.25)).toBe(4.3);
    expect(roundToOneDecimal(4.24)).toBe(4.2);
    expect(RATING_SCALE).toBe(5);
  });
});
