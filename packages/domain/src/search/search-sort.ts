import { localized } from '../i18n/catalogue';

/**
 * The orders of the search (DESIGN.md "Search"). Every order is a keyset order with the search's
 * row key (newest first) as the last tie-break, so paging never repeats or skips a listing.
 *
 * - best: listings whose title contains the search text first, then those that match it only in
 *   the description, category or city; newest first within each. Without a text it is newest.
 * - newest: newest first (the signed-in member's own city first, as before).
 * - price-asc / price-desc: by price, then newest first.
 * - rating: by the owner's rating as a provider (the stars on the card), highest first, then newest.
 */
export const SEARCH_SORTS = ['best', 'newest', 'price-asc', 'price-desc', 'rating'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const SEARCH_SORT_LABELS_EN = {
  best: 'Best match',
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Best rated',
} as const;
export const SEARCH_SORT_LABELS: Readonly<Record<SearchSort, string>> = /* @__PURE__ */ localized(
  'search.sorts',
  SEARCH_SORT_LABELS_EN,
);

export function isSearchSort(value: unknown): value is SearchSort {
  return typeof value === 'string' && (SEARCH_SORTS as readonly string[]).includes(value);
}

/** The order a search runs in: the chosen one, else best match with a text and newest without. */
export function resolveSearchSort(value: unknown, hasText: boolean): SearchSort {
  const chosen = isSearchSort(value) ? value : hasText ? 'best' : 'newest';
  return chosen === 'best' && !hasText ? 'newest' : chosen;
}

/** The orders the page offers: best match only when there is a text to match. */
export function searchSortChoices(hasText: boolean): SearchSort[] {
  return SEARCH_SORTS.filter((sort) => hasText || sort !== 'best');
}
