import { SegmentedControl } from '@blueprintjs/core';
import { PROFILE_REVIEW_PAGE_SIZE } from '@partilha/domain';
import { useMemo, useState } from 'react';
import { REVIEW_TEXTS as T } from '../../reviews/review-texts';
import { TargetReviews } from '../../reviews/TargetReviews';
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
      <div className="target-reviews__head">
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
  const target = useMemo(() => ({ reviewType, targetId: userId }), [reviewType, userId]);
  return <TargetReviews target={target} pageSize={PROFILE_REVIEW_PAGE_SIZE} />;
}
