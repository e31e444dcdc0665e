import { LISTING_PAGE_MESSAGES } from '@partilha/domain';
import { Button } from '@blueprintjs/core';
import type { Listing } from '@partilha/domain';
import { PriceTag } from '@partilha/ui';
import { OwnerActions } from './OwnerActions';

export interface ListingPriceBarProps {
  listing: Pick<Listing, 'id' | 'price' | 'type'>;
  /** The owner gets their own actions in the bar; anyone else gets Request. */
  isOwner: boolean;
  /** Request was pressed: bring the booking request form into view. */
  onRequest: () => void;
}

/**
 * The listing's price and its main action, kept at the bottom of a phone's screen (the page
 * renders it only in the phone layout, where the form sits below the pictures and the title).
 * It is the last thing in the page, so at the end it rests in its own room and covers nothing.
 */
export function ListingPriceBar({ listing, isOwner, onRequest }: ListingPriceBarProps) {
  return (
    <section className="listing-price-bar" aria-label={LISTING_PAGE_MESSAGES.priceAndRequest}>
      <PriceTag price={listing.price} type={listing.type} size="md" className="listing-price-bar__price" />
      {isOwner ? (
        <OwnerActions listingId={listing.id} compact />
      ) : (
        <Button intent="primary" size="large" text={LISTING_PAGE_MESSAGES.request} onClick={onRequest} />
      )}
    </section>
  );
}
