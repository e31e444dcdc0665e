import type { SearchFilter, SearchSort } from '@partilha/domain';
import type PocketBase from 'pocketbase';
import { toListingWithOwner, type ListingWithOwner } from './listing-with-owner';

export interface SearchPageRequest {
  /** The `nextCursor` of the previous page; none for the first page. */
  cursor?: string | null;
  /** Defaults to the route's 12. */
  perPage?: number;
}

export interface SearchResultPage {
  items: ListingWithOwner[];
  /** Null when this was the last page. */
  nextCursor: string | null;
}

export type SearchListingsFilter = Partial<SearchFilter> & {
  /** Listings in this city come first (the signed-in user's city). */
  city?: string;
  /** Only listings in this place (accents and case ignored). */
  place?: string;
  /** The order; the server's default is best match with a text, newest without. */
  sort?: SearchSort;
  /** Free on these dates (YYYY-MM-DD, both or neither). */
  from?: string;
  to?: string;
};

/** A place with active listings, in its most common spelling (GET /api/market/places). */
export interface SearchPlace {
  city: string;
  count: number;
}

/** The query string of `GET /api/market/search`: unset filters are left out, not sent empty. */
export function searchQueryParams(filter: SearchListingsFilter, page: SearchPageRequest = {}): Record<string, string> {
  const params: Record<string, string> = {};
  const entries: [string, unknown][] = [...Object.entries(filter), ['cursor', page.cursor], ['perPage', page.perPage]];
  for (const [key, value] of entries) {
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text !== '' && !(key === 'type' && text === 'all')) params[key] = text;
  }
  return params;
}

/**
 * One page of the marketplace search (DESIGN.md "Search": indexed reads on the server) in the
 * filter's order, same-city first when a city is given (newest and best match); countListings
 * gives the total. Rejects on failure; the page shows the spec's
 * "Failed to load listings".
 */
export async function searchListings(
  client: PocketBase,
  filter: SearchListingsFilter,
  page: SearchPageRequest = {},
): Promise<SearchResultPage> {
  const body = await client.send<{ items?: unknown[]; nextCursor?: unknown }>('/api/market/search', {
    method: 'GET',
    query: searchQueryParams(filter, page),
  });
  const items = (body.items ?? []).map(toListingWithOwner);
  const nextCursor = typeof body.nextCursor === 'string' && body.nextCursor !== '' ? body.nextCursor : null;
  return { items, nextCursor };
}

/** How many listings the filter matches (GET /api/market/search/count). Rejects on failure. */
export async function countListings(client: PocketBase, filter: SearchListingsFilter): Promise<number> {
  const body = await client.send<{ total?: unknown }>('/api/market/search/count', {
    method: 'GET',
    query: searchQueryParams(filter),
  });
  if (typeof body.total !== 'number' || !Number.isFinite(body.total)) throw new Error('The count has no total.');
  return body.total;
}

/** The places with active listings and their counts, sorted by name. Rejects on failure. */
export async function searchPlaces(client: PocketBase): Promise<SearchPlace[]> {
  const body = await client.send<unknown>('/api/market/places', { method: 'GET' });
  if (!Array.isArray(body)) return [];
  return body.flatMap((entry: { city?: unknown; count?: unknown }) =>
    typeof entry?.city === 'string' && typeof entry.count === 'number'
      ? [{ city: entry.city, count: entry.count }]
      : [],
  );
}
