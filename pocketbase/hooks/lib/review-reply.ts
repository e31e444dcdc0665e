import { REVIEW_BLIND_MESSAGES, checkReviewReply, replyEditableUntil } from '@partilha/domain';
import type { Actor } from './actor';
import { fieldRefusal } from './api-errors';
import { conflict, forbidden, notFound } from './booking-api-errors';
import { findRecordOrNull, instantOfStored, storedInstant } from './booking-records';
import { inTransaction } from './booking-transaction';
import { REVIEWS } from './review-records';
import { reviewerIdOf } from './review-eligibility-check';

/**
 * `POST /api/market/reviews/{id}/reply` `{ reply }` (issue 21): the reviewed person's one public
 * reply under a review about them, trimmed, at most 500 characters. Only on a review others can
 * read (published, active, public): any other is 404 "Review not found" to everyone but its
 * author, who is refused like anyone who is not the reviewee (403). Posting again changes the
 * reply within 48 hours of its first posting (repliedAt stays), else 409. Answers the review.
 */
export function replyToReview(
  app: PbApp,
  actor: Actor,
  reviewId: string,
  body: { [key: string]: unknown },
  now: Date,
): PbRecord {
  const callerId = reviewerIdOf(actor);
  return inTransaction(app, (txApp) => {
    const review = findRecordOrNull(txApp, REVIEWS, reviewId);
    const shown =
      review !== null &&
      review.getString('status') === 'active' &&
      review.getBool('isPublic') &&
      review.getString('publishedAt') !== '';
    const isAuthor = review !== null && callerId !== null && review.getString('reviewer') === callerId;
    if (!review || (!shown && !isAuthor)) throw notFound(REVIEW_BLIND_MESSAGES.reviewNotFound);
    if (callerId === null || review.getString('reviewee') !== callerId) {
      throw forbidden(REVIEW_BLIND_MESSAGES.onlyReviewee);
    }
    const check = checkReviewReply(body.reply);
    if (!check.ok) throw fieldRefusal('reply', 'validation_invalid_value', check.message);
    const repliedAt = instantOfStored(review.getString('repliedAt'));
    if (repliedAt && now.getTime() > replyEditableUntil(repliedAt).getTime()) {
      throw conflict(REVIEW_BLIND_MESSAGES.replyClosed);
    }
    review.set('reply', check.reply);
    if (!repliedAt) review.set('repliedAt', storedInstant(now));
    txApp.save(review);
    return review;
  });
}
