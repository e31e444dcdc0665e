/**
 * The website's half of the partner widgets' booking button (widgets/src/booking-window.ts): a
 * widget opens a listing page with `?partilha-opener=<partner origin>`; when a booking request
 * is sent from that page, the partner page that opened it is told, by a message addressed to that
 * origin only (the browser drops it if the opener has since gone elsewhere). It carries nothing
 * the partner could not see already: which listing, and that a request was sent.
 */

/** Kept in step with widgets/src/booking-window.ts (apps never import each other). */
export const OPENER_PARAM = 'partilha-opener';
export const BOOKING_REQUESTED_MESSAGE = 'partilha:booking-requested';

/** The partner origin named in the page address, when it is one (http or https, nothing more). */
export function partnerOrigin(search: string): string | null {
  const named = new URLSearchParams(search).get(OPENER_PARAM);
  if (!named) return null;
  try {
    const url = new URL(named);
    const isWeb = url.protocol === 'https:' || url.protocol === 'http:';
    return isWeb && url.origin === named ? url.origin : null;
  } catch {
    return null;
  }
}

/** Tells the partner page that opened this one that a request was sent; false when there is none. */
export function notifyOpenerOfBooking(listingId: string, from: Window = window): boolean {
  const origin = partnerOrigin(from.location.search);
  const opener = from.opener as Window | null;
  if (!origin || !opener || opener === from) return false;
  try {
    opener.postMessage({ type: BOOKING_REQUESTED_MESSAGE, version: 1, listingId }, origin);
    return true;
  } catch {
    // A closed or unreachable opener: the booking itself is made; the partner is simply not told.
    return false;
  }
}
