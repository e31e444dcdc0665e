import { z } from 'zod';
import { localized } from '../i18n/catalogue';
import { LISTING_TYPES } from '../listing/listing-type';
import {
  boolField,
  numberField,
  optionalRelationField,
  recordIdField,
  selectWithDefaultField,
  stringListField,
  textField,
  timestampField,
} from '../shared/record-fields';

/** A new booking starts pending; rejected, cancelled and completed are terminal (spec 001 §4). */
export const BOOKING_STATUSES = ['pending', 'negotiating', 'approved', 'rejected', 'cancelled', 'completed'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const INITIAL_BOOKING_STATUS: BookingStatus = 'pending';
export const TERMINAL_BOOKING_STATUSES: readonly BookingStatus[] = ['rejected', 'cancelled', 'completed'];

/** Badge texts; "approved" reads "Confirmed". */
export const BOOKING_STATUS_LABELS_EN: Readonly<Record<BookingStatus, string>> = {
  pending: 'Pending',
  negotiating: 'Negotiating',
  approved: 'Confirmed',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  completed: 'Completed',
};
export const BOOKING_STATUS_LABELS: Readonly<Record<BookingStatus, string>> = /* @__PURE__ */ localized(
  'booking.status',
  BOOKING_STATUS_LABELS_EN,
);

/** Colour family of each badge, named after Blueprint's intents ('none' is neutral). */
export const BOOKING_STATUS_INTENTS: Readonly<
  Record<BookingStatus, 'none' | 'primary' | 'success' | 'warning' | 'danger'>
> = {
  pending: 'warning',
  negotiating: 'primary',
  approved: 'success',
  rejected: 'danger',
  cancelled: 'none',
  completed: 'success',
};

export const PAYMENT_STATUSES = ['pending', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export function isBookingStatus(value: unknown): value is BookingStatus {
  return typeof value === 'string' && (BOOKING_STATUSES as readonly string[]).includes(value);
}

export function isTerminalBookingStatus(status: BookingStatus): boolean {
  return TERMINAL_BOOKING_STATUSES.includes(status);
}

/** Limits of the booking forms and record (spec 001 §5, §9). */
export const BOOKING_LIMITS = {
  notesMax: 500,
  hoursPerDayMin: 1,
  hoursPerDayMax: 24,
  /** A service request without hours is for one hour a day (equipment has no hours). */
  defaultHoursPerDay: 1,
  cancellationReasonMax: 500,
  rejectionReasonMax: 500,
} as const;

/** The availability check runs this long after the chosen dates change. */
export const AVAILABILITY_CHECK_DEBOUNCE_MS = 500;

/**
 * A `bookings` record (docs/data-model.md). `renter` and `owner` are the spec's renterId and
 * ownerId; `selectedDates` and `hoursPerDay` are its bookingDetails; `created` is its requestDate.
 * `selectedDates` are exactly the days the booking is priced for and, once approved, holds;
 * `hoursPerDay` is 0 for equipment (priced per day, no hours).
 */
export const bookingSchema = z.object({
  id: recordIdField,
  listing: optionalRelationField,
  listingType: z.enum(LISTING_TYPES),
  listingTitle: textField,
  renter: z.string(),
  owner: z.string(),
  totalPrice: numberField,
  startDate: timestampField,
  endDate: timestampField,
  selectedDates: stringListField,
  hoursPerDay: numberField,
  status: z.enum(BOOKING_STATUSES),
  notes: textField,
  paymentStatus: selectWithDefaultField(PAYMENT_STATUSES, 'pending'),
  cancellationReason: textField,
  /** The owner's optional reason for rejecting the request ('' when none). */
  rejectionReason: textField,
  /** When the booking job rejected the request because its owner did not answer ('' otherwise). */
  expiredAt: timestampField,
  /** When the request was made, by the server's clock. */
  requestedAt: timestampField,
  /** When it was completed ('' until then); its reviews are published 14 days later at the latest. */
  completedAt: timestampField,
  cancelledBy: optionalRelationField,
  cancelledAt: timestampField,
  isLateCancellation: boolField,
  lastUpdated: timestampField,
  created: timestampField,
  updated: timestampField,
});
export type Booking = z.infer<typeof bookingSchema>;

/** Path of a booking's detail page; also the bookingUrl of booking e-mails. */
export function bookingDetailPath(bookingId: string): string {
  return `/account/bookings/${bookingId}`;
}

/** The booking's page opened on its conversation (the phone's Messages tab): `?tab=messages`. */
export function bookingMessagesPath(bookingId: string): string {
  return `${bookingDetailPath(bookingId)}?tab=messages`;
}

/** A `booked_days` record: one day of a listing taken by an approved booking (unique per listing and day). */
export const bookedDaySchema = z.object({
  id: recordIdField,
  listing: z.string(),
  day: z.string(),
  booking: z.string(),
});
export type BookedDay = z.infer<typeof bookedDaySchema>;
