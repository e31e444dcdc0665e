/**
 * How the public widget routes answer (issue 16): JSON readable from any partner origin, without
 * credentials, cached by browsers and proxies for a minute and revalidated cheaply by ETag.
 *
 * CORS is set here, on these routes only, by the route's own handler: a global JS middleware
 * would hold a JS runtime for every GET, realtime streams included (docs/adr/0007). The answers
 * hold public data only (what a guest sees on the website), so `*` is safe; credentials are never
 * allowed, and nothing sets a cookie.
 */

/** A minute fresh, then served stale for five while the browser revalidates by ETag. */
export const WIDGET_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

interface WidgetRequestEvent extends PbRequestEvent {
  request: PbRequestEvent['request'] & { header: { get(name: string): string } };
  response: { header(): { set(name: string, value: string): void } };
  string(status: number, body: string): void;
  noContent(status: number): void;
}

/** The headers every widget answer carries, errors included (so a partner page can read them). */
export function setWidgetHeaders(e: PbRequestEvent): void {
  const headers = (e as WidgetRequestEvent).response.header();
  headers.set('Access-Control-Allow-Origin', '*');
  headers.set('Access-Control-Expose-Headers', 'ETag');
  headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Vary', 'Origin');
}

/** A strong ETag from the body's SHA-256 (the first 128 bits are plenty to tell versions apart). */
export function etagOf(body: string): string {
  return `"${$security.sha256(body).slice(0, 32)}"`;
}

/** Whether an If-None-Match header names this ETag (a list, weak forms and `*` included). */
export function matchesIfNoneMatch(header: string, etag: string): boolean {
  const wanted = header.trim();
  if (wanted === '') return false;
  if (wanted === '*') return true;
  return wanted.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/** Sends `body` as JSON with the widget headers, or a bodiless 304 when the client has it already. */
export function sendWidgetJson(e: PbRequestEvent, body: unknown): void {
  const event = e as WidgetRequestEvent;
  const text = JSON.stringify(body);
  const etag = etagOf(text);
  setWidgetHeaders(e);
  const headers = event.response.header();
  headers.set('Cache-Control', WIDGET_CACHE_CONTROL);
  headers.set('ETag', etag);
  if (matchesIfNoneMatch(event.request.header.get('If-None-Match'), etag)) {
    event.noContent(304);
    return;
  }
  headers.set('Content-Type', 'application/json');
  event.string(200, text);
}
