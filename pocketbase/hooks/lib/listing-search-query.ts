import {
  foldPlace,
  isPriceBand,
  resolveSearchCategory,
  resolveSearchSort,
  searchTextOf,
  type SearchQuery,
  type SearchType,
} from '@partilha/domain';

/**
 * Reads the query of GET /api/market/search exactly as the domain's `toSearchQuery` does, without
 * zod: the search route loads this in every hook runtime that serves it, and zod's schemas take
 * about a second to build in goja, so the route's bundle stays free of them. The test beside this
 * file checks both readers agree on arbitrary input.
 */

/** The domain's SEARCH_PAGE_SIZE and SEARCH_MAX_PAGE_SIZE (checked equal by the test). */
export const SEARCH_ROUTE_PAGE_SIZE = 12;
export const SEARCH_ROUTE_MAX_PAGE_SIZE = 50;

export const SEARCH_TYPES: readonly string[] = ['all', 'service', 'equipment'];

/** The answer to a cursor that is not one of ours, or of another order. */
export const SEARCH_CURSOR_INVALID = 'Invalid search cursor.';

/** A URL query value: '' or absent when not sent. */
export type QueryValue = string | null | undefined;

function trimmed(value: QueryValue): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** '' or not a non-negative number reads as "not set", as the domain's queryNumber does. */
function price(value: QueryValue): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const parsed = Number(String(value).trim());
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : undefined;
}

function pageSize(value: QueryValue): number {
  const parsed = Math.floor(Number(value));
  if (!Number.isFinite(parsed) || parsed < 1) return SEARCH_ROUTE_PAGE_SIZE;
  return Math.min(parsed, SEARCH_ROUTE_MAX_PAGE_SIZE);
}

export function readSearchQuery(param: (name: string) => QueryValue): SearchQuery {
  const rawType = param('type') ?? 'all';
  const filterType = (SEARCH_TYPES.includes(rawType) ? rawType : 'all') as SearchType;
  const category = trimmed(param('category'));
  const rawBand = param('priceRange') ?? '';
  const resolved = resolveSearchCategory(category);
  const search = searchTextOf(trimmed(param('search')));
  return {
    // With no category the `type` parameter stands; a chosen category decides the type itself.
    type: category === '' ? filterType : resolved.type,
    category: resolved.category,
    search,
    priceRange: isPriceBand(rawBand) ? rawBand : '',
    minPrice: price(param('minPrice')),
    maxPrice: price(param('maxPrice')),
    city: foldPlace(trimmed(param('city'))),
    place: foldPlace(trimmed(param('place'))),
    sort: resolveSearchSort(trimmed(param('sort')), search !== ''),
    from: trimmed(param('from')),
    to: trimmed(param('to')),
    perPage: pageSize(param('perPage')),
    cursor: trimmed(param('cursor')),
  };
}

/**
 * Where the next page starts. Opaque to clients. The Go route (pocketbase/market) writes and reads
 * the same text; tests/conformance compares decodeSearchCursor and encodeSearchCursor with it.
 * - `key` (newest and best match): after the listing `id` created in millisecond `ms`, in the
 *   segment `rank` (0 = the first: same title and city match; see planSearch). "rank|ms|id".
 * - `value` (price and rating): after the row with sort value `value` and search key `key`
 *   (the tie-break, newest first). "v|value|key".
 */
export type SearchCursor =
  { kind: 'key'; rank: number; ms: number; id: string } | { kind: 'value'; value: number; key: string };

const KEY_CURSOR = /^([0-3])\|(-?\d{1,15})\|([a-z0-9]{1,32})$/;
const VALUE_CURSOR = /^v\|(-?\d{1,21}(?:\.\d{1,24})?(?:e[+-]?\d{1,3})?)\|(-?\d{1,19})$/;

export function decodeSearchCursor(value: string): SearchCursor | null {
  const key = KEY_CURSOR.exec(value);
  if (key) return { kind: 'key', rank: Number(key[1]), ms: Number(key[2]), id: key[3] as string };
  const sorted = VALUE_CURSOR.exec(value);
  if (!sorted) return null;
  const number = Number(sorted[1]);
  return Number.isFinite(number) ? { kind: 'value', value: number, key: sorted[2] as string } : null;
}

export function encodeSearchCursor(cursor: SearchCursor): string {
  return cursor.kind === 'key' ? `${cursor.rank}|${cursor.ms}|${cursor.id}` : `v|${cursor.value}|${cursor.key}`;
}
