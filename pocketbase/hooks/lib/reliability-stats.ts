import type { BookingStatus } from '@partilha/domain';
import { USERS, findRecordOrNull } from './booking-records';

/** Statuses that end a booking for the reliability badge (ADR 0012): completed or cancelled. */
const ENDED: readonly BookingStatus[] = ['completed', 'cancelled'];

/**
 * Counts a booking that just ended on its renter's profile (`endedBookings`, the badge's
 * denominator), inside the caller's transaction. Cancellations are counted whoever cancelled;
 * the late ones are counted by the cancel flow (booking-transition.ts).
 */
export function countEndedBooking(app: PbApp, booking: PbRecord, to: BookingStatus): void {
  if (!ENDED.includes(to)) return;
  const renter = findRecordOrNull(app, USERS, booking.getString('renter'));
  if (!renter) return;
  renter.set('endedBookings', Math.max(0, Math.floor(renter.getFloat('endedBookings'))) + 1);
  app.save(renter);
}
