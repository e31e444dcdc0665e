import { REVIEW_MESSAGES } from '@partilha/domain';
import { describe, expect, it } from 'vitest';
import { checkReviewContent } from './review-content';

const valid = {
  overallRating: 4,
  title: '  Great help  ',
  content: '  Arrived on time and did it well.  ',
  categoryRatings: { communication: 5, reliability: 4, professionalism: 0 },
};

function refusalOf(input: Record<string, unknown>, type: 'owner' | 'renter' | 'listing' = 'owner') {
  const check = checkReviewContent(type, { ...valid, ...input });
  return check.ok ? null : { field: check.field, message: check.message };
}

describe('checkReviewContent', () => {
  it('accepts a review by the form rules, trimmed', () => {
    expect(checkReviewContent('owner', valid)).toEqual({
      ok: true,
      content: {
        overallRating: 4,
        title: 'Great help',
        content: 'Arrived on time and did it well.',
        categoryRatings: { communication: 5, reliability: 4, professionalism: 0 },
      },
    });
  });

  it('reads missing category ratings as none', () => {
    const check = checkReviewContent('renter', { ...valid, categoryRatings: undefined });
    expect(check.ok && check.content.categoryRatings).toEqual({});
    const nullRatings = checkReviewContent('renter', { ...valid, categoryRatings: null });
    expect(nullRatings.ok && nullRatings.content.categoryRatings).toEqual({});
  });

  it.each([0, 6, 4.5, '5', null, undefined])('refuses an overall rating of %s', (overallRating) => {
    expect(refusalOf({ overallRating })).toEqual({
      field: 'overallRating',
      message: REVIEW_MESSAGES.overallRatingRequired,
    });
  });

  it('refuses a missing or blank title, and one over 120 characters', () => {
    expect(refusalOf({ title: '   ' })).toEqual({ field: 'title', message: REVIEW_MESSAGES.titleRequired });
    expect(refusalOf({ title: undefined })).toEqual({ field: 'title', message: REVIEW_MESSAGES.titleRequired });
    expect(refusalOf({ title: 'x'.repeat(121) })).toEqual({ field: 'title', message: REVIEW_MESSAGES.titleMax });
  });

  it('takes content of 10 to 500 characters once trimmed', () => {
    expect(refusalOf({ content: '123456789' })).toEqual({ field: 'content', message: REVIEW_MESSAGES.contentMin });
    expect(refusalOf({ content: '   123456789   ' })).toEqual({
      field: 'content',
      message: REVIEW_MESSAGES.contentMin,
    });
    expect(refusalOf({ content: 'x'.repeat(501) })).toEqual({ field: 'content', message: REVIEW_MESSAGES.contentMax });
    expect(refusalOf({ content: '1234567890' })).toBeNull();
    expect(refusalOf({ content: 'x'.repeat(500) })).toBeNull();
  });

  it('refuses category ratings outside 0-5 or not numbers', () => {
    for (const categoryRatings of [{ communication: 6 }, { communication: -1 }, { communication: 'five' }, [3]]) {
      expect(refusalOf({ categoryRatings })).toEqual({
        field: 'categoryRatings',
        message: REVIEW_MESSAGES.categoryRatingRange,
      });
    }
  });

  it('takes only the categories of the review type', () => {
    expect(refusalOf({ categoryRatings: { cleanliness: 4 } }, 'renter')).toEqual({
      field: 'categoryRatings',
      message: 'Renter reviews rate only communication, reliability, carefulness, punctuality, respectfulness',
    });
    expect(refusalOf({ categoryRatings: { condition: 4, accuracy: 5, value: 3 } }, 'listing')).toBeNull();
    expect(refusalOf({ categoryRatings: { communication: 4 } }, 'listing')).toEqual({
      field: 'categoryRatings',
      message: 'Listing reviews rate only condition, accuracy, value',
    });
  });

  it('reports the first failing field in the form order', () => {
    expect(refusalOf({ overallRating: 9, title: '', content: 'short' })?.field).toBe('overallRating');
    expect(refusalOf({ title: '', content: 'short' })?.field).toBe('title');
  });
});
