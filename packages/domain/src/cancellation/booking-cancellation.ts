import type { BookingStatus } from '../booking/booking';
import { BOOKING_MESSAGES } from '../booking/booking-messages';
import { BOOKING_ACTIONS, isBookingActor, permissionDeniedMessage, type BookingActor } from '../booking/booking-roles';
import { decideBookingTransition, type BookingDecision } from '../booking/booking-transitions';

/** The cancel flow is offered for pending, negotiating and approved bookings (spec 001 §4). */
export const CANCELLABLE_STATUSES: readonly BookingStatus[] = ['pending', 'negotiating', 'approved'];

export function isCancellable(status: BookingStatus): boolean {
  return CANCELLABLE_STATUSES.includes(status);
}

/**
 * Whether `actor` may cancel a booking in `status` through the cancel flow: a party to the
 * booking, a cancellable status ("This booking cannot be cancelled"), and an actor the transition
 * table allows (the owner only cancels approved bookings).
 */
export function decideBookingCancellation(status: BookingStatus, actor: string | null | undefined): BookingDecision {
  if (!isBookingActor(actor)) {
    return { ok: false, reason: 'permission-denied', message: permissionDeniedMessage(BOOKING_ACTIONS.cancel, actor) };
  }
  if (!isCancellable(status))
    return { ok: false, reason: 'invalid-transition', message: BOOKING_MESSAGES.cannotBeCancelled };
  return decideBookingTransition(status, 'cancelled', actor, BOOKING_ACTIONS.cancel);
}

export interface CancellationCounts {
  totalCancellations: number;
  lateCancellations: number;
}

/**
 * The canceller's new cancellation record (spec 001 §4): a renter's cancellation adds one to the
 * total and, when late, one to the late count; an owner's leaves the record as it is.
 */
export function nextCancellationStats(
  stats: CancellationCounts,
  actor: BookingActor,
  isLate: boolean,
): CancellationCounts {
  if (actor !== 'renter')
    return { totalCancellations: stats.totalCancellations, lateCancellations: stats.lateCancellations };
  return {
    totalCancellations: stats.totalCancellations + 1,
    lateCancellations: stats.lateCancellations + (isLate ? 1 : 0),
  };
}
