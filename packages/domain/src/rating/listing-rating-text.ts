import { localized } from '../i18n/catalogue';
import { getRatingDisplay } from './rating-display';

export const LISTING_RATING_TEXT_EN = {
  noReviews: 'No reviews yet',
  /** The rating to one decimal, as the domain writes it ("4.8"), and the number of reviews. */
  summary: (rating: string, count: number) => `${rating} · ${count} ${count === 1 ? 'review' : 'reviews'}`,
} as const;
export const LISTING_RATING_TEXT = localized('rating.listing-text', LISTING_RATING_TEXT_EN);

/**
 * The listing's stored summary in one short line: "4.8 · 12 reviews" (the rating to one decimal,
 * spec 000 §2 rating stars), or "No reviews yet"; the page puts a decorative star before a rating.
 */
export function listingRatingText(summary: { averageRating: number; totalReviews: number }): {
  rated: boolean;
  text: string;
} {
  const display = getRatingDisplay(summary.averageRating, summary.totalReviews);
  if (display.value === null || !display.hasReviews) return { rated: false, text: LISTING_RATING_TEXT.noReviews };
  const count = Math.floor(summary.totalReviews);
  return { rated: true, text: LISTING_RATING_TEXT.summary(display.value, count) };
}
