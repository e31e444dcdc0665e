import type { SearchFilter } from '@partilha/domain';
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
};

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
 * One page of the marketplace search (DESIGN.md "Search": one indexed query on the server), newest
 * first, same-city first when a city is given. Rejects on failure; the page shows the spec's
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
