import { localized } from '../i18n/catalogue';

/**
 * Texts of the review card that the spec does not word (it says only "report or mark as helpful",
 * "verified").
 */
export const REVIEW_CARD_TEXTS_EN = {
  helpful: 'Helpful',
  report: 'Report',
  reported: 'Reported',
  edit: 'Edit',
  delete: 'Delete',
  verified: 'Verified booking',
  /** Who replied, when their name is unknown. */
  theReviewed: 'the person reviewed',
  photos: 'Photos',
  /** "1 person found this helpful", "3 people found this helpful". */
  helpfulCount: (count: number) => (count === 1 ? '1 person found this helpful' : `${count} people found this helpful`),
  /** "Photo 2 of 5 from Ana Silva's review". */
  photoAlt: (reviewerName: string, position: number, count: number) =>
    `Photo ${position} of ${count} from ${reviewerName}'s review`,
} as const;
export const REVIEW_CARD_TEXTS = /* @__PURE__ */ localized('review.card', REVIEW_CARD_TEXTS_EN);

/** Labels of the review form that the spec does not word (its messages are REVIEW_MESSAGES). */
export const REVIEW_FORM_TEXTS_EN = {
  overallRating: 'Overall rating',
  categoryRatings: 'Category ratings',
  optional: '(optional)',
  required: '(required)',
  title: 'Title',
  content: 'Review',
  submit: 'Submit Review',
  cancel: 'Cancel',
  clear: 'Clear',
  notRated: 'Not rated',
  /** "1 star", "4 stars". */
  stars: (stars: number) => (stars === 1 ? '1 star' : `${stars} stars`),
} as const;
export const REVIEW_FORM_TEXTS = /* @__PURE__ */ localized('review.form', REVIEW_FORM_TEXTS_EN);

export const REVIEW_LIST_TEXTS_EN = {
  sortBy: 'Sort by',
  loading: 'Loading reviews...',
  label: 'Reviews',
} as const;
export const REVIEW_LIST_TEXTS = /* @__PURE__ */ localized('review.list', REVIEW_LIST_TEXTS_EN);

/**
 * Texts of the reviews on a profile, a listing page and a booking page that the spec does not
 * word; the server's own refusals are shown as it words them.
 */
export const REVIEW_PAGE_TEXTS_EN = {
  title: 'Reviews',
  roleLabel: 'Reviews received',
  asOwner: 'As a provider',
  asRenter: 'As a client',
  /** The listing page's switch between the listing's own reviews and its owner's. */
  shownOnListing: 'Reviews shown',
  ofListing: 'This listing',
  ofOwner: 'The owner as a provider',
  summaryLabel: 'Rating summary',
  distributionLabel: 'Reviews by rating',
  signInPrompt: 'Sign in to mark reviews as helpful.',
  signIn: 'Sign in',
  /** The report dialog's line about what is reported: "“Great drill” by Ana Silva". */
  reviewBy: (title: string, reviewer: string) => (title ? `“${title}” by ${reviewer}` : `A review by ${reviewer}`),
  helpfulFailed: 'Failed to mark the review as helpful',
  // The booking page's reviews area
  writeReview: 'Write a Review',
  loadingReviews: 'Loading reviews',
  inProgress: 'You can leave a review once the booking is completed.',
  theOwner: 'the owner',
  theRenter: 'the renter',
  /** "Olga Owner, the owner". */
  subjectNamed: (name: string, role: string) => `${name}, ${role}`,
  offer: (subject: string) =>
    `How did it go? Tell others about ${subject}: your review helps the community choose with confidence.`,
  dialogText: (subject: string) => `Your review of ${subject}. Other members will see it.`,
} as const;
export const REVIEW_PAGE_TEXTS = /* @__PURE__ */ localized('review.page', REVIEW_PAGE_TEXTS_EN);

/**
 * Texts for editing and deleting one's own review. The spec says only that "users can edit or
 * delete their own review" (spec 001 §4) and words none of it.
 */
export const OWN_REVIEW_TEXTS_EN = {
  editTitle: 'Edit Your Review',
  save: 'Save Changes',
  updated: 'Your review was updated.',
  updateFailed: 'Failed to update the review. Please try again.',
  deleteTitle: 'Delete your review?',
  deleteText: 'It disappears from the profile and its rating no longer counts. You can write a new one afterwards.',
  deleteConfirm: 'Delete Review',
  keep: 'Keep Review',
  deleted: 'Your review was deleted.',
  deleteFailed: 'Failed to delete the review. Please try again.',
  hidden: 'This review is hidden: it no longer appears on Partilha or counts towards any rating.',
  readStatement: 'Read the statement of reasons and appeal',
} as const;
export const OWN_REVIEW_TEXTS = /* @__PURE__ */ localized('review.own', OWN_REVIEW_TEXTS_EN);
