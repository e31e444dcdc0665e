import { Button, Callout } from '@blueprintjs/core';
import { getReviewSummary, useAuth, usePocketBase, type ReviewTarget } from '@partilha/data';
import { REVIEW_PAGE_SIZE, reviewerDisplayName, type ReviewSummaryRecord } from '@partilha/domain';
import { ReportDialog, ReviewList } from '@partilha/ui';
import { useCallback, useMemo } from 'react';
import { useLoader } from '../app/use-loader';
import { useNow } from '../app/use-now';
import { useSignInFromHere } from '../guards/use-sign-in-from-here';
import { useReportNotifier } from '../moderation/use-report-notifier';
import { RatingSummary } from './RatingSummary';
import { ReviewReplyEditor } from './ReviewReplyEditor';
import { reviewCardOf, useReviewFileUrls } from './review-card-of';
import { REVIEW_TEXTS as T } from './review-texts';
import { useReviewActions } from './use-review-actions';
import { useReviewPages } from './use-review-pages';
import './reviews.css';

export interface TargetReviewsProps {
  /** Whose public reviews: a member in a role, or a listing. Memoise it: a new target reloads. */
  target: ReviewTarget;
  /** The target's summary when the page already read it; otherwise it is read here. */
  summary?: ReviewSummaryRecord;
  /** Reviews a page: 10 by default, `PROFILE_REVIEW_PAGE_SIZE` (20) on a public profile (spec 001 §9). */
  pageSize?: number;
  /** Accessible name of the list of reviews. */
  label?: string;
}

/**
 * A target's public reviews as the server serves them (hidden ones never reach the browser): the
 * stored rating summary, the list a page at a time in the chosen order, Helpful for a signed-in visitor
 * and Report for anyone (guests confirm by e-mail).
 */
export function TargetReviews({ target, summary: known, pageSize = REVIEW_PAGE_SIZE, label }: TargetReviewsProps) {
  const client = usePocketBase();
  const auth = useAuth();
  const viewerId = auth.status === 'signedIn' ? auth.user.id : null;
  const now = useNow();
  const summary = useLoader(
    useCallback(() => (known ? Promise.resolve(known) : getReviewSummary(client, target)), [client, target, known]),
  );
  const pages = useReviewPages(target, pageSize);
  const { updateShown } = pages;
  const onVoted = useCallback(
    (reviewId: string) =>
      updateShown(reviewId, (entry) => ({
        ...entry,
        review: { ...entry.review, helpfulCount: entry.review.helpfulCount + 1 },
      })),
    [updateShown],
  );
  const shownIds = useMemo(() => pages.items.map((entry) => entry.review.id), [pages.items]);
  const actions = useReviewActions(onVoted, shownIds, viewerId);
  const urls = useReviewFileUrls();
  const reviews = useMemo(() => pages.items.map((entry) => reviewCardOf(entry, urls)), [pages.items, urls]);
  const member = useReportNotifier();
  const reported = reviews.find((review) => review.id === actions.report.target);
  // The reviewed person answers a review about them (what others read is published already).
  const renderFooter = useCallback(
    (card: { id: string }) => {
      const entry = pages.items.find((item) => item.review.id === card.id);
      if (!entry || !viewerId || entry.review.reviewee !== viewerId) return null;
      return (
        <ReviewReplyEditor
          review={entry.review}
          now={now}
          onSaved={(saved) => updateShown(saved.id, (shown) => ({ ...shown, review: saved }))}
        />
      );
    },
    [pages.items, viewerId, now, updateShown],
  );

  return (
    <>
      {summary.status === 'ready' && summary.data.totalReviews > 0 && <RatingSummary summary={summary.data} />}
      {!viewerId && pages.items.length > 0 && <SignInPrompt />}
      <ReviewList
        reviews={reviews}
        reviewType={target.reviewType}
        sort={pages.sort}
        onSortChange={pages.setSort}
        hasMore={pages.hasMore}
        onLoadMore={pages.loadMore}
        pageSize={pageSize}
        state={pages.state}
        onRetry={pages.retry}
        now={now}
        viewerId={viewerId}
        votedReviewIds={actions.voted}
        reportedReviewIds={actions.reported}
        pendingVoteIds={actions.pendingVotes}
        onHelpful={viewerId ? (id) => void actions.markHelpful(id) : undefined}
        onReport={actions.report.open}
        label={label}
        headingLevel={3}
        renderFooter={renderFooter}
      />
      <ReportDialog
        isOpen={actions.report.isOpen}
        kind="review"
        targetId={actions.report.target ?? ''}
        targetLabel={
          reported ? T.reviewBy(reported.title, reviewerDisplayName(reported.reviewer, reported.reviewerName)) : ''
        }
        member={member}
        onSubmit={actions.report.submit}
        onClose={actions.report.close}
      />
    </>
  );
}

/** Helpful needs a member: a visitor is asked to sign in and comes back to this page after. */
function SignInPrompt() {
  const signInFromHere = useSignInFromHere();
  return (
    <Callout className="target-reviews__sign-in" icon="log-in" compact>
      <span>{T.signInPrompt}</span>
      <Button size="small" intent="primary" text={T.signIn} onClick={() => signInFromHere()} />
    </Callout>
  );
}
