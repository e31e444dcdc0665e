import { describe, expect, it } from 'vitest';
import { REVIEW_CATEGORIES, reviewCategoryLabel, reviewCategoryOptions } from './review-categories';
import { reviewContentCounter, reviewFormSchema } from './review-form-schema';
import { beTheFirstMessage } from './review-messages';

const valid = {
  overallRating: 4,
  title: 'Great',
  content: 'Very helpful and on time',
  categoryRatings: { communication: 5 },
};
const errors = (input: unknown) => {
  const result = reviewFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('review form', () => {
  it('accepts a valid review', () => {
    expect(errors(valid)).toEqual([]);
  });

  it('asks for an overall rating between 1 and 5', () => {
    expect(errors({ ...valid, overallRating: 0 })).toEqual(['overallRating: Please provide an overall rating']);
    expect(errors({ ...valid, overallRating: undefined })).toEqual(['overallRating: Please provide an overall rating']);
    expect(errors({ ...valid, overallRating: 6 })).toEqual(['overallRating: Please provide an overall rating']);
    expect(errors({ ...valid, overallRating: 1 })).toEqual([]);
    expect(errors({ ...valid, overallRating: 5 })).toEqual([]);
  });

  it('requires a title and 10 to 500 characters of content', () => {
    expect(errors({ ...valid, title: ' ' })).toEqual(['title: Title is required']);
    expect(errors({ ...valid, content: 'too short' })).toEqual(['content: Review must be at least 10 characters']);
    expect(errors({ ...valid, content: 'x'.repeat(10) })).toEqual([]);
    expect(errors({ ...valid, content: 'x'.repeat(501) })).toEqual(['content: Review cannot exceed 500 characters']);
    expect(reviewContentCounter('hello')).toBe('5/500');
  });

  it('keeps category ratings between 0 and 5', () => {
    expect(errors({ ...valid, categoryRatings: { communication: 0, reliability: 5 } })).toEqual([]);
    expect(errors({ ...valid, categoryRatings: { communication: 6 } })).toEqual([
      'categoryRatings.communication: Ratings must be between 0 and 5',
    ]);
  });
});

describe('review categories', () => {
  it('asks each review type for its categories', () => {
    expect(REVIEW_CATEGORIES.listing).toEqual(['condition', 'accuracy', 'value']);
    expect(REVIEW_CATEGORIES.owner).toEqual([
      'communication',
      'reliability',
      'professionalism',
      'responsiveness',
      'cleanliness',
    ]);
    expect(REVIEW_CATEGORIES.renter).toEqual([
      'communication',
      'reliability',
      'carefulness',
      'punctuality',
      'respectfulness',
    ]);
  });

  it('labels cleanliness as Equipment Condition', () => {
    expect(reviewCategoryLabel('cleanliness')).toBe('Equipment Condition');
    expect(reviewCategoryOptions('owner')[0]).toEqual({ value: 'communication', label: 'Communication' });
    expect(reviewCategoryLabel('speed')).toBe('Speed');
    expect(beTheFirstMessage('owner')).toBe('Be the first to leave a review for this owner!');
  });
});
