import { isReviewType, type ReviewType } from './review';
import { REVIEW_MESSAGES } from './review-messages';

export interface EligibilityBooking {
  status: string;
  renter: string;
  owner: string;
  isLateCancellation: boolean;
}

export interface ReviewEligibility {
  canReview: boolean;
  /** Why not; null when the review is allowed. */
  reason: string | null;
}

/** The review types each party may write: the renter reviews the owner (or the listing), the owner the renter. */
export const REVIEW_TYPES_BY_ROLE: Readonly<Record<'owner' | 'renter', readonly ReviewType[]>> = {
  renter: ['owner', 'listing'],
  owner: ['renter'],
};

function refuse(reason: string): ReviewEligibility {
  return { canReview: false, reason };
}

/**
 * Whether `userId` may write a review of `reviewType` for a booking (spec 001 §4, §5). In order:
 * the booking exists; the user took part; a cancelled booking is reviewable only when late and
 * only by the owner (as type renter); otherwise the booking must be completed; the type must be
 * one the user's role writes; one review per booking, reviewer and type.
 */
export function checkReviewEligibility(input: {
  booking: EligibilityBooking | null | undefined;
  userId: string | null | undefined;
  reviewType: string;
  alreadyReviewed: boolean;
}): ReviewEligibility {
  const { booking, userId, reviewType } = input;
  if (!booking) return refuse(REVIEW_MESSAGES.bookingNotFound);
  const role = userId && booking.owner === userId ? 'owner' : userId && booking.renter === userId ? 'renter' : null;
  if (!role) return refuse(REVIEW_MESSAGES.notParticipant);
  if (booking.status === 'cancelled') {
    if (!booking.isLateCancellation) return refuse(REVIEW_MESSAGES.cancelledNotReviewable);
    if (role !== 'owner') return refuse(REVIEW_MESSAGES.onlyOwnerLateCancellation);
  } else if (booking.status !== 'completed') {
    return refuse(REVIEW_MESSAGES.notCompleted);
  }
  if (!isReviewType(reviewType)) return refuse(REVIEW_MESSAGES.invalidReviewType);
  if (!REVIEW_TYPES_BY_ROLE[role].includes(reviewType)) {
    return refuse(role === 'owner' ? REVIEW_MESSAGES.ownerReviewsRenter : REVIEW_MESSAGES.renterReviewsOwner);
  }
  if (input.alreadyReviewed) return refuse(REVIEW_MESSAGES.alreadyReviewed);
  return { canReview: true, reason: null };
}

/**
 * Who a review is about: the renter for type renter, the owner for types owner and listing (a
 * listing review rates the owner's listing and counts toward the owner).
 */
export function deriveReviewee(booking: { owner: string; renter: string }, reviewType: ReviewType): string {
  return reviewType === 'renter' ? booking.renter : booking.owner;
}

/** The reviews prompt on a booking page shows for completed bookings and late cancellations. */
export function shouldShowReviewPrompt(booking: { status: string; isLateCancellation: boolean }): boolean {
  return booking.status === 'completed' || (booking.status === 'cancelled' && booking.isLateCancellation);
}

/** What a party reviews on their booking page: the owner reviews the renter, the renter the owner. */
export function reviewTypeForRole(role: 'owner' | 'renter'): ReviewType {
  return role === 'owner' ? 'renter' : 'owner';
}
