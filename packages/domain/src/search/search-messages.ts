/** User-facing texts of search, home listings and the header search box (spec 000 §2, §8). */
export const SEARCH_MESSAGES = {
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
} as const;

/** The search page title: the quoted search text, or the default title. */
export function searchPageTitle(search: string | null | undefined): string {
  const text = (search ?? '').trim();
  return text ? `"${text}"` : SEARCH_MESSAGES.defaultTitle;
}

/** Home empty text: "No listings found", or naming the chosen category label. */
export function noListingsText(categoryLabel?: string | null): string {
  return categoryLabel ? `No listings found in "${categoryLabel}" category` : SEARCH_MESSAGES.emptyTitle;
}

/** The header search navigates here: no query parameter when the text is empty. */
export function searchPath(text: string | null | undefined): string {
  const value = (text ?? '').trim();
  return value ? `/search?search=${encodeURIComponent(value)}` : '/search';
}
