import { REVIEW_LIMITS } from '@partilha/domain';
import { badRequest, conflict, forbidden, notFound } from './booking-api-errors';
import { findRecordOrNull } from './booking-records';
import { REVIEW_ROUTE_MESSAGES as M } from './review-route-messages';
import { REVIEWS, REVIEW_REPORTS, REVIEW_VOTES } from './review-records';

/** A helpful vote or a report: one per (review, user), each kept as a count on the review. */
type ReviewActionCollection = typeof REVIEW_VOTES | typeof REVIEW_REPORTS;

const ACTIONS: Record<ReviewActionCollection, { counter: string; ownReview: string; twice: string }> = {
  [REVIEW_VOTES]: { counter: 'helpfulCount', ownReview: M.helpfulOwnReview, twice: M.helpfulTwice },
  [REVIEW_REPORTS]: { counter: 'reportCount', ownReview: M.reportOwnReview, twice: M.reportTwice },
};

function actionOf(collection: string): (typeof ACTIONS)[ReviewActionCollection] | null {
  return collection === REVIEW_VOTES || collection === REVIEW_REPORTS ? ACTIONS[collection] : null;
}

/**
 * Refusals of a new vote or report with their own words (the collection's rule only lets a
 * signed-in user act as themself): 404 the review is missing or not shown (hidden, not public);
 * 403 it is the user's own review; 409 the user already did it (the unique index on (review,
 * user) stays the last word). Runs inside the write's transaction.
 */
export function checkReviewAction(app: PbApp, record: PbRecord): void {
  const action = actionOf(record.collection().name);
  if (!action) return;
  const userId = record.getString('user');
  const review = findRecordOrNull(app, REVIEWS, record.getString('review'));
  if (!review || review.getString('status') !== 'active' || !review.getBool('isPublic')) {
    throw notFound(M.reviewNotFound);
  }
  if (review.getString('reviewer') === userId) throw forbidden(action.ownReview);
  try {
    app.findFirstRecordByFilter(record.collection().name, 'review = {:review} && user = {:user}', {
      review: review.id,
      user: userId,
    });
  } catch {
    return;
  }
  throw conflict(action.twice);
}

/** A report's reason, required and at most 500 characters, stored trimmed. */
export function prepareReviewReport(record: PbRecord): void {
  const reason = record.getString('reason').trim();
  if (!reason) throw badRequest(M.reportReasonRequired);
  if (reason.length > REVIEW_LIMITS.reportReasonMax) throw badRequest(M.reportReasonMax);
  record.set('reason', reason);
}

/**
 * After a vote or report was added or removed: the review's helpfulCount or reportCount set to
 * the number of rows that exist now (counted, never incremented, so it cannot drift). Nothing
 * when the review itself is gone (its votes and reports are deleted with it).
 */
export function syncReviewCounter(app: PbApp, record: PbRecord): void {
  const collection = record.collection().name;
  const action = actionOf(collection);
  const review = action ? findRecordOrNull(app, REVIEWS, record.getString('review')) : null;
  if (!action || !review) return;
  const row = new DynamicModel({ total: 0 });
  app
    .db()
    .newQuery(`SELECT COUNT(*) AS total FROM ${collection} WHERE review = {:review}`)
    .bind({ review: review.id })
    .one(row);
  const total = Number(row.total);
  if (review.getFloat(action.counter) === total) return;
  review.set(action.counter, total);
  app.save(review);
}
