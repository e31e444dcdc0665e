/** Labels of the review form that the spec does not word (its messages come from the domain). */
export const REVIEW_FORM_TEXTS = {
  overallRating: 'Overall rating',
  categoryRatings: 'Category ratings',
  optional: '(optional)',
  required: '(required)',
  title: 'Title',
  content: 'Review',
  submit: 'Submit Review',
  cancel: 'Cancel',
  clear: 'Clear',
  notRated: 'Not rated',
} as const;

/** "1 star", "4 stars": the name of each choice of a star rating. */
export function starChoiceLabel(stars: number): string {
  return stars === 1 ? '1 star' : `${stars} stars`;
}
