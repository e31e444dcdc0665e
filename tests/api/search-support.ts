// What GET /api/market/search must return, computed by brute force from the listings with the
// domain's definitions (matchesSearchQuery, foldSearchText), and every page the route returns.
import { foldSearchText, matchesSearchQuery, toSearchQuery } from '@partilha/domain';
import { expect } from 'vitest';
import type { Api, Json } from '../support/api-client';

/** Every page of the route for these parameters, followed through nextCursor. */
export async function routeIds(api: Api, params: Record<string, string>): Promise<string[]> {
  const ids: string[] = [];
  let cursor = '';
  for (let guard = 0; guard < 200; guard += 1) {
    const response = await api.get('/api/market/search', { ...params, ...(cursor ? { cursor } : {}) });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    ids.push(...response.body.items.map((item: Json) => item.id));
    if (!response.body.nextCursor) return ids;
    cursor = response.body.nextCursor;
  }
  throw new Error('too many pages');
}

const newestFirst = (x: Json, y: Json): number =>
  (x.created < y.created ? 1 : x.created > y.created ? -1 : 0) || (x.id < y.id ? 1 : x.id > y.id ? -1 : 0);

/**
 * The ids the route must return, in order (packages/domain/src/search/search-sort.ts): newest and
 * best match by segment (title matches first for best match; the preferred city first unless a
 * place is chosen), newest first inside each; price and rating by value, then newest first.
 * `ratingOf` gives a listing's owner's provider rating.
 */
export function expectedIds(
  all: Json[],
  params: Record<string, string>,
  ratingOf: (listing: Json) => number = () => 0,
): string[] {
  const query = toSearchQuery(params);
  const matches = all.filter((listing) => matchesSearchQuery(listing, query));
  if (query.sort === 'price-asc' || query.sort === 'price-desc' || query.sort === 'rating') {
    const value = (listing: Json) => (query.sort === 'rating' ? ratingOf(listing) : listing.price);
    const direction = query.sort === 'price-asc' ? 1 : -1;
    return matches.sort((x, y) => direction * (value(x) - value(y)) || newestFirst(x, y)).map((listing) => listing.id);
  }
  const splitByCity = query.city !== '' && query.place === '';
  const rank = (listing: Json) => {
    const title = query.sort === 'best' && !foldSearchText(listing.title).toLowerCase().includes(query.search) ? 1 : 0;
    const city = splitByCity && foldSearchText(listing.city.trim()) !== query.city ? 1 : 0;
    return title * 2 + city;
  };
  return matches.sort((x, y) => rank(x) - rank(y) || newestFirst(x, y)).map((listing) => listing.id);
}
