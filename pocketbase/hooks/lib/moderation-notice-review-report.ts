import { NOTICE_REASON_LABELS, REVIEW_LIMITS, type NoticeReason } from '@partilha/domain';
import { REVIEW_REPORTS } from './review-records';
import { firstOrNull } from './moderation-notice-records';

/**
 * A member's notice about a review also records their review_reports row (one per member and
 * review, as before issue 15), so the review's reportCount and the "Reported" state of the
 * website's button keep working. The row's model hook (hooks/reviews-actions.pb.ts) recounts
 * reportCount inside the notice's transaction. A member who reports the same review again after
 * an earlier notice was decided keeps their one row.
 */
export function recordReviewReport(
  app: PbApp,
  reviewId: string,
  userId: string,
  reason: NoticeReason,
  explanation: string,
): void {
  if (firstOrNull(app, REVIEW_REPORTS, 'review = {:review} && user = {:user}', { review: reviewId, user: userId }))
    return;
  const row = new Record(app.findCollectionByNameOrId(REVIEW_REPORTS));
  row.set('review', reviewId);
  row.set('user', userId);
  row.set('reason', `${NOTICE_REASON_LABELS[reason]}: ${explanation}`.slice(0, REVIEW_LIMITS.reportReasonMax));
  app.save(row);
}
