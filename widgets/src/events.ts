/**
 * The DOM events of the Partilha widgets: the public API partners listen to, typed once here
 * (STYLE.md, "An embed's public API is its attributes and its events"). Every event is a
 * `CustomEvent` dispatched on the widget element, bubbling and composed; its detail carries
 * `version`, which changes only when a detail changes shape incompatibly.
 */

export const PARTILHA_EVENTS_VERSION = 1;

export type PartilhaWidgetName = 'listing' | 'listings' | 'reviews' | 'rating' | 'book';

/** The widget has drawn its data. */
export interface PartilhaLoadedDetail {
  version: typeof PARTILHA_EVENTS_VERSION;
  widget: PartilhaWidgetName;
  /** The listing or user the widget shows; '' for a listings grid. */
  id: string;
  /** Listings or reviews drawn (1 for a listing, a rating or a booking button). */
  itemCount: number;
}

/**
 * Why a widget shows its error state: `not-found` (the listing or member is not public),
 * `network` (the API could not be reached), `server` (the API failed or limited the rate),
 * `invalid` (an attribute the API refused).
 */
export type PartilhaErrorKind = 'not-found' | 'network' | 'server' | 'invalid';

export interface PartilhaErrorDetail {
  version: typeof PARTILHA_EVENTS_VERSION;
  widget: PartilhaWidgetName;
  id: string;
  kind: PartilhaErrorKind;
  /** The HTTP status, or null when there was no answer. */
  status: number | null;
  /** Whether the widget offers a retry (network and server errors). */
  retryable: boolean;
}

/** A listing was chosen. Cancelable: `preventDefault()` keeps the widget from opening it. */
export interface PartilhaListingClickDetail {
  version: typeof PARTILHA_EVENTS_VERSION;
  widget: PartilhaWidgetName;
  listingId: string;
  /** The listing's page on the marketplace. */
  url: string;
}

/** A booking request was sent from the marketplace window the widget opened. */
export interface PartilhaBookingRequestedDetail {
  version: typeof PARTILHA_EVENTS_VERSION;
  widget: PartilhaWidgetName;
  listingId: string;
}

export interface PartilhaEventMap {
  'partilha:loaded': CustomEvent<PartilhaLoadedDetail>;
  'partilha:error': CustomEvent<PartilhaErrorDetail>;
  'partilha:listing-click': CustomEvent<PartilhaListingClickDetail>;
  'partilha:booking-requested': CustomEvent<PartilhaBookingRequestedDetail>;
}

export type PartilhaEventName = keyof PartilhaEventMap;

declare global {
  // Merged into the DOM's own map, so addEventListener('partilha:…') knows each detail type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends PartilhaEventMap {}
}

type DetailOf<K extends PartilhaEventName> = PartilhaEventMap[K] extends CustomEvent<infer D> ? D : never;

/** Dispatches a widget event on its element; returns false when a listener cancelled it. */
export function emitPartilhaEvent<K extends PartilhaEventName>(
  target: EventTarget,
  name: K,
  detail: Omit<DetailOf<K>, 'version'>,
): boolean {
  const event = new CustomEvent(name, {
    detail: { version: PARTILHA_EVENTS_VERSION, ...detail },
    bubbles: true,
    composed: true,
    cancelable: name === 'partilha:listing-click',
  });
  try {
    return target.dispatchEvent(event);
  } catch {
    // A host listener that throws must not break the widget (dispatchEvent reports it anyway).
    return true;
  }
}
