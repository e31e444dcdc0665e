/**
 * Where the PocketBase API lives. PocketBase serves the built website, so by default it is this
 * page's own origin; `VITE_POCKETBASE_URL` overrides it for a site hosted elsewhere.
 */
export function apiBaseUrl(): string {
  const configured = import.meta.env.VITE_POCKETBASE_URL as string | undefined;
  return configured && configured.length > 0 ? configured : window.location.origin;
}
