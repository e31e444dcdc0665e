import { z } from 'zod';
import { PRICE_BAND_VALUES } from './price-bands';

export const SEARCH_TYPES = ['all', 'service', 'equipment'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Results per page on the search page, and the data layer's default when none is given. */
export const SEARCH_PAGE_SIZE = 12;
export const SEARCH_DEFAULT_PAGE_SIZE = 10;

/** A number from a URL query value: '' or not a non-negative number reads as "not set". */
const queryNumber = z.preprocess((value) => {
  if (value === null || value === undefined || value === '') return undefined;
  const parsed = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : undefined;
}, z.number().optional());

/**
 * The search filter as it lives in the URL query (spec 000 §2): type, search, category,
 * priceRange, minPrice, maxPrice. Unknown or malformed values fall back to "not set" rather than
 * failing, so a hand-edited URL still shows results.
 */
export const searchFilterSchema = z.object({
  type: z.enum(SEARCH_TYPES).catch('all'),
  search: z.string().trim().catch(''),
  category: z.string().trim().catch(''),
  priceRange: z.union([z.enum(PRICE_BAND_VALUES), z.literal('')]).catch(''),
  minPrice: queryNumber,
  maxPrice: queryNumber,
});
export type SearchFilter = z.infer<typeof searchFilterSchema>;

/** The filter with nothing chosen. */
export function emptySearchFilter(): SearchFilter {
  return { type: 'all', search: '', category: '', priceRange: '', minPrice: undefined, maxPrice: undefined };
}

/** A full page may be followed by more results; a shorter page is the last (spec 000 §4). */
export function mayHaveMoreResults(pageLength: number, pageSize: number = SEARCH_PAGE_SIZE): boolean {
  return pageLength >= pageSize;
}
