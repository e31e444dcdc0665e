import {
  decideBookingTransition,
  isBookingStatus,
  requiredFieldMessage,
  type BookingDecision,
  type BookingStatus,
} from '@partilha/domain';
import type { Actor } from './actor';
import { allowedParty, bookingCallerId } from './booking-actor';
import { badRequest, conflict, forbidden } from './booking-api-errors';
import type { BookingChange } from './booking-notices';
import { findBooking, roleIn, statusOf } from './booking-records';
import { requestedRejectionReason } from './booking-request-fields';
import { inTransaction } from './booking-transaction';
import { applyTransition } from './booking-transition';

/**
 * A refused decision as an API error: not a party or not the party the table names → 403; a
 * change the table does not have → 409 (the booking's current status forbids it), or 400 when
 * the requested status does not even exist.
 */
export function refusal(decision: Exclude<BookingDecision, { ok: true }>, to: unknown) {
  switch (decision.reason) {
    case 'permission-denied':
    case 'wrong-actor':
      return forbidden(decision.message);
    case 'invalid-transition':
      return isBookingStatus(to) ? conflict(decision.message) : badRequest(decision.message);
  }
}

/**
 * `POST /api/market/bookings/{id}/status` with `{ status, reason? }` (spec 001 §4): the caller's
 * role comes from the token; the domain's table decides. A change to cancelled is recorded
 * exactly like the cancel route (late flag, who and when, the renter's cancellation count), so
 * no route can cancel without it. `reason` only goes with `rejected` (trimmed, at most 500
 * characters, stored as rejectionReason and shown to the renter); with another status a
 * non-blank reason is refused (400). Completion is refused (409) before the first booked day.
 */
export function changeBookingStatus(
  app: PbApp,
  actor: Actor,
  bookingId: string,
  body: { [key: string]: unknown },
  now: Date,
): BookingChange & { isLateCancellation: boolean } {
  const callerId = bookingCallerId(actor);
  const to = typeof body.status === 'string' ? body.status.trim() : '';
  if (!to) throw badRequest(requiredFieldMessage('status'));
  const rejectionReason = requestedRejectionReason(body.reason, to);

  return inTransaction(app, (txApp) => {
    const booking = findBooking(txApp, bookingId);
    const role = roleIn(booking, callerId);
    const from = statusOf(booking);
    const decision = decideBookingTransition(from, to, role);
    if (!decision.ok) throw refusal(decision, to);
    const party = allowedParty(role, callerId);
    // The decision admits only entries of the table, whose statuses are all known.
    const result = applyTransition(txApp, booking, from, to as BookingStatus, party.role, party.id, now, {
      rejectionReason,
    });
    return { booking, ...result };
  });
}
