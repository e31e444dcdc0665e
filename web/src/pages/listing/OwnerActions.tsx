import { RouterButton } from '../../frame/RouterButton';

/**
 * What the viewer can do with the listing (spec 000 §2, spec 001 §2): its owner edits it or looks
 * at booking requests; anyone else gets the booking request form.
 */
export function OwnerActions({ listingId }: { listingId: string }) {
  return (
    <div className="listing-actions">
      <RouterButton to={`/account/listings/${listingId}/edit`} intent="primary" icon="edit" text="Edit" fill />
      <RouterButton to="/account/bookings" icon="calendar" text="View Booking Requests" fill />
    </div>
  );
}
