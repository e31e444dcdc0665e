import { localized } from '../i18n/catalogue';
import type { BookingStatus } from './booking';

/**
 * Every user-facing text of bookings, their messages and cancellation (spec 001 §2, §5, §8), so
 * the server's errors and the UI's toasts say the same words.
 */
export const BOOKING_MESSAGES_EN = {
  // Data-layer errors
  notFound: 'Booking not found',
  onlyOwnerCanUpdate: 'Only the owner can update this booking',
  onlyRenterCanUpdate: 'Only the renter can update this booking',
  detailsNotEditable: 'Booking details can only be updated for pending or negotiating bookings',
  cannotBeCancelled: 'This booking cannot be cancelled',
  unsupportedEmailStatus: 'Unsupported booking status for email notification',
  listingNotFound: 'Listing not found',
  fetchFailed: 'Failed to fetch booking',
  fetchMessagesFailed: 'Failed to fetch messages',
  invalidAvailabilityParameters: 'Invalid parameters for availability check',
  noPermissionToView: 'You do not have permission to view this booking',
  noPermissionToViewToast: 'You do not have permission to view this booking.',

  // Validation
  atLeastOneDate: 'At least one date must be selected',
  hoursPerDayMin: 'Hours per day must be at least 1',
  hoursPerDayMax: 'Hours per day cannot exceed 24',
  hoursPerDayNumber: 'Hours per day must be a number',
  notesMax: 'Message cannot exceed 500 characters',
  datesFormat: 'Dates must be in YYYY-MM-DD format',
  startDateRequired: 'Start date is required',
  endDateRequired: 'End date is required',
  endDateAfterStart: 'End date must be after or equal to start date',
  totalPriceMin: 'Total price cannot be negative',
  reasonRequired: 'Please select a reason for cancellation',
  otherReasonRequired: 'Please provide a reason for cancellation',
  messageEmpty: 'Message cannot be empty',
  messageTooLong: 'Message cannot exceed 2000 characters',
  rejectionReasonTooLong: 'Rejection reason cannot exceed 500 characters',

  // Booking request form
  mustBeLoggedInToBook: 'You must be logged in to request a booking',
  selectAtLeastOneDate: 'Please select at least one date',
  datesUnavailable: 'Some selected dates are not available',
  datesUnavailableWhileChoosing: 'Please adjust your selection.',
  datesUnavailableAtSubmit: 'Please adjust your selection and try again.',
  requestSent: 'Booking request sent successfully!',
  paymentNote: 'Payment will be arranged directly with the owner',
  sendingRequest: 'Sending Request...',
  checkingAvailability: 'Checking Availability...',
  someDatesUnavailable: 'Some Dates Unavailable',
  selectDatesToContinue: 'Select Dates to Continue',
  sendBookingRequest: 'Send Booking Request',

  // My Bookings
  loginToViewBookings: 'Please log in to view your bookings.',
  madeTab: "Bookings I've Made",
  receivedTab: 'Booking Requests Received',
  noBookingsMade: "You haven't made any bookings yet.",
  noRequestsReceived: "You haven't received any booking requests yet.",
  errorLoadingListing: 'Error loading listing',
  loadMadeFailed: "Failed to load bookings you've made",
  loadReceivedFailed: "Failed to load booking requests you've received",

  // Detail page
  loadDetailsFailed: 'Failed to load booking details',
  statusUpdateFailed: 'Failed to update booking status',
  detailsUpdateFailed: 'Failed to update booking details',
  cancelFailed: 'Failed to cancel booking',
  detailsUpdated: 'Booking details updated successfully',
  messageSent: 'Message sent',
  cancelled: 'Booking cancelled successfully',
  messagingClosed: "You can't send messages for cancelled or rejected bookings.",
  confirmBooking: 'Confirm Booking',
  reject: 'Reject',
  markCompleted: 'Mark as Completed',
  cancelRequest: 'Cancel Request',
  lateCancellationWarning:
    'This was a late cancellation (less than 24 hours before the start). It has been recorded on your profile.',

  // Status-change toasts
  approvedToast: 'Booking request approved successfully',
  rejectedToast: 'Booking request rejected',
  cancelledToast: 'Booking request cancelled',
  completedToast: 'Booking marked as completed',
  statusUpdatedToast: 'Booking status updated',

  // The automatic thread message after a details edit (spec 001 §4), one per party so the apps
  // can show the stored English text in their language.
  detailsUpdatedByOwner: 'Booking details were updated by the owner.',
  detailsUpdatedByRenter: 'Booking details were updated by the renter.',

  // Hours per day
  hoursNotSet: 'Not set',
  fullDay: 'Full day (24 hours)',
  fullDayChoice: '24 hours (full day)',
  hours: (hours: number) => (hours === 1 ? '1 hour' : `${hours} hours`),
  days: (days: number) => (days === 1 ? '1 day' : `${days} days`),
  hoursPerDay: (hours: number) => (hours === 1 ? '1 hour per day' : `${hours} hours per day`),

  // Wrapped failures
  createFailed: (reason: string) => `Failed to create booking: ${reason}`,
  fetchBookingsFailed: (reason: string) => `Failed to fetch bookings: ${reason}`,
  addMessageFailed: (reason: string) => `Failed to add message: ${reason}`,
  checkAvailabilityFailed: (reason: string) => `Failed to check date availability: ${reason}`,
  tryAgain: 'Please try again',
  sendRequestFailed: (reason: string) => `Failed to send booking request: ${reason}`,
  sendMessageFailed: (reason: string) => `Failed to send message: ${reason}`,
  completedTooEarly: (firstDay: string) =>
    `This booking can only be marked as completed from its first booked day (${firstDay}).`,
  unavailableWeekday: (weekdayLabel: string, day: string) =>
    `This listing is not available on ${weekdayLabel}s (${day}). Please select different dates.`,
} as const;

