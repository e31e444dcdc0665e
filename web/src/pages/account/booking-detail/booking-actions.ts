import {
  canEditBookingDetails,
  isCancellable,
  type BookingActor,
  type BookingStatus,
  BOOKING_MESSAGES,
  BOOKING_PAGE_MESSAGES,
} from '@partilha/domain';

/** A status change that asks for confirmation first (spec 001 §2 "confirm-status-update dialog"). */
export type ConfirmedStatus = 'approved' | 'rejected' | 'completed';

/** What the viewer may do with the booking now, by their part in it and its status (spec 001 §4, §6). */
export interface BookingActionSet {
  /** Confirm Booking and Reject in the owner's action bar. */
  ownerDecision: boolean;
  markCompleted: boolean;
  editDetails: boolean;
  /** The Cancel Booking dialog, with the label of the button that opens it. */
  cancel: { label: string } | null;
}

/**
 * The buttons of the booking page. The owner confirms or rejects a pending or negotiating request,
 * completes or cancels an approved booking; the renter withdraws a request ("Cancel Request")
 * or cancels an approved booking; either edits the details while pending or negotiating. The
 * server's transition table has the last word; this only hides what it would refuse.
 */
export function bookingActions(role: BookingActor, status: BookingStatus): BookingActionSet {
  const open = status === 'pending' || status === 'negotiating';
  const ownerCancels = role === 'owner' && status === 'approved';
  const renterCancels = role === 'renter' && isCancellable(status);
  return {
    ownerDecision: role === 'owner' && open,
    markCompleted: role === 'owner' && status === 'approved',
    editDetails: canEditBookingDetails(status),
    cancel:
      ownerCancels || renterCancels
        ? { label: status === 'approved' ? BOOKING_PAGE_MESSAGES.cancelBooking : BOOKING_MESSAGES.cancelRequest }
        : null,
  };
}

/** Under the optional reason of the reject dialog (English; the page shows BOOKING_PAGE_MESSAGES.rejectionReasonHelp). */
export const REJECTION_REASON_HELP = 'The renter will see this reason on the booking.';

interface StatusConfirmation {
  title: string;
  body: string;
  confirm: string;
  intent: 'primary' | 'danger' | 'success';
}

/** The confirmation a status change asks for, in the active language. */
export function statusConfirmation(status: ConfirmedStatus): StatusConfirmation {
  const T = BOOKING_PAGE_MESSAGES;
  switch (status) {
    case 'approved':
      return {
        title: T.confirmApprovedTitle,
        body: T.confirmApprovedBody,
        confirm: BOOKING_MESSAGES.confirmBooking,
        intent: 'success',
      };
    case 'rejected':
      return {
        title: T.confirmRejectedTitle,
        body: T.confirmRejectedBody,
        confirm: BOOKING_MESSAGES.reject,
        intent: 'danger',
      };
    case 'completed':
      return {
        title: T.confirmCompletedTitle,
        body: T.confirmCompletedBody,
        confirm: BOOKING_MESSAGES.markCompleted,
        intent: 'primary',
      };
  }
}

/** The confirmation each status change asks for (read in the active language each time). */
export const STATUS_CONFIRMATIONS: Readonly<Record<ConfirmedStatus, StatusConfirmation>> = {
  get approved() {
    return statusConfirmation('approved');
  },
  get rejected() {
    return statusConfirmation('rejected');
  },
  get completed() {
    return statusConfirmation('completed');
  },
};
