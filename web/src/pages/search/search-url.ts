import {
  isSearchSort,
  type SearchSort,
  resolveSearchCategory,
  searchFilterSchema,
  type SearchFilter,
} from '@partilha/domain';

/** The URL query parameters of the search page, in the order they are written (spec 000 §2). */
export const SEARCH_PARAMS = ['type', 'search', 'category', 'priceRange', 'minPrice', 'maxPrice'] as const;

/**
 * The filter a URL query describes. Malformed values read as "not set"; a category decides the
 * type as it does on the server (a link to ?category=all-services reads as type service, no
 * category), so the page shows exactly what the server searches.
 */
export function readSearchFilter(params: URLSearchParams): SearchFilter {
  const raw = Object.fromEntries(SEARCH_PARAMS.map((name) => [name, params.get(name) ?? undefined]));
  const filter = searchFilterSchema.parse(raw);
  if (filter.category === '') return filter;
  return { ...filter, ...resolveSearchCategory(filter.category) };
}

/** The URL query of a filter: only what is set, so an empty filter is a bare /search. */
export function writeSearchFilter(filter: SearchFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.type !== 'all') params.set('type', filter.type);
  if (filter.search.trim() !== '') params.set('search', filter.search.trim());
  if (filter.category !== '') params.set('category', filter.category);
  if (filter.priceRange !== '') params.set('priceRange', filter.priceRange);
  if (filter.minPrice !== undefined) params.set('minPrice', String(filter.minPrice));
  if (filter.maxPrice !== undefined) params.set('maxPrice', String(filter.maxPrice));
  return params;
}

/** Choosing a category sets the type as the spec says (spec 000 §4: resolveSearchCategory). */
export function withCategoryChoice(filter: SearchFilter, choice: string): SearchFilter {
  return { ...filter, ...resolveSearchCategory(choice) };
}

/** Choosing a price band; '' is "Any price". A band replaces a hand-written min/max. */
export function withPriceRange(filter: SearchFilter, priceRange: SearchFilter['priceRange']): SearchFilter {
  return { ...filter, priceRange, minPrice: undefined, maxPrice: undefined };
}

/** The search page's filters beyond the spec's (issue 18): place, order and free dates. */
export interface SearchOptions {
  /** A place as typed or chosen ('' = anywhere); the server ignores accents and case. */
  place: string;
  /** '' = the default order (best match with a text, newest without). */
  sort: SearchSort | '';
  /** "Free on these dates", YYYY-MM-DD ('' = not set). */
  from: string;
  to: string;
}

/** Their URL query parameters, written after the spec's. */
export const SEARCH_OPTION_PARAMS = ['place', 'sort', 'from', 'to'] as const;

export function emptySearchOptions(): SearchOptions {
  return { place: '', sort: '', from: '', to: '' };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The options a URL query describes; an unknown order or a malformed day reads as not set. */
export function readSearchOptions(params: URLSearchParams): SearchOptions {
  const text = (name: string) => (params.get(name) ?? '').trim();
  const sort = text('sort');
  const day = (name: string) => (DAY.test(text(name)) ? text(name) : '');
  return { place: text('place'), sort: isSearchSort(sort) ? sort : '', from: day('from'), to: day('to') };
}

/** The URL query of a search: the spec's filters, then the options that are set. */
export function writeSearchPage(filter: SearchFilter, options: SearchOptions): URLSearchParams {
  const params = writeSearchFilter(filter);
  for (const name of SEARCH_OPTION_PARAMS) {
    const value = options[name].trim();
    if (value !== '') params.set(name, value);
  }
  return params;
}
