/**
 * Texts of the review card that the spec does not word (it says only "report or mark as helpful",
 * "verified"). Kept in one place so they can move to the domain's review messages unchanged.
 */
export const REVIEW_CARD_TEXTS = {
  helpful: 'Helpful',
  report: 'Report',
  reported: 'Reported',
  edit: 'Edit',
  delete: 'Delete',
  verified: 'Verified booking',
} as const;

/** "1 person found this helpful", "3 people found this helpful"; nothing for no votes. */
export function helpfulCountText(count: number): string {
  if (!Number.isFinite(count) || count < 1) return '';
  const whole = Math.floor(count);
  return whole === 1 ? '1 person found this helpful' : `${whole} people found this helpful`;
}

/** "Photo 2 of 5 from Ana Silva's review", the text alternative of a review photo. */
export function reviewPhotoAlt(reviewerName: string, index: number, count: number): string {
  return `Photo ${index + 1} of ${count} from ${reviewerName}'s review`;
}
