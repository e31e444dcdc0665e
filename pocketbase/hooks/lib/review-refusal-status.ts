import { BOOKING_MESSAGES, REVIEW_MESSAGES } from '@partilha/domain';

/**
 * The HTTP status each eligibility reason is refused with, following the booking routes: 404 the
 * booking (or its listing) is missing, 403 not this person's review to write, 409 the booking's
 * state or an existing review forbids it, 400 a review type that does not exist.
 */
const STATUS_OF_REASON: Readonly<Record<string, number>> = {
  [REVIEW_MESSAGES.bookingNotFound]: 404,
  [BOOKING_MESSAGES.listingNotFound]: 404,
  [REVIEW_MESSAGES.notParticipant]: 403,
  [REVIEW_MESSAGES.onlyOwnerLateCancellation]: 403,
  [REVIEW_MESSAGES.renterReviewsOwner]: 403,
  [REVIEW_MESSAGES.ownerReviewsRenter]: 403,
  [REVIEW_MESSAGES.cancelledNotReviewable]: 409,
  [REVIEW_MESSAGES.notCompleted]: 409,
  [REVIEW_MESSAGES.alreadyReviewed]: 409,
  [REVIEW_MESSAGES.invalidReviewType]: 400,
};

export function reviewRefusalStatus(reason: string): number {
  return STATUS_OF_REASON[reason] ?? 400;
}
