import { localized } from '../i18n/catalogue';
import { parseTimestamp } from '../time/parse-timestamp';

export const REVIEW_SORT_LABELS_EN = {
  newest: 'Newest First',
  oldest: 'Oldest First',
  highest_rated: 'Highest Rated',
  lowest_rated: 'Lowest Rated',
  most_helpful: 'Most Helpful',
} as const;
export const REVIEW_SORT_LABELS = /* @__PURE__ */ localized('review.sort', REVIEW_SORT_LABELS_EN);

/** One sort option; its label is read in the active language each time. */
function sortOption<V extends keyof typeof REVIEW_SORT_LABELS_EN>(
  value: V,
): { readonly value: V; readonly label: string } {
  return {
    value,
    get label() {
      return REVIEW_SORT_LABELS[value];
    },
  };
}

/** Sort options of review lists; the data layer's default is by helpful votes (spec 001 §9). */
export const REVIEW_SORT_OPTIONS = [
  sortOption('newest'),
  sortOption('oldest'),
  sortOption('highest_rated'),
  sortOption('lowest_rated'),
  sortOption('most_helpful'),
] as const;
export type ReviewSort = (typeof REVIEW_SORT_OPTIONS)[number]['value'];
export const DEFAULT_REVIEW_SORT: ReviewSort = 'most_helpful';

/** Review page sizes: 10 by default, 20 on a public profile. */
export const REVIEW_PAGE_SIZE = 10;
export const PROFILE_REVIEW_PAGE_SIZE = 20;

export function isReviewSort(value: unknown): value is ReviewSort {
  return REVIEW_SORT_OPTIONS.some((option) => option.value === value);
}

/** The server's sort expression for each option; ties fall back to newest first. */
export const REVIEW_SORT_FIELDS: Readonly<Record<ReviewSort, string>> = {
  newest: '-created',
  oldest: 'created',
  highest_rated: '-overallRating,-created',
  lowest_rated: 'overallRating,-created',
  most_helpful: '-helpfulCount,-created',
};

interface SortableReview {
  created: string;
  overallRating: number;
  helpfulCount: number;
}

function time(review: SortableReview): number {
  return parseTimestamp(review.created)?.getTime() ?? 0;
}

/** A sorted copy, the same order the server's expression gives. */
export function sortReviews<T extends SortableReview>(
  reviews: readonly T[],
  sort: ReviewSort = DEFAULT_REVIEW_SORT,
): T[] {
  const newestFirst = (a: T, b: T) => time(b) - time(a);
  const compare: Record<ReviewSort, (a: T, b: T) => number> = {
    newest: newestFirst,
    oldest: (a, b) => time(a) - time(b),
    highest_rated: (a, b) => b.overallRating - a.overallRating || newestFirst(a, b),
    lowest_rated: (a, b) => a.overallRating - b.overallRating || newestFirst(a, b),
    most_helpful: (a, b) => b.helpfulCount - a.helpfulCount || newestFirst(a, b),
  };
  return [...reviews].sort(compare[sort]);
}
