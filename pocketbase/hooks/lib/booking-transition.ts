import {
  BOOKING_MESSAGES,
  describeTransitionEffects,
  expandDateRange,
  isLateCancellation,
  nextCancellationStats,
  type BookingActor,
  type BookingStatus,
} from '@partilha/domain';
import { notFound } from './booking-api-errors';
import { bookDays, releaseDays } from './booking-days';
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

/**
 * Applies an allowed status change (already decided by the domain) with its effects, inside the
 * caller's transaction: approval books every day from start to end (409 with the
 * unavailable-dates text when one is taken), cancelling an approved booking releases them, a
 * cancellation is recorded, the change joins the booking's status history, the notified party
 * gets its notification row; the e-mails are returned for after the commit.
 */
export function applyTransition(
  app: PbApp,
  booking: PbRecord,
  from: BookingStatus,
  to: BookingStatus,
  actor: BookingActor,
  actorId: string,
  now: Date,
  cancellationReason = '',
): TransitionResult {
  const effects = describeTransitionEffects(from, to, actor);
  if (effects.bookDates) {
    const listing = findRecordOrNull(app, LISTINGS, booking.getString('listing'));
    if (!listing) throw notFound(BOOKING_MESSAGES.listingNotFound);
    const days = expandDateRange(booking.getString('startDate'), booking.getString('endDate'));
    bookDays(app, listing.id, booking.id, days);
  }
  if (effects.releaseDates) releaseDays(app, booking.id);

  booking.set('status', to);
  const late = to === 'cancelled' ? recordCancellation(app, booking, actor, actorId, cancellationReason, now) : false;
  app.save(booking);
  countEndedBooking(app, booking, to);
  appendStatusHistory(app, { booking, from, to, actorId, actorRole: actor, note: cancellationReason });

  const mails = noticeBookingEvent(app, booking, effects, { kind: 'status', status: to }, actorId);
  return { mails, isLateCancellation: late };
}
