import {
  CATEGORY_FILTER_ALL_EQUIPMENT,
  CATEGORY_FILTER_ALL_SERVICES,
  EQUIPMENT_CATEGORIES,
  emptySearchFilter,
  resolveSearchCategory,
  SERVICE_CATEGORIES,
  toCategoryOptions,
  type CategoryOption,
  type SearchFilter,
} from '@partilha/domain';
import { readSearchFilter, writeSearchFilter } from '../search/search-url';

/** Which listings a marketplace page shows: everything, or one type. */
export type MarketplaceScope = 'all' | 'service' | 'equipment';

/**
 * The filter of a marketplace page: its type, plus the category and price range from the URL
 * query. A category of the other type is ignored (a services page shows services only); search
 * text belongs to the search page.
 */
export function marketplaceFilter(scope: MarketplaceScope, params: URLSearchParams): SearchFilter {
  const read = readSearchFilter(params);
  const base = { ...emptySearchFilter(), priceRange: read.priceRange };
  if (scope === 'all') return { ...base, type: read.type, category: read.category };
  const fits = read.category !== '' && resolveSearchCategory(read.category).type === scope;
  return { ...base, type: scope, category: fits ? read.category : '' };
}

/** The URL query of a marketplace page: the type is the page's path, so only category and price. */
export function marketplaceParams(scope: MarketplaceScope, filter: SearchFilter): URLSearchParams {
  const params = writeSearchFilter(filter);
  if (scope !== 'all') params.delete('type');
  return params;
}

/** The category choices of a one-type page: "All Services" then each service category (or equipment). */
export function scopedCategoryOptions(scope: Exclude<MarketplaceScope, 'all'>): CategoryOption[] {
  return scope === 'service'
    ? toCategoryOptions([CATEGORY_FILTER_ALL_SERVICES, ...SERVICE_CATEGORIES])
    : toCategoryOptions([CATEGORY_FILTER_ALL_EQUIPMENT, ...EQUIPMENT_CATEGORIES]);
}
