import {
  BOOKING_MESSAGES,
  REVIEW_MESSAGES,
  checkReviewEligibility,
  isReviewType,
  type ReviewEligibility,
} from '@partilha/domain';
import type { Actor } from './actor';
import { unauthorized } from './booking-api-errors';
import { BOOKINGS, findRecordOrNull } from './booking-records';
import { REVIEWS } from './review-records';

/**
 * The reviewer's id: a guest is refused with the spec's "You must be logged in to submit a
 * review" (401); a superuser is signed in but took part in no booking, so the rules refuse them
 * as a non-participant.
 */
export function reviewerIdOf(actor: Actor): string | null {
  if (actor.kind === 'guest') throw unauthorized(REVIEW_MESSAGES.mustBeLoggedIn);
  return actor.kind === 'user' ? actor.id : null;
}

function hasReviewed(app: PbApp, bookingId: string, reviewerId: string, reviewType: string): boolean {
  try {
    app.findFirstRecordByFilter(
      REVIEWS,
      'booking = {:booking} && reviewer = {:reviewer} && reviewType = {:reviewType}',
      { booking: bookingId, reviewer: reviewerId, reviewType },
    );
    return true;
  } catch {
    return false;
  }
}

export interface ReviewEligibilityDecision {
  eligibility: ReviewEligibility;
  /** The booking when it exists. */
  booking: PbRecord | null;
}

/**
 * Whether `reviewerId` may review the booking with this type, by the domain's
 * checkReviewEligibility on the stored booking (status, parties, late flag) and the stored
 * reviews (hidden ones count: one review per booking, reviewer and type). A listing review
 * also needs the booking's listing, which a deleted listing leaves empty ("Listing not found").
 */
export function decideReviewEligibility(
  app: PbApp,
  bookingId: unknown,
  reviewerId: string | null,
  reviewType: unknown,
): ReviewEligibilityDecision {
  const booking = typeof bookingId === 'string' && bookingId ? findRecordOrNull(app, BOOKINGS, bookingId) : null;
  const type = typeof reviewType === 'string' ? reviewType : '';
  const eligibility = checkReviewEligibility({
    booking: booking && {
      status: booking.getString('status'),
      renter: booking.getString('renter'),
      owner: booking.getString('owner'),
      isLateCancellation: booking.getBool('isLateCancellation'),
    },
    userId: reviewerId,
    reviewType: type,
    alreadyReviewed: Boolean(
      booking && reviewerId && isReviewType(type) && hasReviewed(app, booking.id, reviewerId, type),
    ),
  });
  if (eligibility.canReview && type === 'listing' && !booking?.getString('listing')) {
    return { eligibility: { canReview: false, reason: BOOKING_MESSAGES.listingNotFound }, booking };
  }
  return { eligibility, booking };
}

/**
 * `GET /api/market/reviews/eligibility?bookingId&reviewType` → `{ canReview, reason }`: the
 * same decision the create route makes, answered rather than refused (reason null when allowed).
 */
export function reviewEligibility(
  app: PbApp,
  actor: Actor,
  query: { [key: string]: string | undefined },
): ReviewEligibility {
  const reviewerId = reviewerIdOf(actor);
  return decideReviewEligibility(app, query.bookingId, reviewerId, query.reviewType).eligibility;
}
