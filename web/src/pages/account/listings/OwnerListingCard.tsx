import { LISTING_PAGE_MESSAGES } from '@partilha/domain';
import { Button } from '@blueprintjs/core';
import type { Listing } from '@partilha/domain';
import { ListingCard } from '@partilha/ui';
import { RouterButton } from '../../../frame/RouterButton';
import { useListingCardProps } from '../../../listings/use-listing-card-props';

export function ownerListingPath(id: string): string {
  return `/account/listings/${id}`;
}

/** The owner's view of a listing: where every card of My Listings leads. */
function ownerListingHref(listing: Listing): string {
  return ownerListingPath(listing.id);
}

export function editListingPath(id: string): string {
  return `/account/listings/${id}/edit`;
}

/**
 * One of the member's own listings in My Listings: the listing card (leading to the owner's view)
 * with Edit, Delete and View Details under it. The buttons sit beside the card's link, not in it,
 * and each names its listing for screen readers (its label starts with the visible text).
 */
export function OwnerListingCard({ listing, onDelete }: { listing: Listing; onDelete: (listing: Listing) => void }) {
  const cardProps = useListingCardProps({ showOwner: false, href: ownerListingHref, headingLevel: 2 });
  const detailPath = ownerListingPath(listing.id);
  return (
    <div className="owner-listing">
      <ListingCard {...cardProps({ listing })} />
      <div className="owner-listing__actions">
        <RouterButton
          to={editListingPath(listing.id)}
          icon="edit"
          size="small"
          text={LISTING_PAGE_MESSAGES.edit}
          fill
          aria-label={LISTING_PAGE_MESSAGES.editNamed(listing.title)}
        />
        <Button
          icon="trash"
          intent="danger"
          variant="outlined"
          size="small"
          text={LISTING_PAGE_MESSAGES.delete}
          fill
          aria-label={LISTING_PAGE_MESSAGES.deleteNamed(listing.title)}
          onClick={() => onDelete(listing)}
        />
        <RouterButton
          to={detailPath}
          icon="eye-open"
          size="small"
          text={LISTING_PAGE_MESSAGES.viewDetails}
          fill
          className="owner-listing__details"
          aria-label={LISTING_PAGE_MESSAGES.viewDetailsOf(listing.title)}
        />
      </div>
    </div>
  );
}
