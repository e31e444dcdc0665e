import PocketBase, { LocalAuthStore } from 'pocketbase';

/** Key under which the browser keeps the PocketBase session (spec 001 §7: session local to the browser). */
export const AUTH_STORAGE_KEY = 'partilha_auth';

/**
 * The one way to make a PocketBase client. `baseUrl` comes from the app's config (the website passes
 * its own origin, since PocketBase serves it; tests pass their server's URL).
 */
export function createPocketBaseClient(baseUrl: string): PocketBase {
  const store = typeof window === 'undefined' ? undefined : new LocalAuthStore(AUTH_STORAGE_KEY);
  const client = new PocketBase(baseUrl, store);
  // React effects may fire the same list request twice in development; never cancel one with the other.
  client.autoCancellation(false);
  return client;
}

export type { PocketBase };
