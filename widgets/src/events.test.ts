// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { emitPartilhaEvent, PARTILHA_EVENTS_VERSION, type PartilhaListingClickDetail } from './events';

describe('widget events', () => {
  it('bubble out of shadow roots with a versioned detail', () => {
    const host = document.createElement('div');
    const root = host.attachShadow({ mode: 'open' });
    const inner = document.createElement('span');
    root.append(inner);
    document.body.append(host);
    const seen: unknown[] = [];
    document.addEventListener('partilha:loaded', (event) => seen.push([event.target, (event as CustomEvent).detail]));
    emitPartilhaEvent(inner, 'partilha:loaded', { widget: 'listing', id: 'a', itemCount: 1 });
    expect(seen).toEqual([[host, { version: PARTILHA_EVENTS_VERSION, widget: 'listing', id: 'a', itemCount: 1 }]]);
  });

  it('lets a listener cancel a listing click, and only that event', () => {
    const host = document.createElement('div');
    host.addEventListener('partilha:listing-click', (event) => event.preventDefault());
    host.addEventListener('partilha:loaded', (event) => event.preventDefault());
    const detail: Omit<PartilhaListingClickDetail, 'version'> = { widget: 'listing', listingId: 'a', url: 'u' };
    expect(emitPartilhaEvent(host, 'partilha:listing-click', detail)).toBe(false);
    expect(emitPartilhaEvent(host, 'partilha:loaded', { widget: 'listing', id: 'a', itemCount: 1 })).toBe(true);
  });
});
