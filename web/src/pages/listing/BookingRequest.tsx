import { errorMessage, requestBooking, usePocketBase } from '@partilha/data';
import {
  BOOKING_MESSAGES,
  bookingDetailPath,
  lisbonIsoDate,
  sendRequestFailedMessage,
  type BookingRequestForm,
  type Listing,
  BOOKING_PAGE_MESSAGES,
  translateText,
} from '@partilha/domain';
import { BookingForm, EMPTY_BOOKING_REQUEST } from '@partilha/ui';
import { useId, useMemo, useState, type Ref } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '../../app/toaster';
import { notifyOpenerOfBooking } from '../../widgets-bridge/notify-opener';
import { rememberRedirectTarget } from '../../guards/redirect-target';
import { useListingAvailability } from './use-listing-availability';

/**
 * The booking request of a listing page for anyone but its owner (spec 001 §2, §5, §8). The
 * availability is checked as days are chosen and again just before sending; the server checks a
 * last time and prices the request itself. A signed-out visitor is sent to sign in and brought
 * back here. `sectionRef` is the form's section: the phone's Request button scrolls to it and focuses it (a
 * plain prop: the website's build runs on Preact, where `ref` on a component is the component).
 */
export function BookingRequest({
  listing,
  signedIn,
  sectionRef,
}: {
  listing: Listing;
  signedIn: boolean;
  sectionRef?: Ref<HTMLElement>;
}) {
  const titleId = useId();
  const client = usePocketBase();
  const navigate = useNavigate();
  const location = useLocation();
  // Today in Lisbon, once per page: the calendar and the checks agree on what "past" means.
  const today = useMemo(() => lisbonIsoDate(new Date()), []);
  const [value, setValue] = useState<BookingRequestForm>(EMPTY_BOOKING_REQUEST);
  const [submitting, setSubmitting] = useState(false);
  const availability = useListingAvailability(listing.id, today, value.selectedDates);

  const submit = async (request: BookingRequestForm) => {
    if (!signedIn) {
      toast.error(BOOKING_MESSAGES.mustBeLoggedInToBook);
      rememberRedirectTarget(`${location.pathname}${location.search}`);
      navigate('/login');
      return;
    }
    if (request.selectedDates.length === 0) {
      toast.error(BOOKING_MESSAGES.selectAtLeastOneDate);
      return;
    }
    setSubmitting(true);
    try {
      const taken = await availability.checkNow(request.selectedDates);
      if (taken && taken.length > 0) {
        toast.warning(BOOKING_MESSAGES.datesUnavailable, { description: BOOKING_MESSAGES.datesUnavailableAtSubmit });
        return;
      }
      const booking = await requestBooking(client, { listingId: listing.id, ...request });
      toast.success(BOOKING_MESSAGES.requestSent);
      // Opened from a partner's booking button: tell that page (widgets/README.md).
      notifyOpenerOfBooking(listing.id);
      navigate(bookingDetailPath(booking.id));
    } catch (error) {
      toast.error(sendRequestFailedMessage(translateText(errorMessage(error, ''))));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <section ref={sectionRef} id="booking-request" className="booking-request" aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className="listing-detail__side-title">
        {BOOKING_PAGE_MESSAGES.requestBooking}
      </h2>
      <BookingForm
        listingType={listing.type}
        price={listing.price}
        today={today}
        unavailableDates={availability.unavailableDates}
        availability={listing.availability}
        value={value}
        onChange={setValue}
        onSubmit={(request) => void submit(request)}
        checkingAvailability={availability.checking}
        conflictingDates={availability.conflictingDates}
        submitting={submitting}
      />
    </section>
  );
}
