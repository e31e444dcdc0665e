import { Classes, SegmentedControl } from '@blueprintjs/core';
import type { ReviewTarget } from '@partilha/data';
import type { ReviewSummaryRecord, User } from '@partilha/domain';
import { useMemo, useState } from 'react';
import type { LoadState } from '../../app/use-loader';
import { REVIEW_TEXTS as T } from '../../reviews/review-texts';
import { TargetReviews } from '../../reviews/TargetReviews';

type Shown = 'listing' | 'owner';

export interface ListingReviewsProps {
  listingId: string;
  /** The owner, when readable: their reviews as a provider can be shown too. */
  owner: User | null;
  /** The listing's stored summary, read once by the page for the line under the title too. */
  summary: LoadState<ReviewSummaryRecord>;
}

/** The listing's own reviews first, unless only its owner has been reviewed (as a provider). */
function firstShown(listingCount: number, ownerCount: number): Shown {
  return listingCount === 0 && ownerCount > 0 ? 'owner' : 'listing';
}

/**
 * The Reviews section of a listing page (`#reviews`, linked from the line under the title): the
 * listing's reviews or its owner's reviews as a provider, each with the server's summary. Until the
 * listing's summary is read the section keeps the room of a loading list, so nothing jumps.
 */
export function ListingReviews({ listingId, owner, summary }: ListingReviewsProps) {
  const [chosen, setChosen] = useState<Shown | null>(null);
  const ownerId = owner?.id ?? '';
  const ownerCount = owner?.reviewsAsProvider ?? 0;
  const listingTarget = useMemo<ReviewTarget>(() => ({ reviewType: 'listing', targetId: listingId }), [listingId]);
  const ownerTarget = useMemo<ReviewTarget>(() => ({ reviewType: 'owner', targetId: ownerId }), [ownerId]);
  const listingSummary = summary.status === 'ready' ? summary.data : undefined;
  const listingCount = listingSummary?.totalReviews ?? 0;
  const shown: Shown = owner ? (chosen ?? firstShown(listingCount, ownerCount)) : 'listing';

  return (
    <section id="reviews" className="listing-detail__section listing-reviews" aria-labelledby="listing-reviews-title">
      <div className="target-reviews__head">
        <h2 id="listing-reviews-title" className="listing-detail__section-title">
          {T.title}
        </h2>
        {owner && summary.status !== 'loading' && (
          <SegmentedControl
            aria-label={T.shownOnListing}
            size="small"
            value={shown}
            onValueChange={(value) => setChosen(value as Shown)}
            options={[
              { value: 'listing', label: `${T.ofListing} (${listingCount})` },
              { value: 'owner', label: `${T.ofOwner} (${ownerCount})` },
            ]}
          />
        )}
      </div>
      {summary.status === 'loading' ? (
        <div className={`listing-reviews__placeholder ${Classes.SKELETON}`} aria-hidden="true" />
      ) : shown === 'listing' ? (
        <TargetReviews key="listing" target={listingTarget} summary={listingSummary} label={T.ofListing} />
      ) : (
        <TargetReviews key="owner" target={ownerTarget} label={T.ofOwner} />
      )}
    </section>
  );
}
