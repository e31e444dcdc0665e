import type { BookingStatus } from './booking';

/**
 * Every user-facing text of bookings, their messages and cancellation (spec 001 §2, §5, §8), so
 * the server's errors and the UI's toasts say the same words.
 */
export const BOOKING_MESSAGES = {
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
} as const;

/** "Failed to create booking: <reason>" and the other wrapped data-layer failures. */
export function bookingFailureMessage(
  operation: 'createBooking' | 'fetchBookings' | 'addMessage' | 'checkAvailability',
  reason: string,
): string {
  switch (operation) {
    case 'createBooking':
      return `Failed to create booking: ${reason}`;
    case 'fetchBookings':
      return `Failed to fetch bookings: ${reason}`;
    case 'addMessage':
      return `Failed to add message: ${reason}`;
    case 'checkAvailability':
      return `Failed to check date availability: ${reason}`;
  }
}

/** "Failed to send booking request: <message>" (or "Please try again" without one). */
export function sendRequestFailedMessage(reason?: string | null): string {
  return `Failed to send booking request: ${reason || 'Please try again'}`;
}

/** "Failed to send message: <reason>" (or "Please try again" without one). */
export function sendMessageFailedMessage(reason?: string | null): string {
  return `Failed to send message: ${reason || 'Please try again'}`;
}

/** The toast after a status change succeeds. */
export function statusChangeSuccessMessage(to: BookingStatus): string {
  switch (to) {
    case 'approved':
      return 'Booking request approved successfully';
    case 'rejected':
      return 'Booking request rejected';
    case 'cancelled':
      return 'Booking request cancelled';
    case 'completed':
      return 'Booking marked as completed';
    default:
      return 'Booking status updated';
  }
}

/** The automatic thread message after a details edit (spec 001 §4). */
export function detailsUpdatedThreadMessage(actor: 'owner' | 'renter'): string {
  return `Booking details were updated by the ${actor}.`;
}
