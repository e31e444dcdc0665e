import { BOOKING_MESSAGES, REVIEW_MESSAGES } from '@partilha/domain';
import { describe, expect, it } from 'vitest';
import { reviewRefusalStatus } from './review-refusal-status';

describe('reviewRefusalStatus', () => {
  it.each([
    [REVIEW_MESSAGES.bookingNotFound, 404],
    [BOOKING_MESSAGES.listingNotFound, 404],
    [REVIEW_MESSAGES.notParticipant, 403],
    [REVIEW_MESSAGES.onlyOwnerLateCancellation, 403],
    [REVIEW_MESSAGES.renterReviewsOwner, 403],
    [REVIEW_MESSAGES.ownerReviewsRenter, 403],
    [REVIEW_MESSAGES.cancelledNotReviewable, 409],
    [REVIEW_MESSAGES.notCompleted, 409],
    [REVIEW_MESSAGES.alreadyReviewed, 409],
    [REVIEW_MESSAGES.invalidReviewType, 400],
  ])('refuses "%s" with %i', (reason, status) => {
    expect(reviewRefusalStatus(reason)).toBe(status);
  });

  it('treats an unknown reason as a bad request', () => {
    expect(reviewRefusalStatus('Something else')).toBe(400);
  });
});
