import { useId } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { RouterButton } from '../../frame/RouterButton';
import { rememberRedirectTarget } from '../../guards/redirect-target';

/**
 * What the viewer can do with the listing (spec 000 §2, spec 001 §2): its owner edits it or looks
 * at booking requests; anyone else gets the booking request slot. The request form itself arrives
 * with the bookings issue, so the slot says so plainly rather than showing a form that cannot
 * send; a signed-out visitor is offered sign-in, which brings them back here.
 */
export function ListingActions({
  listingId,
  isOwner,
  signedIn,
}: {
  listingId: string;
  isOwner: boolean;
  signedIn: boolean;
}) {
  if (isOwner) {
    return (
      <div className="listing-actions">
        <RouterButton to={`/account/listings/${listingId}/edit`} intent="primary" icon="edit" text="Edit" fill />
        <RouterButton to="/account/bookings" icon="calendar" text="View Booking Requests" fill />
      </div>
    );
  }
  return <BookingRequestSlot signedIn={signedIn} />;
}

function BookingRequestSlot({ signedIn }: { signedIn: boolean }) {
  const titleId = useId();
  const location = useLocation();
  return (
    <section className="booking-slot" aria-labelledby={titleId}>
      <h2 id={titleId} className="listing-detail__side-title">
        Request a booking
      </h2>
      {signedIn ? (
        <p className="booking-slot__text">
          Booking requests are coming soon. You will be able to choose dates and send a request to the owner from this
          page.
        </p>
      ) : (
        <p className="booking-slot__text">
          <Link
            to="/auth/login"
            className="booking-slot__sign-in"
            onClick={() => rememberRedirectTarget(`${location.pathname}${location.search}`)}
          >
            Sign in to request a booking
          </Link>
        </p>
      )}
    </section>
  );
}
