/**
 * Shared set-up of the review tests (tests/api/reviews-*.test.ts): the review routes, bookings in
 * any state (written by the superuser: the booking routes are tested elsewhere, and a review only
 * reads the stored booking), request bodies, and an independent brute-force summary to compare the
 * server's stored summaries with.
 */
import { expect } from 'vitest';
import { records, type Api, type ApiResponse, type Json, type TestUser } from '../support/api-client';

export const REVIEWS_ROUTE = '/api/market/reviews';
export const ELIGIBILITY_ROUTE = '/api/market/reviews/eligibility';

export type ReviewType = 'owner' | 'renter' | 'listing';

/** The categories of each type (spec 001 §3), written out here rather than read from the domain. */
export const CATEGORIES: Record<ReviewType, readonly string[]> = {
  listing: ['condition', 'accuracy', 'value'],
  owner: ['communication', 'reliability', 'professionalism', 'responsiveness', 'cleanliness'],
  renter: ['communication', 'reliability', 'carefulness', 'punctuality', 'respectfulness'],
};

export interface BookingState {
  owner: TestUser;
  renter: TestUser;
  listing?: string;
  status?: string;
  isLateCancellation?: boolean;
  /**
   * When a completed booking was completed. By default long ago: its blind period is over, so a
   * review of it is published at once (reviews-blind.test.ts tests the blind period itself).
   */
  completedAt?: string;
}

/** When the test bookings were completed unless a test says: long before any test clock. */
export const COMPLETED_LONG_AGO = '2020-01-01 10:00:00.000Z';

/** A booking stored as the superuser, in any status. */
export async function bookingIn(admin: Api, state: BookingState): Promise<string> {
  const response = await admin.post(records('bookings'), {
    listing: state.listing ?? '',
    renter: state.renter.id,
    owner: state.owner.id,
    status: state.status ?? 'completed',
    isLateCancellation: state.isLateCancellation ?? false,
    totalPrice: 50,
    completedAt: (state.status ?? 'completed') === 'completed' ? (state.completedAt ?? COMPLETED_LONG_AGO) : '',
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.id as string;
}

/** A valid body for the create route; override any field. */
export function reviewBody(
  bookingId: string,
  reviewType: ReviewType,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    bookingId,
    reviewType,
    overallRating: 4,
    title: 'Good experience',
    content: 'Everything went as agreed, thank you.',
    categoryRatings: Object.fromEntries(CATEGORIES[reviewType].slice(0, 2).map((category) => [category, 4])),
    ...overrides,
  };
}

/** Creates a review through the route; fails the test unless it is accepted. */
export async function submitReview(reviewer: TestUser, body: Record<string, unknown>): Promise<Json> {
  const response = await reviewer.api.post(REVIEWS_ROUTE, body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

export function eligibility(user: { api: Api } | Api, bookingId: string, reviewType: string): Promise<ApiResponse> {
  const api = 'api' in user ? user.api : user;
  return api.get(ELIGIBILITY_ROUTE, { bookingId, reviewType });
}

/** The stored summary of a target, or null (read as a guest: summaries are public). */
export async function storedSummary(api: Api, reviewType: ReviewType, target: string): Promise<Json | null> {
  const { body } = await api.guest.get(records('review_summaries'), { filter: `key = "${reviewType}_${target}"` });
  return (body.items as Json[])[0] ?? null;
}

/** Every page of a collection as the superuser. */
export async function allRecords(admin: Api, collection: string, filter = ''): Promise<Json[]> {
  const items: Json[] = [];
  for (let page = 1; ; page += 1) {
    const { body } = await admin.get(records(collection), { page, perPage: 500, ...(filter ? { filter } : {}) });
    items.push(...(body.items as Json[]));
    if (page >= body.totalPages) return items;
  }
}

/** Half-up to one decimal, on exact fractions (sum × 10 / count is an exact .5 only on a real tie). */
function oneDecimal(sum: number, count: number): number {
  return Math.round((sum * 10) / count) / 10;
}

export interface BruteForceSummary {
  totalReviews: number;
  averageRating: number;
  ratingDistribution: Record<string, number>;
  categoryAverages: Record<string, number>;
  /** The latest 5, compact: id, reviewer, overallRating, title, content, created. */
  recentReviews: Json[];
}

function compact(review: Json): Json {
  const { id, reviewer, overallRating, title, content, created } = review;
  return { id, reviewer, overallRating, title, content, created };
}

/**
 * The summary of spec 001 §3 recomputed from raw review records, on its own: active public
 * reviews about the target; mean to one decimal; count per rounded star; per category the mean
 * of the ratings given (0 = not rated); the latest 5 by created (ties: larger id first, as the
 * server reads them).
 */
export function bruteForceSummary(reviews: readonly Json[], reviewType: ReviewType, target: string): BruteForceSummary {
  const counted = reviews.filter(
    (review) =>
      review.reviewType === reviewType &&
      (reviewType === 'listing' ? review.listing : review.reviewee) === target &&
      review.status === 'active' &&
      review.isPublic === true,
  );
  const distribution: Record<string, number> = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  const categories: Record<string, { sum: number; count: number }> = {};
  let sum = 0;
  for (const review of counted) {
    sum += review.overallRating;
    distribution[String(Math.min(5, Math.max(1, Math.round(review.overallRating))))]! += 1;
    for (const [category, value] of Object.entries((review.categoryRatings ?? {}) as Record<string, number>)) {
      if (value <= 0) continue;
      const total = (categories[category] ??= { sum: 0, count: 0 });
      total.sum += value;
      total.count += 1;
    }
  }
  const newestFirst = [...counted].sort((a, b) =>
    a.created === b.created ? (a.id < b.id ? 1 : -1) : a.created < b.created ? 1 : -1,
  );
  return {
    totalReviews: counted.length,
    averageRating: counted.length ? oneDecimal(sum, counted.length) : 0,
    ratingDistribution: distribution,
    categoryAverages: Object.fromEntries(
      Object.entries(categories).map(([category, total]) => [category, oneDecimal(total.sum, total.count)]),
    ),
    recentReviews: newestFirst.slice(0, 5).map(compact),
  };
}

/** A stored summary in the brute force's shape (a missing one reads as zero). */
export function summaryShape(summary: Json | null): BruteForceSummary {
  return {
    totalReviews: summary?.totalReviews ?? 0,
    averageRating: summary?.averageRating ?? 0,
    ratingDistribution: summary?.ratingDistribution ?? { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
    categoryAverages: summary?.categoryAverages ?? {},
    recentReviews: ((summary?.recentReviews ?? []) as Json[]).map(compact),
  };
}
