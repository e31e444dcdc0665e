import { localized } from '../i18n/catalogue';

/** The "Booking Reliability" badge's levels and its "why" line (spec 001 §4, ADR 0012). */
export const RELIABILITY_MESSAGES_EN = {
  title: 'Booking Reliability',
  newMember: 'New member',
  excellent: 'Highly Reliable',
  good: 'Reliable',
  fair: 'Moderately Reliable',
  poor: 'Unreliable',
  /** "2 bookings so far". */
  bookingsSoFar: (bookings: number) => `${bookings} ${bookings === 1 ? 'booking' : 'bookings'} so far`,
  /** "No booking cancellations in 3 bookings". */
  noCancellationsIn: (bookings: number) =>
    `No booking cancellations in ${bookings} ${bookings === 1 ? 'booking' : 'bookings'}`,
  /** "1 late cancellation in 12 bookings". */
  lateCancellationsIn: (late: number, bookings: number) =>
    `${late} late ${late === 1 ? 'cancellation' : 'cancellations'} in ${bookings} ${bookings === 1 ? 'booking' : 'bookings'}`,
} as const;

export const RELIABILITY_MESSAGES = /* @__PURE__ */ localized('reliability', RELIABILITY_MESSAGES_EN);
