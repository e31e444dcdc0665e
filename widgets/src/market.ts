import { listingDetailPath, type ListingType } from '@partilha/domain';

/**
 * Where the marketplace is: the origin the widgets' own scripts come from. PocketBase serves the
 * website, the API and the widget scripts (/embed/) on one origin, so a partner only names it once,
 * in the loader's `src`.
 */
export function marketOrigin(): string {
  return new URL(import.meta.url).origin;
}

/**
 * A listing's page: the public one when its type is known (the website's listingDetailPath), else
 * /listings/{id}, which asks the visitor to sign in first (the booking button alone knows no type).
 */
export function listingPageUrl(listingId: string, type?: ListingType): string {
  const id = encodeURIComponent(listingId);
  return `${marketOrigin()}${type ? listingDetailPath(type, id) : `/listings/${id}`}`;
}

export function profilePageUrl(userId: string): string {
  return `${marketOrigin()}/profile/${encodeURIComponent(userId)}`;
}

/**
 * The marketplace's report page for a listing or a review (web/src/pages/report/ReportPage.tsx):
 * the notice form of docs/moderation-api.md, open to members and guests alike.
 */
export function reportPageUrl(kind: 'listing' | 'review', id: string): string {
  return `${marketOrigin()}/report?${new URLSearchParams({ kind, id })}`;
}

/** A path of the API (e.g. an image's `/api/files/…`) as a full URL on the marketplace origin. */
export function apiUrl(path: string): string {
  return new URL(path, marketOrigin()).toString();
}
