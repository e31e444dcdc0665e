import { REVIEW_FORM_TEXTS, REVIEW_PAGE_TEXTS } from '@partilha/domain';

/**
 * Texts of the reviews on a profile and a listing page, in the active language (the domain's
 * review.page catalogue); the server's own refusals are shown as it words them.
 */
export const REVIEW_TEXTS = REVIEW_PAGE_TEXTS;

/** "5 stars", "1 star". */
export function starsLabel(stars: number): string {
  return REVIEW_FORM_TEXTS.stars(stars);
}
