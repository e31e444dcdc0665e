import { listingDetailPath, type ListingType } from '@partilha/domain';

/** Which route shows the listing: the marketplace, the owner's account area, or /listings/{id}. */
export type ListingViewer = 'marketplace' | 'account' | 'listing';

/** Inside the account area the account layout already frames the page; elsewhere it frames itself. */
export function listingFrameClass(viewer: ListingViewer): string {
  return viewer === 'account' ? '' : 'page';
}

/** Back goes to My Listings for the owner and to the start for everyone else (spec 000 §2). */
export function listingBackTarget(isOwner: boolean): string {
  return isOwner ? '/account/listings' : '/';
}

const MARKETPLACE_SEGMENT = /^\/marketplace\/(services|equipment)\//;

/**
 * The marketplace path a listing belongs under when it was opened under the other type (a service
 * id under /marketplace/equipment/…); null when the path is right or the route is not a
 * marketplace one.
 */
export function wrongTypeRedirect(
  viewer: ListingViewer,
  pathname: string,
  listing: { id: string; type: ListingType },
): string | null {
  if (viewer !== 'marketplace') return null;
  const segment = MARKETPLACE_SEGMENT.exec(pathname)?.[1];
  const expected = listing.type === 'service' ? 'services' : 'equipment';
  return segment === expected ? null : listingDetailPath(listing.type, listing.id);
}
