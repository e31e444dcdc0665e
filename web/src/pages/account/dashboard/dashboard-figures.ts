import {
  BOOKING_STATUSES,
  isTerminalBookingStatus,
  parseIsoDate,
  roundToCents,
  toLisbonParts,
  type BookingStatus,
} from '@partilha/domain';

/**
 * The booking figures of the dashboard (DESIGN.md: real figures instead of the spec's hard-coded
 * 0 / $0). Rules, in one place:
 * - Active Bookings: bookings of the member's listings (they are the owner) that are still under
 *   way, i.e. not in a terminal status (pending, negotiating, approved).
 * - Your Rentals: bookings the member made as renter that are still under way (same statuses).
 * - Monthly Earnings: the total price of the member's bookings as owner that are approved or
 *   completed and start in the current calendar month of the marketplace (Europe/Lisbon).
 *   Payment happens outside the product, so a confirmed booking is what the owner can count on.
 */
export const ACTIVE_BOOKING_STATUSES: readonly BookingStatus[] = BOOKING_STATUSES.filter(
  (status) => !isTerminalBookingStatus(status),
);
export const EARNING_BOOKING_STATUSES: readonly BookingStatus[] = ['approved', 'completed'];

/** The fields of a booking the figures read. */
export interface FigureBooking {
  owner: string;
  renter: string;
  status: BookingStatus;
  totalPrice: number;
  /** Stored date of the first booked day ("2026-05-03 00:00:00.000Z" or "2026-05-03"). */
  startDate: string;
}

export interface DashboardBookingFigures {
  activeBookings: number;
  rentals: number;
  /** Euros, rounded to cents. */
  monthlyEarnings: number;
}

/** The first day of the Lisbon month that contains `now`, and of the month after, as "YYYY-MM-DD". */
export function currentMonthBounds(now: Date): { first: string; next: string } {
  const { year, month } = toLisbonParts(now);
  const nextYear = month === 12 ? year + 1 : year;
  const nextMonth = month === 12 ? 1 : month + 1;
  const day = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}-01`;
  return { first: day(year, month), next: day(nextYear, nextMonth) };
}

function startsInMonth(startDate: string, now: Date): boolean {
  const start = parseIsoDate(startDate);
  if (!start) return false;
  const { year, month } = toLisbonParts(now);
  return start.year === year && start.month === month;
}

/** The three booking figures of `userId` from their bookings (as owner or renter) at `now`. */
export function dashboardBookingFigures(
  bookings: readonly FigureBooking[],
  userId: string,
  now: Date,
): DashboardBookingFigures {
  let activeBookings = 0;
  let rentals = 0;
  let earnings = 0;
  for (const booking of bookings) {
    const active = ACTIVE_BOOKING_STATUSES.includes(booking.status);
    if (booking.owner === userId) {
      if (active) activeBookings += 1;
      if (EARNING_BOOKING_STATUSES.includes(booking.status) && startsInMonth(booking.startDate, now)) {
        earnings += Number.isFinite(booking.totalPrice) ? booking.totalPrice : 0;
      }
    }
    if (booking.renter === userId && active) rentals += 1;
  }
  return { activeBookings, rentals, monthlyEarnings: roundToCents(earnings) };
}

/**
 * A PocketBase filter (with its parameters) for the bookings the figures can need: the member's,
 * either still under way or earning this month. Old finished bookings stay on the server.
 */
export function dashboardBookingsFilter(
  userId: string,
  now: Date,
): { expression: string; params: Record<string, string> } {
  const { first, next } = currentMonthBounds(now);
  const anyOf = (statuses: readonly BookingStatus[]) => statuses.map((status) => `status = "${status}"`).join(' || ');
  return {
    expression:
      `(owner = {:user} || renter = {:user}) && (${anyOf(ACTIVE_BOOKING_STATUSES)} || ` +
      `((${anyOf(EARNING_BOOKING_STATUSES)}) && startDate >= {:first} && startDate < {:next}))`,
    params: { user: userId, first: `${first} 00:00:00.000Z`, next: `${next} 00:00:00.000Z` },
  };
}
