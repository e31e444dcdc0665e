import { describe, expect, it } from 'vitest';
import { reviewFormErrors } from './review-form-errors';

const valid = { overallRating: 4, title: 'Great', content: 'On time and careful.', categoryRatings: {} };

describe('reviewFormErrors', () => {
  it('finds nothing wrong with a valid review', () => {
    expect(reviewFormErrors(valid)).toEqual({});
  });

  it("gives each field the spec's message", () => {
    expect(reviewFormErrors({ overallRating: 0, title: ' ', content: 'too short', categoryRatings: {} })).toEqual({
      overallRating: 'Please provide an overall rating',
      title: 'Title is required',
      content: 'Review must be at least 10 characters',
    });
  });

  it('says when the review is too long or a category is out of range', () => {
    expect(reviewFormErrors({ ...valid, content: 'x'.repeat(501), categoryRatings: { value: 6 } })).toEqual({
      content: 'Review cannot exceed 500 characters',
      categoryRatings: 'Ratings must be between 0 and 5',
    });
  });
});
