import { Button, Callout, SegmentedControl } from '@blueprintjs/core';
import { getReviewSummary, useAuth, usePocketBase } from '@partilha/data';
import { PROFILE_REVIEW_PAGE_SIZE, reviewerDisplayName } from '@partilha/domain';
import { ReportDialog, ReviewList } from '@partilha/ui';
import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLoader } from '../../app/use-loader';
import { useNow } from '../../app/use-now';
import { rememberRedirectTarget } from '../../guards/redirect-target';
import { useReportNotifier } from '../../moderation/use-report-notifier';
import { reviewCardOf, useReviewFileUrls } from '../../reviews/review-card-of';
import { ProfileRatingSummary } from './ProfileRatingSummary';
import { PROFILE_REVIEW_TEXTS as T } from './profile-review-texts';
import { useReviewActions } from './use-review-actions';
import { useReviewPages } from './use-review-pages';
import './profile-reviews.css';

/** A member is reviewed as the owner of what they lend and as the renter of what they book. */
type ReviewedRole = 'owner' | 'renter';

export interface ProfileReviewsProps {
  userId: string;
  /** Reviews received as owner and as renter, as the profile carries them (they pick the first role shown). */
  ownerReviewCount: number;
  renterReviewCount: number;
}

/**
 * The Reviews tab of a public profile (spec 000 §2): the reviews the member received in one role —
 * as a provider unless only clients reviewed them — with the rating summary, the review list in
 * pages of 20, Helpful for a signed-in visitor and Report for anyone (guests confirm by e-mail).
 */
export function ProfileReviews({ userId, ownerReviewCount, renterReviewCount }: ProfileReviewsProps) {
  const [role, setRole] = useState<ReviewedRole>(ownerReviewCount === 0 && renterReviewCount > 0 ? 'renter' : 'owner');
  return (
    <section className="profile-reviews" aria-labelledby="reviews-title">
      <div className="profile-reviews__head">
        <h2 id="reviews-title" className="profile-page__section-title">
          {T.title}
        </h2>
        <SegmentedControl
          aria-label={T.roleLabel}
          size="small"
          value={role}
          onValueChange={(value) => setRole(value as ReviewedRole)}
          options={[
            { value: 'owner', label: `${T.asOwner} (${ownerReviewCount})` },
            { value: 'renter', label: `${T.asRenter} (${renterReviewCount})` },
          ]}
        />
      </div>
      {/* A new role is a new list: its own order, pages and summary. */}
      <RoleReviews key={role} userId={userId} reviewType={role} />
    </section>
  );
}

function RoleReviews({ userId, reviewType }: { userId: string; reviewType: ReviewedRole }) {
  const client = usePocketBase();
  const auth = useAuth();
  const viewerId = auth.status === 'signedIn' ? auth.user.id : null;
  const now = useNow();
  const target = useMemo(() => ({ reviewType, targetId: userId }), [reviewType, userId]);
  const summary = useLoader(useCallback(() => getReviewSummary(client, target), [client, target]));
  const pages = useReviewPages(target);
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

  return (
    <>
      {summary.status === 'ready' && summary.data.totalReviews > 0 && <ProfileRatingSummary summary={summary.data} />}
      {!viewerId && pages.items.length > 0 && <SignInPrompt />}
      <ReviewList
        reviews={reviews}
        reviewType={reviewType}
        sort={pages.sort}
        onSortChange={pages.setSort}
        hasMore={pages.hasMore}
        onLoadMore={pages.loadMore}
        pageSize={PROFILE_REVIEW_PAGE_SIZE}
        state={pages.state}
        onRetry={pages.retry}
        now={now}
        viewerId={viewerId}
        votedReviewIds={actions.voted}
        reportedReviewIds={actions.reported}
        pendingVoteIds={actions.pendingVotes}
        onHelpful={viewerId ? (id) => void actions.markHelpful(id) : undefined}
        onReport={actions.report.open}
        headingLevel={3}
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

/** Helpful needs a member: a visitor is asked to sign in and comes back here after. */
function SignInPrompt() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Callout className="profile-reviews__sign-in" icon="log-in" compact>
      <span>{T.signInPrompt}</span>
      <Button
        size="small"
        intent="primary"
        text={T.signIn}
        onClick={() => {
          rememberRedirectTarget(location.pathname);
          navigate('/auth/login');
        }}
      />
    </Callout>
  );
}
