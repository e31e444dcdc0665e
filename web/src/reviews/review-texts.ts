/**
 * Texts of the reviews on a profile and a listing page that the spec does not word (it says only that users "report
 * or mark as helpful another user's review"); the server's own refusals are shown as it words them.
 */
export const REVIEW_TEXTS = {
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
} as const;

/** "5 stars", "1 star". */
export function starsLabel(stars: number): string {
  return `${stars} ${stars === 1 ? 'star' : 'stars'}`;
}
