import { localized } from '../i18n/catalogue';

/** User-facing texts of search, home listings and the header search box (spec 000 §2, §8). */
export const SEARCH_MESSAGES_EN = {
  defaultTitle: 'Find Local Services & Equipment',
  placeholder: 'Search for anything...',
  loading: 'Loading listings...',
  emptyTitle: 'No listings found',
  emptyHint: 'Try adjusting your search filters',
  loadMore: 'Load More',
  viewAllCategories: 'View All Categories',
  loadFailed: 'Failed to load listings',
  loadMoreFailed: 'Failed to load more listings',
  recentListings: 'Recent Listings',
  sortLabel: 'Sort by',
  placeLabel: 'Place',
  anyPlace: 'Any place',
  placePlaceholder: 'Type a town or city',
  datesLabel: 'Free on these dates',
  fromLabel: 'From',
  toLabel: 'To',
  filtersToggle: 'Filters',
  datesBoth: 'Please select both a start and an end date',
  datesFormat: 'Dates must be in the format YYYY-MM-DD',
  datesOrder: 'End date must be after or equal to start date',
  datesPast: 'Start date cannot be in the past',
  datesTooLong: 'Dates can span at most 90 days',
  invalidSort: 'Sort must be one of: best, newest, price-asc, price-desc, rating',
  resultCount: (count: number) => (count === 1 ? '1 result' : `${count} results`),
  /** A search text as the page title and its filter chip show it. */
  quoted: (text: string) => `"${text}"`,
  noListingsIn: (categoryLabel: string) => `No listings found in "${categoryLabel}" category`,
  /** The search boxes, the search page and the filters (also drawn by the server's first views). */
  searchListings: 'Search listings',
  searchListingsFromMenu: 'Search listings from the menu',
  searchButton: 'Search',
  listingSearch: 'Listing search',
  searchText: 'Search text',
  searchResults: 'Search results',
  filtersGroup: 'Filters',
  activeFilters: 'Active filters',
  removeFilter: (kind: 'type' | 'search' | 'category' | 'price', label: string) => `Remove ${kind} filter: ${label}`,
  category: 'Category',
  selectCategory: 'Select a category',
  servicesGroup: 'Services',
  equipmentGroup: 'Equipment',
  priceRange: 'Price range',
  seeAllListings: 'See all listings',
} as const;

export const SEARCH_MESSAGES = /* @__PURE__ */ localized('search', SEARCH_MESSAGES_EN);

/** "1 result", "12 results" (the search page's count). */
export function resultCountText(count: number): string {
  return SEARCH_MESSAGES.resultCount(count);
}

/** The search page title: the quoted search text, or the default title. */
export function searchPageTitle(search: string | null | undefined): string {
  const text = (search ?? '').trim();
  return text ? SEARCH_MESSAGES.quoted(text) : SEARCH_MESSAGES.defaultTitle;
}

/** Home empty text: "No listings found", or naming the chosen category label. */
export function noListingsText(categoryLabel?: string | null): string {
  return categoryLabel ? SEARCH_MESSAGES.noListingsIn(categoryLabel) : SEARCH_MESSAGES.emptyTitle;
}

/** The header search navigates here: no query parameter when the text is empty. */
export function searchPath(text: string | null | undefined): string {
  const value = (text ?? '').trim();
  return value ? `/search?search=${encodeURIComponent(value)}` : '/search';
}
