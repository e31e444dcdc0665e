import { BOOKING_LIMITS, cancellationReasonText, decideBookingCancellation } from '@partilha/domain';
import type { Actor } from './actor';
import { allowedParty, bookingCallerId } from './booking-actor';
import { badRequest } from './booking-api-errors';
import type { BookingChange } from './booking-notices';
import { findBooking, roleIn, statusOf } from './booking-records';
import { BOOKING_ROUTE_MESSAGES } from './booking-route-messages';
import { refusal } from './booking-status';
import { inTransaction } from './booking-transaction';
import { applyTransition } from './booking-transition';

/**
 * The stored reason: the dialog's choice as its label, the free text for "Other", or any text
 * sent as `reason`; '' when none (spec 001 §4: the reason defaults to empty).
 */
function reasonOf(body: { [key: string]: unknown }): string {
  const reason = typeof body.reason === 'string' ? body.reason : '';
  const otherReason = typeof body.otherReason === 'string' ? body.otherReason : '';
  const text = cancellationReasonText({ reason, otherReason });
  if (text.length > BOOKING_LIMITS.cancellationReasonMax) throw badRequest(BOOKING_ROUTE_MESSAGES.reasonTooLong);
  return text;
}

/**
 * `POST /api/market/bookings/{id}/cancel` with `{ reason, otherReason? }` (spec 001 §4 "Direct
 * cancellation"): from pending, negotiating or approved; the owner only cancels approved
 * bookings. Late when fewer than 24 h remain before 09:00 Lisbon on the start day, by the
 * server's clock. Answers `{ isLateCancellation, booking }`.
 */
export function cancelBooking(
  app: PbApp,
  actor: Actor,
  bookingId: string,
  body: { [key: string]: unknown },
  now: Date,
): BookingChange & { isLateCancellation: boolean } {
  const callerId = bookingCallerId(actor);
  const reason = reasonOf(body);

  return inTransaction(app, (txApp) => {
    const booking = findBooking(txApp, bookingId);
    const role = roleIn(booking, callerId);
    const from = statusOf(booking);
    const decision = decideBookingCancellation(from, role);
    if (!decision.ok) throw refusal(decision, 'cancelled');
    const party = allowedParty(role, callerId);
    const result = applyTransition(txApp, booking, from, 'cancelled', party.role, party.id, now, {
      cancellationReason: reason,
    });
    return { booking, ...result };
  });
}
