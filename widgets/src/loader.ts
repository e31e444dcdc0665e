/**
 * partilha-widgets.js, the one script a partner page includes (widgets/README.md), as a classic
 * script in its head:
 *
 *   <script src="https://<marketplace>/embed/partilha-widgets.js"></script>
 *
 * It registers the five elements while the page is parsed, so each reserves its box before the
 * first paint, and imports a widget's own code only when one comes near the viewport; pages
 * without a widget load nothing more.
 */
import type { PartilhaWidgetName } from './events';
import { defineWidgetElement } from './loader/widget-element';
import { widgetRequestPath } from './requests';
import type { WidgetModule } from './widget-contract';

/**
 * Each widget's module file and the chunks it imports, relative to this script (written in by the
 * loader build). All are requested at once: the browser then has every module when the widget's
 * own imports ask for them.
 */
declare const __PARTILHA_WIDGET_FILES__: Record<PartilhaWidgetName, string[]>;

// The moment the loader ran: partners (and the demo's tests) measure the first widget's paint from it.
performance.mark?.('partilha:loader');

/** Where this script came from; its widgets are beside it. */
function scriptUrl(): string {
  const current = document.currentScript as HTMLScriptElement | null;
  if (current?.src) return current.src;
  // Included as a module after all (no currentScript): find it by name.
  const found = document.querySelector<HTMLScriptElement>('script[src*="/partilha-widgets.js"]');
  return found?.src ?? window.location.href;
}

const base = scriptUrl();
const load = (name: PartilhaWidgetName) => async (): Promise<WidgetModule> => {
  const [widget] = await Promise.all(
    __PARTILHA_WIDGET_FILES__[name].map((file) => import(/* @vite-ignore */ new URL(file, base).href)),
  );
  return widget as WidgetModule;
};

function define(tag: string, name: PartilhaWidgetName, attributes: readonly string[]): void {
  defineWidgetElement(tag, {
    name,
    attributes,
    load: load(name),
    request: (host) => {
      const path = widgetRequestPath(name, host);
      return path === null ? null : new URL(path, base).href;
    },
  });
}

define('partilha-listing', 'listing', ['listing-id', 'seo']);
define('partilha-listings', 'listings', ['owner', 'category', 'city', 'type', 'sort', 'limit']);
define('partilha-reviews', 'reviews', ['user-id', 'role', 'sort', 'limit', 'seo']);
define('partilha-rating', 'rating', ['user-id', 'role', 'reliability']);
define('partilha-book', 'book', ['listing-id', 'listing-title']);
