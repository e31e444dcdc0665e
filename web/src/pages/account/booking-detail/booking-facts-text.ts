import { countDaysInclusive, type Booking, type BookingActor } from '@partilha/domain';

/** Days booked: the chosen days, or the span from start to end for a booking without them. */
export function bookingDayCount(booking: Pick<Booking, 'selectedDates' | 'startDate' | 'endDate'>): number {
  if (booking.selectedDates.length > 0) return booking.selectedDates.length;
  const start = booking.startDate.slice(0, 10);
  return Math.max(1, countDaysInclusive(start, (booking.endDate || start).slice(0, 10)));
}

/** "2 hours", "1 hour", "Full day (24 hours)"; "Not set" for a booking without hours. */
export { hoursPerDayText as hoursText } from '@partilha/domain';

/** "You cancelled", "The owner cancelled"… from the viewer's side. */
export function whoCancelled(booking: Pick<Booking, 'cancelledBy' | 'owner' | 'renter'>, viewer: BookingActor): string {
  const by = booking.cancelledBy === booking.owner ? 'owner' : booking.cancelledBy === booking.renter ? 'renter' : null;
  if (!by) return 'Cancelled';
  if (by === viewer) return 'You cancelled';
  return by === 'owner' ? 'The owner cancelled' : 'The renter cancelled';
}
