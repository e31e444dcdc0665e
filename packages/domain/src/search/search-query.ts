import { isPriceBand, matchesPriceFilter, priceBandRange, type PriceBand } from './price-bands';
import { resolveSearchCategory } from './search-category';
import { SEARCH_PAGE_SIZE, searchFilterSchema, type SearchType } from './search-filters';
import { foldPlace } from './search-fold';
import { resolveSearchSort, type SearchSort } from './search-sort';
import { matchesSearchText, searchTextOf } from './search-text';

/** Largest page the search route serves. */
export const SEARCH_MAX_PAGE_SIZE = 50;

/** A search request as the server runs it: every filter resolved, nothing left ambiguous. */
export interface SearchQuery {
  type: SearchType;
  category: string;
  /** Trimmed, lower-cased, folded search text ('' = no text filter; foldSearchText). */
  search: string;
  priceRange: PriceBand | '';
  minPrice: number | undefined;
  maxPrice: number | undefined;
  /** Listings in this city come first (folded, see foldPlace); '' = no preference. */
  city: string;
  /** Only listings in this place (folded, see foldPlace); '' = anywhere. */
  place: string;
  /** The order: the chosen one, else best match with a text and newest without. */
  sort: SearchSort;
  /** "Free on these dates" (YYYY-MM-DD, as sent; searchDatesProblem checks them); '' = not asked. */
  from: string;
  to: string;
  perPage: number;
  cursor: string;
}

function pageSize(value: unknown): number {
  const parsed = Math.floor(Number(value));
  if (!Number.isFinite(parsed) || parsed < 1) return SEARCH_PAGE_SIZE;
  return Math.min(parsed, SEARCH_MAX_PAGE_SIZE);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Reads the query parameters of `GET /api/market/search` (spec 000 §4/§7/§9). A chosen category
 * sets the type as the spec says (all-services → service, a known category → its type, all or an
 * unknown one such as other → all); without one, the `type` parameter stands. Malformed values
 * read as "not set", never as an error.
 */
export function toSearchQuery(params: Record<string, unknown>): SearchQuery {
  const filter = searchFilterSchema.parse({
    type: params.type ?? 'all',
    search: params.search ?? '',
    category: params.category ?? '',
    priceRange: params.priceRange ?? '',
    minPrice: params.minPrice,
    maxPrice: params.maxPrice,
  });
  const resolved = resolveSearchCategory(filter.category);
  // With no category the `type` parameter stands; a chosen category decides the type itself.
  const type = filter.category === '' ? filter.type : resolved.type;
  const search = searchTextOf(filter.search);
  return {
    type,
    category: resolved.category,
    search,
    priceRange: isPriceBand(filter.priceRange) ? filter.priceRange : '',
    minPrice: filter.minPrice,
    maxPrice: filter.maxPrice,
    city: foldPlace(text(params.city)),
    place: foldPlace(text(params.place)),
    sort: resolveSearchSort(text(params.sort), search !== ''),
    from: text(params.from),
    to: text(params.to),
    perPage: pageSize(params.perPage),
    cursor: text(params.cursor),
  };
}

export interface SearchableListing {
  type: string;
  category: string;
  title: string;
  description: string;
  price: number | null | undefined;
  city?: string;
  status?: string;
}

/**
 * Whether one listing is a result of the query's filters: the definition the server's SQL must
 * agree with. "Free on these dates" needs the listing's blocked and booked days, so it is not here.
 */
export function matchesSearchQuery(listing: SearchableListing, query: SearchQuery): boolean {
  if (listing.status !== undefined && listing.status !== 'active') return false;
  if (query.type !== 'all' && listing.type !== query.type) return false;
  if (query.category !== '' && listing.category !== query.category) return false;
  if (query.place !== '' && foldPlace(listing.city ?? '') !== query.place) return false;
  if (!matchesSearchText(listing, query.search)) return false;
  return matchesPriceFilter(listing.price, query);
}

/** SQL-friendly bounds of the price part of a query: every bound must hold. */
export function searchPriceBounds(query: SearchQuery): { op: '>' | '>=' | '<='; value: number }[] {
  const bounds: { op: '>' | '>=' | '<='; value: number }[] = [];
  if (query.priceRange !== '') {
    const band = priceBandRange(query.priceRange);
    bounds.push({ op: band.minInclusive ? '>=' : '>', value: band.min });
    if (band.max !== null) bounds.push({ op: '<=', value: band.max });
  }
  if (query.minPrice !== undefined) bounds.push({ op: '>=', value: query.minPrice });
  if (query.maxPrice !== undefined) bounds.push({ op: '<=', value: query.maxPrice });
  return bounds;
}
