/**
 * Where the marketplace is: the origin the widgets' own scripts come from. PocketBase serves the
 * website, the API and the widget scripts (/embed/) on one origin, so a partner only names it once,
 * in the loader's `src`.
 */
export function marketOrigin(): string {
  return new URL(import.meta.url).origin;
}

export function listingPageUrl(listingId: string): string {
  return `${marketOrigin()}/listings/${encodeURIComponent(listingId)}`;
}

export function profilePageUrl(userId: string): string {
  return `${marketOrigin()}/profile/${encodeURIComponent(userId)}`;
}

/** A path of the API (e.g. an image's `/api/files/…`) as a full URL on the marketplace origin. */
export function apiUrl(path: string): string {
  return new URL(path, marketOrigin()).toString();
}
