import { localized } from '../i18n/catalogue';

/** User-facing texts of reviews (spec 001 §2, §4, §5, §8). */
export const REVIEW_MESSAGES_EN = {
  // Eligibility
  bookingNotFound: 'Booking not found',
  notParticipant: 'You can only review bookings you were part of',
  onlyOwnerLateCancellation: 'Only the owner can review a late cancellation',
  cancelledNotReviewable: 'Cannot review cancelled bookings',
  notCompleted: 'You can only review completed bookings',
  alreadyReviewed: 'You have already reviewed this booking',
  invalidReviewType: 'Invalid review type',
  renterReviewsOwner: 'As the renter you can only review the owner or the listing',
  ownerReviewsRenter: 'As the owner you can only review the renter',

  // Form
  overallRatingRequired: 'Please provide an overall rating',
  titleRequired: 'Title is required',
  titleMax: 'Title cannot exceed 120 characters',
  contentMin: 'Review must be at least 10 characters',
  contentMax: 'Review cannot exceed 500 characters',
  categoryRatingRange: 'Ratings must be between 0 and 5',
  mustBeLoggedIn: 'You must be logged in to submit a review',

  // Screens and toasts
  submitFailed: 'Failed to submit review. Please try again.',
  submitted: 'Review submitted successfully!',
  thankYou: 'Thank you for your review!',
  loadFailed: 'Failed to load reviews',
  tryAgain: 'Try Again',
  empty: 'No reviews yet',
  bookingInProgress: 'Booking In Progress',
  bookingCancelled: 'Booking Cancelled',
  yourReview: 'Your Review',
  readMore: 'Read more',
  showLess: 'Show less',
  loadMore: 'Load More',
  beTheFirst: (type: string) => `Be the first to leave a review for this ${type}!`,
  createFailed: (reason: string) => `Failed to create review: ${reason}`,
  /** A reviewer without a name: "User" and the first characters of their id. */
  anonymousReviewer: (idPrefix: string) => `User ${idPrefix}`,
} as const;

export const REVIEW_MESSAGES = /* @__PURE__ */ localized('review', REVIEW_MESSAGES_EN);

/** "Be the first to leave a review for this owner!" */
export function beTheFirstMessage(type: string): string {
  return REVIEW_MESSAGES.beTheFirst(type);
}

/** "Failed to create review: <reason>". */
export function createReviewFailedMessage(reason: string): string {
  return REVIEW_MESSAGES.createFailed(reason);
}