export const BOOKING_MESSAGES = /* @__PURE__ */ localized('booking', BOOKING_MESSAGES_EN);

/** "Failed to create booking: <reason>" and the other wrapped data-layer failures. */
export function bookingFailureMessage(
  operation: 'createBooking' | 'fetchBookings' | 'addMessage' | 'checkAvailability',
  reason: string,
): string {
  switch (operation) {
    case 'createBooking':
      return BOOKING_MESSAGES.createFailed(reason);
    case 'fetchBookings':
      return BOOKING_MESSAGES.fetchBookingsFailed(reason);
    case 'addMessage':
      return BOOKING_MESSAGES.addMessageFailed(reason);
    case 'checkAvailability':
      return BOOKING_MESSAGES.checkAvailabilityFailed(reason);
  }
}

/** "Failed to send booking request: <message>" (or "Please try again" without one). */
export function sendRequestFailedMessage(reason?: string | null): string {
  return BOOKING_MESSAGES.sendRequestFailed(reason || BOOKING_MESSAGES.tryAgain);
}

/** "Failed to send message: <reason>" (or "Please try again" without one). */
export function sendMessageFailedMessage(reason?: string | null): string {
  return BOOKING_MESSAGES.sendMessageFailed(reason || BOOKING_MESSAGES.tryAgain);
}

/** The toast after a status change succeeds. */
export function statusChangeSuccessMessage(to: BookingStatus): string {
  switch (to) {
    case 'approved':
      return BOOKING_MESSAGES.approvedToast;
    case 'rejected':
      return BOOKING_MESSAGES.rejectedToast;
    case 'cancelled':
      return BOOKING_MESSAGES.cancelledToast;
    case 'completed':
      return BOOKING_MESSAGES.completedToast;
    default:
      return BOOKING_MESSAGES.statusUpdatedToast;
  }
}

/** The automatic thread message after a details edit (spec 001 §4). */
export function detailsUpdatedThreadMessage(actor: 'owner' | 'renter'): string {
  return actor === 'owner' ? BOOKING_MESSAGES.detailsUpdatedByOwner : BOOKING_MESSAGES.detailsUpdatedByRenter;
}

/** Marking a booking completed before its first booked day (it has not happened yet). */
export function completedTooEarlyMessage(firstDay: string): string {
  return BOOKING_MESSAGES.completedTooEarly(firstDay);
}

/** A requested day falls on a weekday the listing is not available. */
export function unavailableWeekdayMessage(weekdayLabel: string, day: string): string {
  return BOOKING_MESSAGES.unavailableWeekday(weekdayLabel, day);
}

/**
 * A thread message as the viewer reads it: the server's automatic "Booking details were updated
 * by the owner." (stored in English, both parties read it) in the active language; anything a
 * person wrote stays as written.
 */
export function bookingThreadText(content: string): string {
  if (content === BOOKING_MESSAGES_EN.detailsUpdatedByOwner) return BOOKING_MESSAGES.detailsUpdatedByOwner;
  if (content === BOOKING_MESSAGES_EN.detailsUpdatedByRenter) return BOOKING_MESSAGES.detailsUpdatedByRenter;
  return content;
}
