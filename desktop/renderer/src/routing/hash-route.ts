/**
 * The console's location lives in the URL hash — `#/bookings?late=true&from=2026-11-01` — so every
 * filter can be linked to (an Overview figure opens its filtered table), survives a reload, and
 * works under Electron's `app://console/` where there is no server to answer other paths.
 */
export interface HashRoute {
  /** The screen id: the first path segment (`bookings`), '' for none. */
  screen: string;
  /** Filter, paging and drawer state of the screen, every value a non-empty string. */
  params: Record<string, string>;
}

export function parseHash(hash: string): HashRoute {
  const text = hash.replace(/^#/, '');
  const [path = '', search = ''] = text.split('?', 2);
  const screen = path.replace(/^\/+/, '').split('/')[0] ?? '';
  const params: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    if (value !== '') params[key] = value;
  }
  return { screen: decodeURIComponent(screen), params };
}

/** The hash of a route; params with empty values are left out, keys sorted so equal routes match. */
export function formatHash(route: HashRoute): string {
  const search = new URLSearchParams();
  for (const key of Object.keys(route.params).sort()) {
    const value = route.params[key];
    if (value !== undefined && value !== '') search.set(key, value);
  }
  const query = search.toString();
  return `#/${encodeURIComponent(route.screen)}${query ? `?${query}` : ''}`;
}

/** A link to a screen with filters: `screenHref('bookings', { late: 'true' })`. */
export function screenHref(screen: string, params: Record<string, string | undefined> = {}): string {
  const clean: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) if (value) clean[key] = value;
  return formatHash({ screen, params: clean });
}
