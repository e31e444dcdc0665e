import { getRatingDisplay } from './rating-display';
import { RATING_MESSAGES } from './rating-messages';

/**
 * The listing's stored summary in one short line: "4.8 · 12 reviews" (the rating to one decimal,
 * spec 000 §2 rating stars), or "No reviews yet"; the page puts a decorative star before a rating.
 */
export function listingRatingText(summary: { averageRating: number; totalReviews: number }): {
  rated: boolean;
  text: string;
} {
  const display = getRatingDisplay(summary.averageRating, summary.totalReviews);
  if (display.value === null || !display.hasReviews) return { rated: false, text: RATING_MESSAGES.noReviews };
  const count = Math.floor(summary.totalReviews);
  return { rated: true, text: `${display.value} · ${RATING_MESSAGES.reviewCount(count)}` };
}
