import { reviewFormSchema, translateText, type ReviewForm } from '@partilha/domain';

export type ReviewFormField = 'overallRating' | 'title' | 'content' | 'categoryRatings';
export type ReviewFormErrors = Partial<Record<ReviewFormField, string>>;

/** The fields in the order they appear, so the first invalid one can take the focus. */
export const REVIEW_FORM_FIELDS: readonly ReviewFormField[] = ['overallRating', 'categoryRatings', 'title', 'content'];

/**
 * Checks the form with the domain's review form schema (the same rules the server applies) and
 * keeps the first message of each field: the spec's texts, e.g. "Please provide an overall rating".
 */
export function reviewFormErrors(values: ReviewForm): ReviewFormErrors {
  const result = reviewFormSchema.safeParse(values);
  if (result.success) return {};
  const errors: ReviewFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (REVIEW_FORM_FIELDS as readonly string[]).includes(field)) {
      errors[field as ReviewFormField] ??= translateText(issue.message);
    }
  }
  return errors;
}
