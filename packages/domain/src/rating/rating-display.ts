import { RATING_MESSAGES } from './rating-messages';

/** Stars on the rating scale (spec 001 §9: 5 stars, one decimal). */
export const RATING_SCALE = 5;
/** The English text; what people read is `RATING_MESSAGES.noReviews` (active language). */
export const NO_REVIEWS_TEXT = 'No reviews yet';

export type StarFill = 'full' | 'half' | 'empty';

export interface RatingDisplay {
  /** One entry per star, left to right. */
  stars: StarFill[];
  /** "4.5 (12 reviews)"-style text, or "No reviews yet". */
  text: string;
  /** The rating to one decimal ("4.5", pt-PT "4,5"), or null when there is nothing to show. */
  value: string | null;
  hasReviews: boolean;
}

/** Rounds to one decimal the way the spec's averages are shown (4.25 → 4.3). */
export function roundToOneDecimal(value: number): number {
  return Math.round(value * 10 + Number.EPSILON) / 10;
}

/**
 * How a rating shows as stars: a full star per whole point, a half star when the fraction is at
 * least .5, "No reviews yet" when the rating is 0 with no reviews (spec 001 §2 Rating stars).
 */
export function getRatingDisplay(rating: number, reviewCount: number): RatingDisplay {
  const safeRating = Number.isFinite(rating) ? Math.min(RATING_SCALE, Math.max(0, rating)) : 0;
  const count = Number.isFinite(reviewCount) ? Math.max(0, Math.floor(reviewCount)) : 0;
  const whole = Math.floor(safeRating);
  const half = safeRating - whole >= 0.5;
  const stars: StarFill[] = [];
  for (let i = 0; i < RATING_SCALE; i += 1) {
    stars.push(i < whole ? 'full' : i === whole && half ? 'half' : 'empty');
  }
  if (safeRating === 0 && count === 0) {
    return { stars, text: RATING_MESSAGES.noReviews, value: null, hasReviews: false };
  }
  const value = RATING_MESSAGES.decimal(roundToOneDecimal(safeRating).toFixed(1));
  return { stars, text: `${value} (${RATING_MESSAGES.reviewCount(count)})`, value, hasReviews: count > 0 };
}
