// @vitest-environment jsdom
// The loader's elements in jsdom: the reserved skeleton follows the attributes, the widget's code
// is loaded once and told about attribute changes, and a failed load shows a retry and raises
// partilha:error instead of throwing into the page.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PartilhaErrorDetail } from '../events';
import type { WidgetModule } from '../widget-contract';
import { defineWidgetElement } from './widget-element';

let counter = 0;
const uniqueTag = () => `partilha-test-${(counter += 1)}`;

afterEach(() => {
  document.body.replaceChildren();
});

function frameOf(element: Element): HTMLElement {
  return element.shadowRoot?.querySelector('.pw-frame') as HTMLElement;
}

describe('a widget element', () => {
  it('reserves one card per `limit` before its code arrives, and follows a changed limit', async () => {
    const tag = uniqueTag();
    defineWidgetElement(tag, {
      name: 'listings',
      attributes: ['limit'],
      load: () => new Promise(() => undefined),
      request: () => null,
    });
    const element = document.createElement(tag);
    element.setAttribute('limit', '4');
    document.body.append(element);
    expect(frameOf(element).className).toBe('pw-frame pw-frame-listings');
    expect(frameOf(element).getAttribute('aria-busy')).toBe('true');
    expect(frameOf(element).querySelectorAll('.pw-card')).toHaveLength(4);
    element.setAttribute('limit', '99');
    expect(frameOf(element).querySelectorAll('.pw-card')).toHaveLength(12);
    element.setAttribute('limit', 'many');
    expect(frameOf(element).querySelectorAll('.pw-card')).toHaveLength(6);
  });

  it('reserves the wider rating box when the reliability badge is asked for', () => {
    const tag = uniqueTag();
    defineWidgetElement(tag, {
      name: 'rating',
      attributes: ['reliability'],
      load: () => new Promise(() => undefined),
      request: () => null,
    });
    const element = document.createElement(tag);
    document.body.append(element);
    expect(frameOf(element).classList.contains('pw-with-reliability')).toBe(false);
    element.setAttribute('reliability', '');
    expect(frameOf(element).classList.contains('pw-with-reliability')).toBe(true);
    element.setAttribute('reliability', 'false');
    expect(frameOf(element).classList.contains('pw-with-reliability')).toBe(false);
  });

  it('loads its code once (without IntersectionObserver: at once) and passes attribute changes on', async () => {
    const tag = uniqueTag();
    const update = vi.fn();
    const mount = vi.fn(() => ({ update }));
    const load = vi.fn(async (): Promise<WidgetModule> => ({ mount }));
    defineWidgetElement(tag, { name: 'listing', attributes: ['listing-id'], load, request: () => null });
    const element = document.createElement(tag);
    element.setAttribute('listing-id', 'abc');
    document.body.append(element);
    await vi.waitFor(() => expect(mount).toHaveBeenCalledTimes(1));
    const [context] = mount.mock.calls[0] as unknown as [{ host: Element; frame: Element; root: ShadowRoot }];
    expect(context.host).toBe(element);
    expect(context.frame).toBe(frameOf(element));
    expect(context.root).toBe(element.shadowRoot);

    element.setAttribute('listing-id', 'def');
    element.setAttribute('theme', 'dark');
    element.setAttribute('theme', 'dark');
    expect(update).toHaveBeenCalledTimes(2);
    element.remove();
    document.body.append(element);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows a retry and raises partilha:error when its code cannot be loaded, then recovers', async () => {
    const tag = uniqueTag();
    const mount = vi.fn(() => ({ update: () => undefined }));
    const load = vi
      .fn<() => Promise<WidgetModule>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ mount });
    const reported = vi.fn();
    vi.stubGlobal('reportError', reported);
    defineWidgetElement(tag, { name: 'reviews', attributes: ['user-id'], load, request: () => null });
    const element = document.createElement(tag);
    element.setAttribute('user-id', 'u1');
    element.setAttribute('lang', 'pt-PT');
    const errors: PartilhaErrorDetail[] = [];
    document.body.addEventListener('partilha:error', (event) => errors.push(event.detail));
    expect(() => document.body.append(element)).not.toThrow();

    const retry = await vi.waitFor(() => {
      const button = frameOf(element).querySelector('button');
      if (!button) throw new Error('no retry yet');
      return button;
    });
    expect(retry.textContent).toBe('Tentar novamente');
    expect(errors).toEqual([
      { version: 1, widget: 'reviews', id: 'u1', kind: 'network', status: null, retryable: true },
    ]);
    expect(reported).toHaveBeenCalledTimes(1);
    retry.click();
    await vi.waitFor(() => expect(mount).toHaveBeenCalledTimes(1));
    vi.unstubAllGlobals();
  });

  it('starts its data request beside its code and hands it over once', async () => {
    const tag = uniqueTag();
    const answer = new Response('{}');
    const fetched = vi.fn(async () => answer);
    vi.stubGlobal('fetch', fetched);
    let finishLoading: (module: WidgetModule) => void = () => undefined;
    const taken: (Promise<Response> | null)[] = [];
    const mount = vi.fn((context: { takeRequest(url: string): Promise<Response> | null }) => {
      taken.push(context.takeRequest('https://market.test/api/x?id=abc'));
      taken.push(context.takeRequest('https://market.test/api/x?id=abc'));
      return { update: () => undefined };
    });
    defineWidgetElement(tag, {
      name: 'listing',
      attributes: ['listing-id'],
      load: () => new Promise<WidgetModule>((resolve) => (finishLoading = resolve)),
      request: (host) => `https://market.test/api/x?id=${host.getAttribute('listing-id')}`,
    });
    const element = document.createElement(tag);
    element.setAttribute('listing-id', 'abc');
    document.body.append(element);
    // The request left before the code arrived.
    await vi.waitFor(() => expect(fetched).toHaveBeenCalledTimes(1));
    expect(fetched).toHaveBeenCalledWith('https://market.test/api/x?id=abc', { credentials: 'omit', mode: 'cors' });
    expect(mount).not.toHaveBeenCalled();
    finishLoading({ mount });
    await vi.waitFor(() => expect(mount).toHaveBeenCalledTimes(1));
    await expect(taken[0]).resolves.toBe(answer);
    expect(taken[1]).toBeNull();
    vi.unstubAllGlobals();
  });
});
