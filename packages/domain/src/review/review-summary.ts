import { roundToOneDecimal } from '../rating/rating-display';
import { parseTimestamp } from '../time/parse-timestamp';
import type { ReviewType } from './review';

/** Recent reviews kept on a summary (spec 001 §9). */
export const RECENT_REVIEWS_COUNT = 5;

export type RatingDistribution = Record<'1' | '2' | '3' | '4' | '5', number>;

export interface SummarizableReview {
  overallRating: number;
  categoryRatings?: Readonly<Record<string, number>> | null;
  created: string;
}

export interface ReviewSummary<T extends SummarizableReview = SummarizableReview> {
  totalReviews: number;
  /** Mean overall rating to one decimal; 0 without reviews. */
  averageRating: number;
  /** Reviews per star, by overall rating rounded to the nearest star. */
  ratingDistribution: RatingDistribution;
  /** Mean of each category to one decimal, over the reviews that rated it. */
  categoryAverages: Record<string, number>;
  /** The latest 5 by created, newest first. */
  recentReviews: T[];
}

/** The key of a stored summary: "{reviewType}_{targetId}", e.g. "owner_abc123". */
export function reviewSummaryKey(reviewType: ReviewType, targetId: string): string {
  return `${reviewType}_${targetId}`;
}

export function emptyRatingDistribution(): RatingDistribution {
  return { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
}

function createdMs(review: SummarizableReview): number {
  return parseTimestamp(review.created)?.getTime() ?? Number.NEGATIVE_INFINITY;
}

/**
 * The rating summary of a set of reviews (spec 001 §3). Ratings that are not numbers are ignored;
 * a category rating of 0 means "not rated" (the form starts every category at 0) and does not
 * pull the category's average down.
 */
export function computeReviewSummary<T extends SummarizableReview>(reviews: readonly T[]): ReviewSummary<T> {
  const distribution = emptyRatingDistribution();
  let sum = 0;
  let rated = 0;
  const categoryTotals: Record<string, { sum: number; count: number }> = {};
  for (const review of reviews) {
    if (Number.isFinite(review.overallRating)) {
      sum += review.overallRating;
      rated += 1;
      const star = Math.min(5, Math.max(1, Math.round(review.overallRating)));
      distribution[String(star) as keyof RatingDistribution] += 1;
    }
    for (const [category, value] of Object.entries(review.categoryRatings ?? {})) {
      if (!Number.isFinite(value) || value <= 0) continue;
      const total = categoryTotals[category] ?? { sum: 0, count: 0 };
      total.sum += value;
      total.count += 1;
      categoryTotals[category] = total;
    }
  }
  const categoryAverages: Record<string, number> = {};
  for (const [category, total] of Object.entries(categoryTotals)) {
    categoryAverages[category] = roundToOneDecimal(total.sum / total.count);
  }
  const recentReviews = reviews
    .map((review, index) => ({ review, index, at: createdMs(review) }))
    .sort((a, b) => (b.at === a.at ? a.index - b.index : b.at > a.at ? 1 : -1))
    .slice(0, RECENT_REVIEWS_COUNT)
    .map((entry) => entry.review);
  return {
    totalReviews: reviews.length,
    averageRating: rated === 0 ? 0 : roundToOneDecimal(sum / rated),
    ratingDistribution: distribution,
    categoryAverages,
    recentReviews,
  };
}
