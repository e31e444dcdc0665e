import type { BookingStatus } from '../booking/booking';

/** Bookings that someone is still waiting on or that are still to happen. */
const OPEN_STATUSES: readonly BookingStatus[] = ['pending', 'negotiating', 'approved'];
const DAY_MS = 24 * 60 * 60 * 1000;

export interface DeletionBlockingBooking {
  status: BookingStatus | string;
  /** The booking's last day (stored at midnight). */
  endDate: Date;
}

/**
 * A member cannot delete their account while a booking of theirs is still open and its last day
 * has not passed (issue 17, docs/adr/0013): the other person would be left with a request nobody
 * answers or a rental with nobody to meet. Past bookings never block, whatever their status.
 */
export function blocksAccountDeletion(booking: DeletionBlockingBooking, now: Date): boolean {
  if (!(OPEN_STATUSES as readonly string[]).includes(booking.status)) return false;
  return booking.endDate.getTime() + DAY_MS > now.getTime();
}
