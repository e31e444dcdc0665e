import type { ListingType } from '@partilha/domain';
import { emitPartilhaEvent, type PartilhaWidgetName } from './events';
import { listingPageUrl, marketOrigin } from './market';

/**
 * The booking button: the listing's page on the marketplace opens in a new window, where the member
 * is signed in (their session lives on the marketplace's own origin: no third-party cookie or
 * storage). When a request is sent there, the website posts a message to this window
 * (web/src/widgets-bridge/notify-opener.ts), addressed to this page's origin; it is accepted only
 * from the marketplace's origin and from a window a widget opened, and becomes
 * `partilha:booking-requested` on the widget that opened it.
 */

/** The message the website posts (version 1). Kept in step with web/src/widgets-bridge/. */
export const BOOKING_MESSAGE_TYPE = 'partilha:booking-requested';
export const OPENER_PARAM = 'partilha-opener';

interface Opened {
  host: HTMLElement;
  widget: PartilhaWidgetName;
  listingId: string;
}

const opened = new Map<Window, Opened>();
let listening = false;

function onMessage(event: MessageEvent): void {
  if (event.origin !== marketOrigin() || !event.source) return;
  const from = opened.get(event.source as Window);
  const data = event.data as { type?: unknown; version?: unknown; listingId?: unknown } | null;
  if (!from || !data || data.type !== BOOKING_MESSAGE_TYPE || data.version !== 1) return;
  if (data.listingId !== from.listingId) return;
  emitPartilhaEvent(from.host, 'partilha:booking-requested', { widget: from.widget, listingId: from.listingId });
}

export function bookingUrl(listingId: string, type?: ListingType): string {
  const url = new URL(listingPageUrl(listingId, type));
  url.searchParams.set(OPENER_PARAM, window.location.origin);
  return url.toString();
}

/** Opens the booking window; returns false when the browser blocked it (the link then opens it). */
export function openBookingWindow(
  host: HTMLElement,
  widget: PartilhaWidgetName,
  listingId: string,
  type?: ListingType,
): boolean {
  if (!listening) {
    window.addEventListener('message', onMessage);
    listening = true;
  }
  const child = window.open(bookingUrl(listingId, type), '_blank');
  if (!child) return false;
  opened.set(child, { host, widget, listingId });
  return true;
}
