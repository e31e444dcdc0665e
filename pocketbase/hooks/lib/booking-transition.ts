import {
  BOOKING_MESSAGES,
  checkBookingCompletion,
  describeTransitionEffects,
  isLateCancellation,
  nextCancellationStats,
  type BookingActor,
  type BookingStatus,
} from '@partilha/domain';
import { conflict, notFound } from './booking-api-errors';
import { bookDays, bookingDays, releaseDays } from './booking-days';
import { noticeBookingEvent, type BookingMail } from './booking-notices';
import { LISTINGS, USERS, dayPart, findRecordOrNull, storedInstant } from './booking-records';
import { appendStatusHistory } from './booking-status-history';
import { countEndedBooking } from './reliability-stats';

export interface TransitionResult {
  mails: BookingMail[];
  isLateCancellation: boolean;
}

/** Who cancelled, why, when, and whether it was late; a renter's cancellation counts on their profile. */
function recordCancellation(
  app: PbApp,
  booking: PbRecord,
  actor: BookingActor,
  actorId: string,
  reason: string,
  now: Date,
): boolean {
  const late = isLateCancellation(dayPart(booking.getString('startDate')), now);
  booking.set('cancellationReason', reason);
  booking.set('cancelledBy', actorId);
  booking.set('cancelledAt', storedInstant(now));
  booking.set('isLateCancellation', late);

  if (actor === 'renter') {
    const renter = findRecordOrNull(app, USERS, actorId);
    if (renter) {
      const stats = nextCancellationStats(
        {
          totalCancellations: renter.getFloat('totalCancellations'),
          lateCancellations: renter.getFloat('lateCancellations'),
        },
        actor,
        late,
      );
      renter.set('totalCancellations', stats.totalCancellations);
      renter.set('lateCancellations', stats.lateCancellations);
      renter.set('cancellationsUpdated', storedInstant(now));
      app.save(renter);
    }
  }
  return late;
}

/** What a status change may carry besides the status: the cancellation or the rejection reason. */
export interface TransitionReasons {
  cancellationReason?: string;
  rejectionReason?: string;
}

/**
 * Applies an allowed status change (already decided by the domain) with its effects, inside the
 * caller's transaction: completion is refused (409) before the first booked day, by the server's
 * clock; approval books exactly the booking's selected days (409 with the unavailable-dates text
 * when one is taken), cancelling an approved booking releases them, a cancellation is recorded,
 * a rejection keeps its reason, the change joins the booking's status history, the notified
 * party gets its notification row; the e-mails are returned for after the commit.
 */
export function applyTransition(
  app: PbApp,
  booking: PbRecord,
  from: BookingStatus,
  to: BookingStatus,
  actor: BookingActor,
  actorId: string,
  now: Date,
  reasons: TransitionReasons = {},
): TransitionResult {
  if (to === 'completed') {
    const tooEarly = checkBookingCompletion(dayPart(booking.getString('startDate')), now);
    if (tooEarly) throw conflict(tooEarly);
  }
  const effects = describeTransitionEffects(from, to, actor);
  if (effects.bookDates) {
    const listing = findRecordOrNull(app, LISTINGS, booking.getString('listing'));
    if (!listing) throw notFound(BOOKING_MESSAGES.listingNotFound);
    bookDays(app, listing.id, booking.id, bookingDays(booking));
  }
  if (effects.releaseDates) releaseDays(app, booking.id);

  booking.set('status', to);
  const cancellationReason = reasons.cancellationReason ?? '';
  const rejectionReason = to === 'rejected' ? (reasons.rejectionReason ?? '') : '';
  if (to === 'rejected') booking.set('rejectionReason', rejectionReason);
  // Its reviews are published 14 days after this at the latest (review-publication.ts).
  if (to === 'completed') booking.set('completedAt', storedInstant(now));
  const late = to === 'cancelled' ? recordCancellation(app, booking, actor, actorId, cancellationReason, now) : false;
  app.save(booking);
  countEndedBooking(app, booking, to);
  const note = to === 'rejected' ? rejectionReason : cancellationReason;
  appendStatusHistory(app, { booking, from, to, actorId, actorRole: actor, note });

  const event = { kind: 'status' as const, status: to, ...(rejectionReason ? { reason: rejectionReason } : {}) };
  const mails = noticeBookingEvent(app, booking, effects, event, actorId);
  return { mails, isLateCancellation: late };
}
