import { Spinner } from '@blueprintjs/core';
import { useAuth, type BookingWithParties } from '@partilha/data';
import { BOOKING_MESSAGES, resolveBookingRole } from '@partilha/domain';
import { BookingStatusBadge } from '@partilha/ui';
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { toast } from '../../../app/toaster';
import { RouterButton } from '../../../frame/RouterButton';
import { useDocumentTitle } from '../../../frame/use-document-title';
import { BookingActions } from './BookingActions';
import { BookingFacts } from './BookingFacts';
import { BookingMessages } from './BookingMessages';
import { ReviewsPrompt } from './ReviewsPrompt';
import { useBooking } from './use-booking';
import './booking-detail.css';

const MY_BOOKINGS = '/account/bookings';

/**
 * A booking's page, /account/bookings/{id} (spec 001 §2 Booking detail): on the left the booking
 * with its status, listing, people, dates, price and the viewer's actions; on the right the
 * messages. Only its two parties see it; anything else goes back to My Bookings with the
 * spec's toast.
 */
export function BookingDetailPage() {
  const { id = '' } = useParams();
  const auth = useAuth();
  const state = useBooking(id);
  const viewerId = auth.status === 'signedIn' ? auth.user.id : '';
  const role = state.status === 'ready' ? resolveBookingRole(state.data.booking, viewerId) : null;
  const refusal =
    state.status === 'failed'
      ? state.message
      : state.status === 'ready' && !role
        ? BOOKING_MESSAGES.noPermissionToViewToast
        : null;
  useDocumentTitle(state.status === 'ready' ? `Booking: ${state.data.booking.listingTitle}` : 'Booking');

  useEffect(() => {
    if (refusal) toast.error(refusal);
  }, [refusal]);

  if (refusal) return <Navigate to={MY_BOOKINGS} replace />;
  if (state.status !== 'ready' || !role) {
    return (
      <div className="page--centered" role="status">
        <Spinner aria-label="Loading booking" />
      </div>
    );
  }
  return <BookingDetail data={state.data} role={role} viewerId={viewerId} onChanged={state.replace} />;
}

function BookingDetail({
  data,
  role,
  viewerId,
  onChanged,
}: {
  data: BookingWithParties;
  role: 'owner' | 'renter';
  viewerId: string;
  onChanged: Parameters<typeof BookingActions>[0]['onChanged'];
}) {
  const { booking } = data;
  return (
    <article className="booking-detail" aria-labelledby="booking-title">
      <RouterButton
        to={MY_BOOKINGS}
        icon="arrow-left"
        variant="minimal"
        text="My Bookings"
        className="booking-detail__back"
      />
      <header className="booking-detail__header">
        <h1 id="booking-title" className="page__title booking-detail__title">
          {booking.listingTitle || 'Booking'}
        </h1>
        <BookingStatusBadge status={booking.status} />
      </header>
      <ReviewsPrompt data={data} role={role} />
      <div className="booking-detail__layout">
        <div className="booking-detail__main">
          <BookingActions data={data} role={role} onChanged={onChanged}>
            <BookingFacts data={data} role={role} />
          </BookingActions>
        </div>
        <BookingMessages data={data} viewerId={viewerId} />
      </div>
    </article>
  );
}
