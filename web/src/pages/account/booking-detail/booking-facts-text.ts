import {
  bookingPriceFormula,
  countDaysInclusive,
  estimateBookingTotal,
  type Booking,
  type BookingActor,
  type Listing,
  BOOKING_PAGE_MESSAGES,
} from '@partilha/domain';

/** Days booked: the chosen days, or the span from start to end for a booking without them. */
export function bookingDayCount(booking: Pick<Booking, 'selectedDates' | 'startDate' | 'endDate'>): number {
  if (booking.selectedDates.length > 0) return booking.selectedDates.length;
  const start = booking.startDate.slice(0, 10);
  return Math.max(1, countDaysInclusive(start, (booking.endDate || start).slice(0, 10)));
}

/**
 * How the booking's total is made, "€18.50 × 2 h × 2 days = €74" (equipment: "€12 × 3 days = €36"),
 * from the listing's price. null when the listing cannot be read, or when the total is not that
 * formula's any more (the owner set a price of their own, or the listing's price changed since).
 */
export function bookingPriceFormulaText(
  booking: Pick<Booking, 'selectedDates' | 'startDate' | 'endDate' | 'hoursPerDay' | 'totalPrice' | 'listingType'>,
  listing: Pick<Listing, 'price'> | null,
): string | null {
  if (!listing) return null;
  const input = {
    listingType: booking.listingType,
    price: listing.price,
    hoursPerDay: booking.hoursPerDay,
    days: bookingDayCount(booking),
  };
  return estimateBookingTotal(input) === booking.totalPrice ? bookingPriceFormula(input) : null;
}

/** "2 hours", "1 hour", "Full day (24 hours)"; "Not set" for a booking without hours. */
export { hoursPerDayText as hoursText } from '@partilha/domain';

/** "You cancelled", "The owner cancelled"… from the viewer's side. */
export function whoCancelled(booking: Pick<Booking, 'cancelledBy' | 'owner' | 'renter'>, viewer: BookingActor): string {
  const by = booking.cancelledBy === booking.owner ? 'owner' : booking.cancelledBy === booking.renter ? 'renter' : null;
  if (!by) return BOOKING_PAGE_MESSAGES.cancelledBySomeone;
  if (by === viewer) return BOOKING_PAGE_MESSAGES.youCancelled;
  return by === 'owner' ? BOOKING_PAGE_MESSAGES.ownerCancelled : BOOKING_PAGE_MESSAGES.renterCancelled;
}
