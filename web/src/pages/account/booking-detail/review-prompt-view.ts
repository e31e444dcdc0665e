import {
  REVIEW_MESSAGES,
  reviewTypeForRole,
  shouldShowReviewPrompt,
  type Review,
  type ReviewType,
  REVIEW_PAGE_TEXTS,
} from '@partilha/domain';

/** What the server said about the viewer's review of this booking. */
export type ReviewPromptLoad =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'loaded'; ownReview: Review | null; canReview: boolean; reason: string | null };

/** What the reviews area of a booking page shows. */
export type ReviewPromptView =
  | { kind: 'hidden' }
  /** Reviews are not open for this booking: "Booking In Progress" or "Booking Cancelled". */
  | { kind: 'notice'; title: string; text: string }
  | { kind: 'loading' }
  | { kind: 'failed' }
  /** The full-width prompt offering the review form. */
  | { kind: 'offer'; reviewType: ReviewType }
  /** "Your Review": the viewer's submitted review. */
  | { kind: 'own-review'; review: Review }
  /** The server refused for a reason the page did not foresee; its words are shown. */
  | { kind: 'unavailable'; reason: string };

/** The English text (the view gives REVIEW_PAGE_TEXTS.inProgress, in the active language). */
export const IN_PROGRESS_TEXT = 'You can leave a review once the booking is completed.';

interface PromptBooking {
  status: string;
  isLateCancellation: boolean;
}

/**
 * Whether the server needs asking: the prompt shows for a completed booking or a late
 * cancellation (spec 001 §2), and a late cancellation is reviewable only by its owner (§4), so
 * the renter is told why without a round trip.
 */
export function reviewPromptNeedsLoad(booking: PromptBooking, role: 'owner' | 'renter'): boolean {
  if (!shouldShowReviewPrompt(booking)) return false;
  return !(booking.status === 'cancelled' && role === 'renter');
}

/**
 * The reviews area for the viewer (spec 001 §2, §4): nothing for a rejected request; "Booking In
 * Progress" until completion; "Booking Cancelled" for a cancellation nobody on this side may
 * review; otherwise the server's answer: the viewer's own review, the prompt, or its reason.
 */
export function reviewPromptView(
  booking: PromptBooking,
  role: 'owner' | 'renter',
  load: ReviewPromptLoad,
): ReviewPromptView {
  if (booking.status === 'rejected') return { kind: 'hidden' };
  if (!reviewPromptNeedsLoad(booking, role)) {
    if (booking.status !== 'cancelled') {
      return { kind: 'notice', title: REVIEW_MESSAGES.bookingInProgress, text: REVIEW_PAGE_TEXTS.inProgress };
    }
    return {
      kind: 'notice',
      title: REVIEW_MESSAGES.bookingCancelled,
      text: booking.isLateCancellation
        ? REVIEW_MESSAGES.onlyOwnerLateCancellation
        : REVIEW_MESSAGES.cancelledNotReviewable,
    };
  }
  if (load.status === 'loading') return { kind: 'loading' };
  if (load.status === 'failed') return { kind: 'failed' };
  if (load.ownReview) return { kind: 'own-review', review: load.ownReview };
  if (load.canReview) return { kind: 'offer', reviewType: reviewTypeForRole(role) };
  return { kind: 'unavailable', reason: load.reason ?? REVIEW_MESSAGES.notCompleted };
}
