import { isPriceBand, resolveSearchCategory, searchTextOf, type SearchQuery, type SearchType } from '@partilha/domain';

/**
 * Reads the query of GET /api/market/search exactly as the domain's `toSearchQuery` does, without
 * zod: the search route loads this in every hook runtime that serves it, and zod's schemas take
 * about a second to build in goja, so the route's bundle stays free of them. The test beside this
 * file checks both readers agree on arbitrary input.
 */

/** The domain's SEARCH_PAGE_SIZE and SEARCH_MAX_PAGE_SIZE (checked equal by the test). */
export const SEARCH_ROUTE_PAGE_SIZE = 12;
export const SEARCH_ROUTE_MAX_PAGE_SIZE = 50;

const SEARCH_TYPES: readonly string[] = ['all', 'service', 'equipment'];

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
  return {
    // With no category the `type` parameter stands; a chosen category decides the type itself.
    type: category === '' ? filterType : resolved.type,
    category: resolved.category,
    search: searchTextOf(trimmed(param('search'))),
    priceRange: isPriceBand(rawBand) ? rawBand : '',
    minPrice: price(param('minPrice')),
    maxPrice: price(param('maxPrice')),
    city: trimmed(param('city')),
    perPage: pageSize(param('perPage')),
    cursor: trimmed(param('cursor')),
  };
}

/**
 * Where the next page starts: after the listing `id` created in millisecond `ms`, in the
 * same-city group (1) or the others (0). Opaque to clients: "cityMatch|ms|id".
 */
export interface SearchCursor {
  cityMatch: 0 | 1;
  ms: number;
  id: string;
}

const CURSOR = /^([01])\|(-?\d{1,15})\|([a-z0-9]{1,32})$/;

export function decodeSearchCursor(value: string): SearchCursor | null {
  const match = CURSOR.exec(value);
  if (!match) return null;
  return { cityMatch: match[1] === '1' ? 1 : 0, ms: Number(match[2]), id: match[3] as string };
}

export function encodeSearchCursor(cursor: SearchCursor): string {
  return `${cursor.cityMatch}|${cursor.ms}|${cursor.id}`;
}
