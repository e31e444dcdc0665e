import { canEditBookingDetails, isCancellable, type BookingActor, type BookingStatus } from '@partilha/domain';

/** A status change that asks for confirmation first (spec 001 §2 "confirm-status-update dialog"). */
export type ConfirmedStatus = 'approved' | 'rejected' | 'completed';

/** What the viewer may do with the booking now, by their part in it and its status (spec 001 §4, §6). */
export interface BookingActionSet {
  /** Confirm Booking and Reject in the owner's action bar. */
  ownerDecision: boolean;
  markCompleted: boolean;
  editDetails: boolean;
  /** The Cancel Booking dialog, with the label of the button that opens it. */
  cancel: { label: 'Cancel Request' | 'Cancel Booking' } | null;
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
      ownerCancels || renterCancels ? { label: status === 'approved' ? 'Cancel Booking' : 'Cancel Request' } : null,
  };
}

/** Under the optional reason of the reject dialog. */
export const REJECTION_REASON_HELP = 'The renter will see this reason on the booking.';

/** The confirmation each status change asks for. */
export const STATUS_CONFIRMATIONS: Readonly<
  Record<ConfirmedStatus, { title: string; body: string; confirm: string; intent: 'primary' | 'danger' | 'success' }>
> = {
  approved: {
    title: 'Confirm this booking?',
    body: 'The renter is told straight away, and the booked dates are marked unavailable on your listing.',
    confirm: 'Confirm Booking',
    intent: 'success',
  },
  rejected: {
    title: 'Reject this booking request?',
    body: 'The renter is told, and the dates stay free for others.',
    confirm: 'Reject',
    intent: 'danger',
  },
  completed: {
    title: 'Mark this booking as completed?',
    body: 'Do this once the rental or service has taken place. The renter is told.',
    confirm: 'Mark as Completed',
    intent: 'primary',
  },
};
