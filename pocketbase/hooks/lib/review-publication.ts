import { REVIEW_BLIND_DAYS, reviewsArePublishable } from '@partilha/domain';
import { BOOKINGS, findRecordOrNull, instantOfStored, storedInstant } from './booking-records';
import { inTransaction } from './booking-transaction';
import { REVIEWS } from './review-records';

/**
 * Blind reviews (issue 21; docs/adr/0024-blind-reviews.md): a review is written with no
 * publishedAt, so only its author reads it and no summary counts it. The reviews of a booking are
 * published together, in the transaction that makes them due: the second party's review, or the
 * booking job once REVIEW_BLIND_DAYS have passed since completion. Publishing is an update of
 * each review, whose model hook recomputes the summaries it now counts in.
 */

/** Publishes the booking's unpublished reviews if they are due at `now`; how many it published. */
export function publishBookingReviews(txApp: PbApp, bookingId: string, now: Date): number {
  const booking = findRecordOrNull(txApp, BOOKINGS, bookingId);
  if (!booking) return 0;
  const reviews = txApp.findRecordsByFilter(REVIEWS, 'booking = {:booking}', 'created', 0, 0, { booking: bookingId });
  const waiting = reviews.filter((review) => review.getString('publishedAt') === '');
  if (waiting.length === 0) return 0;
  const due = reviewsArePublishable(
    { owner: booking.getString('owner'), renter: booking.getString('renter') },
    reviews.map((review) => review.getString('reviewer')),
    instantOfStored(booking.getString('completedAt')),
    now,
    // Only the owner reviews a late cancellation: nobody can answer it in kind.
    booking.getString('status') === 'cancelled',
  );
  if (!due) return 0;
  for (const review of waiting) {
    review.set('publishedAt', storedInstant(now));
    txApp.save(review);
  }
  return waiting.length;
}

/**
 * The booking job's part: reviews still blind whose booking was completed REVIEW_BLIND_DAYS ago
 * or more are published, each booking in its own transaction (a run at the same time publishes
 * nothing twice: it finds them published). How many reviews it published.
 */
export function publishDueReviews(app: PbApp, now: Date): number {
  const before = storedInstant(new Date(now.getTime() - REVIEW_BLIND_DAYS * 24 * 3_600_000));
  const rows = arrayOf(new DynamicModel({ booking: '' }));
  app
    .db()
    .newQuery(
      "SELECT DISTINCT r.booking AS booking FROM reviews r JOIN bookings b ON b.id = r.booking WHERE r.publishedAt = '' AND b.completedAt != '' AND b.completedAt <= {:before}",
    )
    .bind({ before })
    .all(rows);
  let published = 0;
  for (const row of rows) {
    const bookingId = String(row.booking);
    try {
      published += inTransaction(app, (txApp) => publishBookingReviews(txApp, bookingId, now));
    } catch (error) {
      app.logger().error('Publishing the reviews of a booking failed', 'booking', bookingId, 'error', String(error));
    }
  }
  return published;
}
