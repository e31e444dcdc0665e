// @vitest-environment jsdom
// The booking button's window: the host page hears of a sent request only from the marketplace's
// origin, from the window a widget opened, about the listing it opened.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_MESSAGE_TYPE, bookingUrl, openBookingWindow } from './booking-window';
import type { PartilhaBookingRequestedDetail } from './events';
import { marketOrigin } from './market';

// Under Vitest the module's own URL is a file: URL; the widgets are served from the marketplace.
vi.mock('./market', () => ({
  marketOrigin: () => 'https://market.example',
  listingPageUrl: (id: string, type?: string) =>
    `https://market.example${type ? `/marketplace/${type}/${id}` : `/listings/${encodeURIComponent(id)}`}`,
}));

afterEach(() => vi.restoreAllMocks());

function post(source: Window, origin: string, data: unknown): void {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

describe('the booking window', () => {
  it('opens the listing page with this page’s origin to answer to', () => {
    const url = new URL(bookingUrl('abc'));
    expect(url.origin).toBe(marketOrigin());
    expect(url.pathname).toBe('/listings/abc');
    expect(url.searchParams.get('partilha-opener')).toBe(window.location.origin);
  });

  it('raises partilha:booking-requested for a checked message only', () => {
    const child = { closed: false } as unknown as Window;
    vi.spyOn(window, 'open').mockReturnValue(child);
    const host = document.createElement('partilha-book');
    document.body.append(host);
    const seen: PartilhaBookingRequestedDetail[] = [];
    host.addEventListener('partilha:booking-requested', (event) => seen.push(event.detail));
    expect(openBookingWindow(host, 'book', 'abc')).toBe(true);

    const message = { type: BOOKING_MESSAGE_TYPE, version: 1, listingId: 'abc' };
    post(child, 'https://evil.example', message);
    post(window, marketOrigin(), message);
    post(child, marketOrigin(), { ...message, listingId: 'other' });
    post(child, marketOrigin(), { ...message, version: 2 });
    expect(seen).toEqual([]);
    post(child, marketOrigin(), message);
    expect(seen).toEqual([{ version: 1, widget: 'book', listingId: 'abc' }]);
  });

  it('reports a blocked window, so the link opens the page instead', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    expect(openBookingWindow(document.createElement('partilha-book'), 'book', 'abc')).toBe(false);
  });
});
