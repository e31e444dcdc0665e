import {
  computeReviewSummary,
  isReviewType,
  reviewSummaryKey,
  type CompactReview,
  type RatingDistribution,
  type ReviewType,
} from '@partilha/domain';
import type { ReviewFields } from './review-records';

/** One stored summary: a review type and who or what it is about. */
export interface SummaryTarget {
  reviewType: ReviewType;
  /** A user id (owner, renter) or a listing id (listing). */
  target: string;
}

/**
 * The summary a review counts in (spec 001 §3, "owner_{userId}"): owner and renter reviews are
 * about their reviewee; a listing review about the booking's listing. None for a listing review
 * whose listing is gone.
 */
export function summaryTargetOf(
  review: Pick<ReviewFields, 'reviewType' | 'reviewee' | 'listing'>,
): SummaryTarget | null {
  if (!isReviewType(review.reviewType)) return null;
  const target = review.reviewType === 'listing' ? review.listing : review.reviewee;
  return target ? { reviewType: review.reviewType, target } : null;
}

/**
 * Reviews that count: active and public (spec 001 §7: the rebuild reads active, public reviews),
 * and published (a blind review counts once others can read it; issue 21).
 */
export function countsInSummary(review: Pick<ReviewFields, 'status' | 'isPublic' | 'publishedAt'>): boolean {
  return review.status === 'active' && review.isPublic && review.publishedAt !== '';
}

/**
 * What of a review its summary depends on, as one comparable value; two equal states mean an
 * update (a new helpful count, say) leaves every summary as it was.
 */
export function summaryState(review: ReviewFields | null): string {
  if (!review) return '';
  const { id, reviewType, reviewer, reviewee, listing, overallRating, categoryRatings, title, content, created } =
    review;
  return JSON.stringify([
    id,
    reviewType,
    reviewer,
    reviewee,
    listing,
    countsInSummary(review),
    overallRating,
    categoryRatings,
    title,
    content,
    created,
  ]);
}

/** The distinct summaries touched by a change from `before` to `after` (either may be null). */
export function touchedTargets(before: ReviewFields | null, after: ReviewFields | null): SummaryTarget[] {
  if (summaryState(before) === summaryState(after)) return [];
  const targets: SummaryTarget[] = [];
  for (const review of [before, after]) {
    const target = review ? summaryTargetOf(review) : null;
    if (target && !targets.some((t) => t.reviewType === target.reviewType && t.target === target.target)) {
      targets.push(target);
    }
  }
  return targets;
}

export interface SummaryRecordFields {
  key: string;
  reviewType: ReviewType;
  target: string;
  totalReviews: number;
  averageRating: number;
  ratingDistribution: RatingDistribution;
  categoryAverages: Record<string, number>;
  recentReviews: CompactReview[];
  lastUpdated: string;
}

/**
 * The stored summary of a target from its counted reviews, by the domain's computeReviewSummary
 * (average to one decimal, distribution by rounded rating, category averages, latest 5).
 * `reviews` come newest first, so reviews created in the same millisecond keep a fixed order.
 */
export function summaryRecordFields(
  target: SummaryTarget,
  reviews: readonly ReviewFields[],
  lastUpdated: string,
): SummaryRecordFields {
  const summary = computeReviewSummary(reviews);
  return {
    key: reviewSummaryKey(target.reviewType, target.target),
    reviewType: target.reviewType,
    target: target.target,
    totalReviews: summary.totalReviews,
    averageRating: summary.averageRating,
    ratingDistribution: summary.ratingDistribution,
    categoryAverages: summary.categoryAverages,
    recentReviews: summary.recentReviews.map((review) => ({
      id: review.id,
      reviewer: review.reviewer,
      overallRating: review.overallRating,
      title: review.title,
      content: review.content,
      created: review.created,
    })),
    lastUpdated,
  };
}

/**
 * The profile fields that follow a user's summaries: as owner (reviews of type owner) the
 * provider rating and count, as renter (type renter) the client ones. Listing summaries are about
 * a listing and touch no profile.
 */
export function userRatingFields(fields: SummaryRecordFields): Record<string, number> | null {
  if (fields.reviewType === 'owner') {
    return { ratingAsProvider: fields.averageRating, reviewsAsProvider: fields.totalReviews };
  }
  if (fields.reviewType === 'renter') {
    return { ratingAsClient: fields.averageRating, reviewsAsClient: fields.totalReviews };
  }
  return null;
}
