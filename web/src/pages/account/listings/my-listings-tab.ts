import type { ListingType } from '@partilha/domain';

/**
 * The My Listings tab lives in the query (`?tab=services` / `?tab=equipment`), so a link — the
 * dashboard's "View all" — can open either tab, and reloading keeps it. Services by default.
 */
export const MY_LISTINGS_TAB_PARAM = 'tab';

const TAB_OF_TYPE: Readonly<Record<ListingType, string>> = { service: 'services', equipment: 'equipment' };

/** The listing type of the tab named in the query; anything else is the Services tab. */
export function listingTypeOfTab(tab: string | null | undefined): ListingType {
  return tab === TAB_OF_TYPE.equipment ? 'equipment' : 'service';
}

export function tabOfListingType(type: ListingType): string {
  return TAB_OF_TYPE[type];
}

/** "/account/listings?tab=equipment". */
export function myListingsPath(type: ListingType): string {
  return `/account/listings?${MY_LISTINGS_TAB_PARAM}=${TAB_OF_TYPE[type]}`;
}
