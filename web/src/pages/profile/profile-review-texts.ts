/**
 * Texts of the profile's Reviews tab that the spec does not word (it says only that users "report
 * or mark as helpful another user's review"); the server's own refusals are shown as it words them.
 */
export const PROFILE_REVIEW_TEXTS = {
  title: 'Reviews',
  roleLabel: 'Reviews received',
  asOwner: 'As a provider',
  asRenter: 'As a client',
  summaryLabel: 'Rating summary',
  distributionLabel: 'Reviews by rating',
  signInPrompt: 'Sign in to mark reviews as helpful or to report one.',
  signIn: 'Sign in',
  helpfulFailed: 'Failed to mark the review as helpful',
  reportFailed: 'Failed to report the review',
  reported: 'Thank you. The review was reported to our team.',
} as const;

/** "5 stars", "1 star". */
export function starsLabel(stars: number): string {
  return `${stars} ${stars === 1 ? 'star' : 'stars'}`;
}
