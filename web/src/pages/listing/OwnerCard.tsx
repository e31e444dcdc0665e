import { Card } from '@blueprintjs/core';
import { listingCardOwner, usePocketBase } from '@partilha/data';
import { LISTING_MESSAGES, LISTING_PAGE_MESSAGES, type User } from '@partilha/domain';
import { RatingStars, UserAvatar, VerifiedBadge } from '@partilha/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';

/**
 * Who offers the listing (spec 000 §2 Listing detail): photo, name linking to their profile, their
 * rating as a provider and the verified mark. The owner may be unreadable (e.g. removed): say so.
 */
export function OwnerCard({ owner }: { owner: User | null }) {
  const client = usePocketBase();
  const titleId = useId();
  const summary = listingCardOwner(client, owner);
  return (
    <Card className="listing-owner" role="region" aria-labelledby={titleId}>
      <h2 id={titleId} className="listing-detail__side-title">
        {LISTING_PAGE_MESSAGES.owner}
      </h2>
      {owner && summary ? (
        <div className="listing-owner__body">
          <UserAvatar name={summary.name} imageUrl={summary.avatarUrl} size="lg" decorative />
          <div className="listing-owner__text">
            <Link to={`/profile/${owner.id}`} className="listing-owner__name">
              {summary.name}
            </Link>
            <RatingStars rating={summary.rating} reviewCount={summary.reviewCount} size="sm" />
            {owner.verifiedProvider && <VerifiedBadge />}
          </div>
        </div>
      ) : (
        <p className="listing-owner__missing">{LISTING_MESSAGES.ownerUnavailable}</p>
      )}
    </Card>
  );
}
