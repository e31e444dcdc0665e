import { REVIEW_CATEGORIES, REVIEW_LIMITS, REVIEW_TYPE_LABELS, type ReviewType } from '@partilha/domain';

/**
 * Texts of refusals only the review server gives: the spec shows neither the helpful and report
 * calls nor what a forged request deserves, so it has no words for them. The spec's own texts
 * (eligibility reasons, form messages) come from @partilha/domain.
 */
export const REVIEW_ROUTE_MESSAGES = {
  reviewNotFound: 'Review not found',
  helpfulOwnReview: 'You cannot mark your own review as helpful',
  helpfulTwice: 'You have already marked this review as helpful',
  reportOwnReview: 'You cannot report your own review',
  reportTwice: 'You have already reported this review',
  reportReasonRequired: 'Please provide a reason for the report',
  reportReasonMax: `Report reason cannot exceed ${REVIEW_LIMITS.reportReasonMax} characters`,
} as const;

/** "Owner reviews rate only communication, reliability, …" for a category the type does not ask. */
export function unknownCategoryMessage(reviewType: ReviewType): string {
  return `${REVIEW_TYPE_LABELS[reviewType]} reviews rate only ${REVIEW_CATEGORIES[reviewType].join(', ')}`;
}
