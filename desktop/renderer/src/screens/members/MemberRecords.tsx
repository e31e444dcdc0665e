import { HTMLTable } from '@blueprintjs/core';
import type { ConsoleBooking, ConsoleMemberDetail, MemberReviewRow } from '@partilha/data';
import {
  CONSOLE_RECORDS_TEXTS as T,
  formatDate,
  formatDateRange,
  formatEuros,
  LISTING_MODERATION_LABELS,
  REVIEW_TYPE_LABELS,
  type ReviewType,
} from '@partilha/domain';
import { BookingStatusBadge, RatingStars } from '@partilha/ui';
import { screenHref } from '../../routing/hash-route';

/** A member's listings, each a link to its drawer on the Listings screen. */
export function MemberListings({ listings, ownerId }: { listings: ConsoleMemberDetail['listings']; ownerId: string }) {
  if (listings.length === 0) return <p>{T.noListings}</p>;
  return (
    <HTMLTable compact striped className="console-records" aria-label={T.listings}>
      <thead>
        <tr>
          <th scope="col">{T.title}</th>
          <th scope="col">{T.status}</th>
          <th scope="col">{T.price}</th>
        </tr>
      </thead>
      <tbody>
        {listings.map((listing) => (
          <tr key={listing.id}>
            <td>
              <a href={screenHref('listings', { owner: ownerId, id: listing.id })}>{listing.title || listing.id}</a>
            </td>
            <td>
              {listing.status === 'suspended' ? LISTING_MODERATION_LABELS.suspended : LISTING_MODERATION_LABELS.active}
              {listing.ownerSuspended ? T.ownerSuspended : ''}
            </td>
            <td>{formatEuros(listing.price)}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/** Bookings of one side (as renter or as owner), each a link to its drawer. */
export function MemberBookings({
  bookings,
  label,
  other,
}: {
  bookings: ConsoleBooking[];
  label: string;
  other: 'renter' | 'owner';
}) {
  if (bookings.length === 0) return <p>{T.noBookings}</p>;
  return (
    <HTMLTable compact striped className="console-records" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">{T.listing}</th>
          <th scope="col">{other === 'owner' ? T.owner : T.renter}</th>
          <th scope="col">{T.dates}</th>
          <th scope="col">{T.status}</th>
          <th scope="col">{T.total}</th>
        </tr>
      </thead>
      <tbody>
        {bookings.map((booking) => (
          <tr key={booking.id}>
            <td>
              <a href={screenHref('bookings', { id: booking.id })}>{booking.listingTitle || booking.listingId}</a>
            </td>
            <td>{booking[other].displayName}</td>
            <td>{formatDateRange(booking.startDate, booking.endDate || null)}</td>
            <td>
              <BookingStatusBadge status={booking.status} />
            </td>
            <td>{formatEuros(booking.totalPrice)}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/** Reviews written or received, newest first. */
export function MemberReviews({ reviews, label }: { reviews: MemberReviewRow[]; label: string }) {
  if (reviews.length === 0) return <p>{T.noReviews}</p>;
  return (
    <ul className="console-messages" aria-label={label}>
      {reviews.map((review) => (
        <li key={review.id} className="console-messages__item">
          <RatingStars rating={review.overallRating} reviewCount={1} showCount={false} size="sm" />{' '}
          <strong>{review.title || T.untitledReview}</strong>
          <div className="console-messages__meta">
            {REVIEW_TYPE_LABELS[review.reviewType as ReviewType] ?? review.reviewType} · {review.otherName} ·{' '}
            {formatDate(review.created)}
            {review.status && review.status !== 'active' ? ` · ${review.status}` : ''}
          </div>
        </li>
      ))}
    </ul>
  );
}
