/**
 * hide_review: the review leaves every public list, summary and rating. Saving it with the
 * transaction's app runs the reviews model hook (hooks/reviews-records.pb.ts →
 * lib/review-summary-sync.ts), which recomputes the summaries it counted in and the reviewee's
 * rating fields inside the same transaction. The reversal (lib/moderation-reverse.ts) sets
 * `status` back to `active` the same way.
 */
export function hideReviewForDecision(txApp: PbApp, review: PbRecord): { before: string; after: string } {
  const before = review.getString('status');
  review.set('status', 'hidden');
  txApp.save(review);
  return { before, after: 'hidden' };
}
