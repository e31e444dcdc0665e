import { REVIEW_FORM_TEXTS } from '@partilha/domain';

/** Labels of the review form, in the active language (the domain's review.form catalogue). */
export { REVIEW_FORM_TEXTS };

/** "1 star", "4 stars": the name of each choice of a star rating. */
export function starChoiceLabel(stars: number): string {
  return REVIEW_FORM_TEXTS.stars(stars);
}
