import { Callout } from '@blueprintjs/core';
import { avatarUrl, listingImageUrl, usePocketBase, type BookingWithParties } from '@partilha/data';
import {
  BOOKING_MESSAGES,
  displayNameOf,
  formatDate,
  formatDateRange,
  formatEuros,
  formatListingPrice,
  LISTING_TYPE_LABELS,
  type BookingActor,
  type User,
  BOOKING_PAGE_MESSAGES,
  translateText,
} from '@partilha/domain';
import { UserAvatar } from '@partilha/ui';
import { Link } from 'react-router-dom';
import { bookingDayCount, bookingPriceFormulaText, hoursText, whoCancelled } from './booking-facts-text';

/**
 * What the booking is (spec 001 §2 Booking detail): the listing (first image, title, type, link to
 * /listings/{id}), the two people as "Booking requester" and "Listing owner", the dates, the price
 * details in euros, the notes, and how it ended when it was cancelled.
 */
export function BookingFacts({ data, role }: { data: BookingWithParties; role: BookingActor }) {
  const client = usePocketBase();
  const { booking, listing } = data;
  const image = listing ? listingImageUrl(client, listing, listing.images[0], '300x300') : '';
  const days = bookingDayCount(booking);
  const formula = bookingPriceFormulaText(booking, listing);

  return (
    <div className="booking-facts">
      <section className="booking-facts__listing" aria-label={BOOKING_PAGE_MESSAGES.listing}>
        {image ? (
          <img src={image} alt="" className="booking-facts__image" width={96} height={96} />
        ) : (
          <div className="booking-facts__image booking-facts__image--empty" aria-hidden>
            {BOOKING_PAGE_MESSAGES.noImage}
          </div>
        )}
        <div>
          {listing ? (
            <Link to={`/listings/${listing.id}`} className="booking-facts__listing-title">
              {listing.title}
            </Link>
          ) : (
            <span className="booking-facts__listing-title">{booking.listingTitle}</span>
          )}
          <p className="booking-facts__muted">{LISTING_TYPE_LABELS[booking.listingType]}</p>
          {data.listingProblem && (
            <p className="booking-facts__warning">
              {data.listingProblem === 'error'
                ? BOOKING_MESSAGES.errorLoadingListing
                : BOOKING_MESSAGES.listingNotFound}
            </p>
          )}
        </div>
      </section>

      <section className="booking-facts__section" aria-labelledby="booking-people">
        <h2 id="booking-people" className="booking-facts__heading">
          {BOOKING_PAGE_MESSAGES.people}
        </h2>
        <div className="booking-facts__people">
          <Person
            label={BOOKING_PAGE_MESSAGES.bookingRequester}
            person={data.renter}
            id={booking.renter}
            context="renter"
            you={role === 'renter'}
          />
          <Person
            label={BOOKING_PAGE_MESSAGES.listingOwner}
            person={data.owner}
            id={booking.owner}
            context="owner"
            you={role === 'owner'}
          />
        </div>
      </section>

      <section className="booking-facts__section" aria-labelledby="booking-dates">
        <h2 id="booking-dates" className="booking-facts__heading">
          {BOOKING_PAGE_MESSAGES.datesAndTimes}
        </h2>
        <dl className="booking-facts__list">
          <dt>{BOOKING_PAGE_MESSAGES.dates}</dt>
          <dd>{formatDateRange(booking.startDate, booking.endDate)}</dd>
          {booking.selectedDates.length > 0 && (
            <>
              <dt>{BOOKING_PAGE_MESSAGES.daysBooked}</dt>
              <dd>{booking.selectedDates.map((day) => formatDate(day)).join(', ')}</dd>
            </>
          )}
          {booking.listingType === 'service' && (
            <>
              <dt>{BOOKING_PAGE_MESSAGES.hoursPerDay}</dt>
              <dd>{hoursText(booking.hoursPerDay)}</dd>
            </>
          )}
          <dt>{BOOKING_PAGE_MESSAGES.requestedOn}</dt>
          <dd>{formatDate(booking.created, { withTime: true })}</dd>
          {booking.lastUpdated && (
            <>
              <dt>{BOOKING_PAGE_MESSAGES.lastUpdated}</dt>
              <dd>{formatDate(booking.lastUpdated, { withTime: true })}</dd>
            </>
          )}
        </dl>
      </section>

      <section className="booking-facts__section" aria-labelledby="booking-price">
        <h2 id="booking-price" className="booking-facts__heading">
          {BOOKING_PAGE_MESSAGES.priceDetails}
        </h2>
        <dl className="booking-facts__list">
          {listing && (
            <>
              <dt>{BOOKING_PAGE_MESSAGES.price}</dt>
              <dd>{formatListingPrice(listing.price, listing.type)}</dd>
            </>
          )}
          <dt>{BOOKING_PAGE_MESSAGES.days}</dt>
          <dd>{days}</dd>
          {formula && (
            <>
              <dt>{BOOKING_PAGE_MESSAGES.calculation}</dt>
              <dd>{formula}</dd>
            </>
          )}
          <dt className="booking-facts__total">{BOOKING_PAGE_MESSAGES.total}</dt>
          <dd className="booking-facts__total">{formatEuros(booking.totalPrice)}</dd>
          <dt>{BOOKING_PAGE_MESSAGES.payment}</dt>
          <dd>
            {booking.paymentStatus === 'pending'
              ? BOOKING_PAGE_MESSAGES.paymentPending
              : booking.paymentStatus === 'paid'
                ? BOOKING_PAGE_MESSAGES.paymentPaid
                : BOOKING_PAGE_MESSAGES.paymentRefunded}
          </dd>
        </dl>
        <p className="booking-facts__muted">{BOOKING_MESSAGES.paymentNote}</p>
      </section>

      {booking.notes && (
        <section className="booking-facts__section" aria-labelledby="booking-notes">
          <h2 id="booking-notes" className="booking-facts__heading">
            {BOOKING_PAGE_MESSAGES.notes}
          </h2>
          <p className="booking-facts__notes">{booking.notes}</p>
        </section>
      )}

      {booking.status === 'rejected' && !booking.expiredAt && (
        <Callout intent="danger" icon="cross">
          <h2 className="booking-facts__heading">{BOOKING_PAGE_MESSAGES.rejected}</h2>
          <p className="booking-facts__notes">
            {role === 'owner' ? BOOKING_PAGE_MESSAGES.youRejected : BOOKING_PAGE_MESSAGES.ownerRejected}
            {booking.rejectionReason ? BOOKING_PAGE_MESSAGES.reasonSuffix(booking.rejectionReason) : ''}
          </p>
        </Callout>
      )}

      {booking.status === 'rejected' && booking.expiredAt && (
        <Callout intent="warning" icon="time">
          <h2 className="booking-facts__heading">{BOOKING_PAGE_MESSAGES.expiredHeading}</h2>
          <p className="booking-facts__notes">
            {role === 'owner' ? BOOKING_PAGE_MESSAGES.youDidNotAnswer : BOOKING_PAGE_MESSAGES.ownerDidNotAnswer}
            {BOOKING_PAGE_MESSAGES.reasonSuffix(translateText(booking.rejectionReason))}
          </p>
        </Callout>
      )}

      {booking.status === 'cancelled' && (
        <Callout intent={booking.isLateCancellation ? 'warning' : 'none'} icon="disable">
          <h2 className="booking-facts__heading">{BOOKING_PAGE_MESSAGES.cancelledHeading}</h2>
          <p className="booking-facts__notes">
            {whoCancelled(booking, role)}
            {booking.cancelledAt
              ? BOOKING_PAGE_MESSAGES.cancelledOn(formatDate(booking.cancelledAt, { withTime: true }))
              : ''}
            .
            {booking.cancellationReason
              ? BOOKING_PAGE_MESSAGES.cancellationReasonSuffix(translateText(booking.cancellationReason))
              : ''}
            {booking.isLateCancellation ? BOOKING_PAGE_MESSAGES.wasLate : ''}
          </p>
        </Callout>
      )}
    </div>
  );
}

function Person({
  label,
  person,
  id,
  context,
  you,
}: {
  label: string;
  person: User | null;
  id: string;
  context: BookingActor;
  you: boolean;
}) {
  const client = usePocketBase();
  const name = displayNameOf(person, context);
  const avatar = avatarUrl(client, person, '100x100');
  return (
    <div className="booking-facts__person">
      <UserAvatar name={name} imageUrl={avatar} size="md" decorative />
      <div>
        <p className="booking-facts__muted">{label}</p>
        <Link to={`/profile/${id}`} className="booking-facts__person-name">
          {name}
        </Link>
        {you && <span className="booking-facts__you">{BOOKING_PAGE_MESSAGES.you}</span>}
      </div>
    </div>
  );
}
