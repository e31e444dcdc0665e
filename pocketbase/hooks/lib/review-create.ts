import { REVIEW_MESSAGES, type ReviewType, deriveReviewee } from '@partilha/domain';
import type { Actor } from './actor';
import { fieldRefusal } from './api-errors';
import { badRequest, conflict, forbidden, notFound } from './booking-api-errors';
import { inTransaction } from './booking-transaction';
import { checkReviewContent } from './review-content';
import { decideReviewEligibility, reviewerIdOf } from './review-eligibility-check';
import { publishBookingReviews } from './review-publication';
import { REVIEWS } from './review-records';
import { reviewRefusalStatus } from './review-refusal-status';

function eligibilityRefusal(reason: string): NotFoundError | ForbiddenError | ApiError | BadRequestError {
  const status = reviewRefusalStatus(reason);
  if (status === 404) return notFound(reason);
  if (status === 403) return forbidden(reason);
  if (status === 409) return conflict(reason);
  return badRequest(reason);
}

/** The unique index on (booking, reviewer, reviewType) answered a second review. */
function isUniqueViolation(error: unknown): boolean {
  return /unique/i.test(String(error instanceof Error ? error.message : error));
}

/**
 * `POST /api/market/reviews` with `{ bookingId, reviewType, overallRating, title, content,
 * categoryRatings }`, in one transaction: the eligibility decision, the form's rules, then the
 * review — reviewer from the token, reviewee derived from the booking and type (the renter for
 * type renter, the owner otherwise; a revieweeId, listingId or reviewerId in the body is ignored),
 * listing from the booking, status active, public, verified, counts 0, and blind: published (with
 * the other party's review) only when both have reviewed or 14 days after completion
 * (review-publication.ts). The review's model hook recomputes its summary and the reviewee's
 * rating fields inside the same transaction.
 */
export function createReview(app: PbApp, actor: Actor, body: { [key: string]: unknown }, now: Date): PbRecord {
  const reviewerId = reviewerIdOf(actor);
  return inTransaction(app, (txApp) => {
    const { eligibility, booking } = decideReviewEligibility(txApp, body.bookingId, reviewerId, body.reviewType);
    if (!eligibility.canReview || !booking || !reviewerId) {
      throw eligibilityRefusal(eligibility.reason ?? REVIEW_MESSAGES.notParticipant);
    }
    const reviewType = body.reviewType as ReviewType;
    const check = checkReviewContent(reviewType, body);
    if (!check.ok) throw fieldRefusal(check.field, check.code, check.message);

    const review = new Record(txApp.findCollectionByNameOrId(REVIEWS));
    review.set('booking', booking.id);
    review.set('listing', booking.getString('listing'));
    review.set('reviewer', reviewerId);
    review.set(
      'reviewee',
      deriveReviewee({ owner: booking.getString('owner'), renter: booking.getString('renter') }, reviewType),
    );
    review.set('reviewType', reviewType);
    review.set('overallRating', check.content.overallRating);
    review.set('categoryRatings', check.content.categoryRatings);
    review.set('title', check.content.title);
    review.set('content', check.content.content);
    review.set('status', 'active');
    review.set('isPublic', true);
    review.set('isVerified', true);
    review.set('helpfulCount', 0);
    review.set('reportCount', 0);
    try {
      txApp.save(review);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(REVIEW_MESSAGES.alreadyReviewed);
      throw error;
    }
    // The second party's review publishes both (and is answered as published).
    if (publishBookingReviews(txApp, booking.id, now) > 0) return txApp.findRecordById(REVIEWS, review.id);
    return review;
  });
}
