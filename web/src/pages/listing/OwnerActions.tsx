import { LISTING_PAGE_MESSAGES } from '@partilha/domain';
import { RouterButton } from '../../frame/RouterButton';

/**
 * What the viewer can do with the listing (spec 000 §2, spec 001 §2): its owner edits it or looks
 * at booking requests; anyone else gets the booking request form. `compact` is the phone's price
 * bar: the same two links side by side, without icons, to fit beside the price.
 */
export function OwnerActions({ listingId, compact = false }: { listingId: string; compact?: boolean }) {
  return (
    <div className={compact ? 'listing-actions listing-actions--compact' : 'listing-actions'}>
      <RouterButton
        to={`/account/listings/${listingId}/edit`}
        intent="primary"
        icon={compact ? undefined : 'edit'}
        text={LISTING_PAGE_MESSAGES.edit}
        fill={!compact}
      />
      <RouterButton
        to="/account/bookings"
        icon={compact ? undefined : 'calendar'}
        text={LISTING_PAGE_MESSAGES.viewBookingRequests}
        fill={!compact}
      />
    </div>
  );
}
