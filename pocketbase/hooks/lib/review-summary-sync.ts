import { USERS, findRecordOrNull, storedInstant } from './booking-records';
import { REVIEWS, REVIEW_SUMMARIES, reviewFieldsOf, type ReviewFields } from './review-records';
import {
  summaryRecordFields,
  touchedTargets,
  userRatingFields,
  type SummaryRecordFields,
  type SummaryTarget,
} from './review-summary-fields';

/** The counted reviews of a target, newest first (indexed by reviewee/listing, type, status, created). */
function countedReviews(app: PbApp, target: SummaryTarget): ReviewFields[] {
  const about = target.reviewType === 'listing' ? 'listing' : 'reviewee';
  return app
    .findRecordsByFilter(
      REVIEWS,
      `${about} = {:target} && reviewType = {:reviewType} && status = "active" && isPublic = true && publishedAt != ""`,
      '-created,-id',
      0,
      0,
      { target: target.target, reviewType: target.reviewType },
    )
    .map(reviewFieldsOf);
}

function storeSummary(app: PbApp, fields: SummaryRecordFields): void {
  let row: PbRecord;
  try {
    row = app.findFirstRecordByFilter(REVIEW_SUMMARIES, 'key = {:key}', { key: fields.key });
  } catch {
    row = new Record(app.findCollectionByNameOrId(REVIEW_SUMMARIES));
  }
  for (const [name, value] of Object.entries(fields)) row.set(name, value);
  app.save(row);
}

function storeUserRating(app: PbApp, fields: SummaryRecordFields): void {
  const ratings = userRatingFields(fields);
  const user = ratings ? findRecordOrNull(app, USERS, fields.target) : null;
  if (!ratings || !user) return;
  for (const [name, value] of Object.entries(ratings)) user.set(name, value);
  app.save(user);
}

/**
 * Recomputes one summary from the reviews table (never adjusted step by step, so it cannot drift)
 * and the profile fields that follow it. Called with the transaction's app, it commits or rolls
 * back with the change that caused it. A target left without reviews keeps a zeroed summary.
 */
export function syncReviewSummary(app: PbApp, target: SummaryTarget, now: Date): SummaryRecordFields {
  const fields = summaryRecordFields(target, countedReviews(app, target), storedInstant(now));
  storeSummary(app, fields);
  storeUserRating(app, fields);
  return fields;
}

/**
 * After a review was created (before null), changed, or deleted (after null): every summary it
 * counted in before or counts in now, recomputed. A change that moves no summary (a new helpful
 * or report count) recomputes nothing.
 */
export function syncSummariesOfReview(
  app: PbApp,
  before: ReviewFields | null,
  after: PbRecord | null,
  now: Date,
): void {
  for (const target of touchedTargets(before, after ? reviewFieldsOf(after) : null)) {
    syncReviewSummary(app, target, now);
  }
}
