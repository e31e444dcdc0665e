import { REVIEW_CARD_TEXTS } from '@partilha/domain';

/** The review card's own words, in the active language (the domain's review.card catalogue). */
export { REVIEW_CARD_TEXTS };

/** "1 person found this helpful", "3 people found this helpful"; nothing for no votes. */
export function helpfulCountText(count: number): string {
  if (!Number.isFinite(count) || count < 1) return '';
  return REVIEW_CARD_TEXTS.helpfulCount(Math.floor(count));
}

/** "Photo 2 of 5 from Ana Silva's review", the text alternative of a review photo. */
export function reviewPhotoAlt(reviewerName: string, index: number, count: number): string {
  return REVIEW_CARD_TEXTS.photoAlt(reviewerName, index + 1, count);
}
