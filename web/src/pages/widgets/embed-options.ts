/**
 * The embed page's choices turned into what a partner copies: the element's attributes, the HTML
 * snippet and the React snippet (widgets/README.md documents both). Pure, so the page and its
 * test agree on every character.
 */

import { WIDGET_EMBED_TEXTS } from '@partilha/domain';

export const EMBED_WIDGETS = ['listing', 'listings', 'reviews', 'rating', 'book'] as const;
export type EmbedWidget = (typeof EMBED_WIDGETS)[number];

/** A widget's name on the embed page, in the active language (read while drawing). */
export function embedWidgetLabel(widget: EmbedWidget): string {
  const labels: Record<EmbedWidget, string> = {
    listing: WIDGET_EMBED_TEXTS.widgetListing,
    listings: WIDGET_EMBED_TEXTS.widgetListings,
    reviews: WIDGET_EMBED_TEXTS.widgetReviews,
    rating: WIDGET_EMBED_TEXTS.widgetRating,
    book: WIDGET_EMBED_TEXTS.widgetBook,
  };
  return labels[widget];
}

export interface EmbedOptions {
  widget: EmbedWidget;
  /** A listing id (listing, book) or a member id (reviews, rating, listings' owner). */
  id: string;
  theme: 'light' | 'dark' | 'auto';
  lang: 'en' | 'pt-PT';
  limit: number;
  city: string;
  type: '' | 'service' | 'equipment';
  sort: string;
  role: 'provider' | 'renter';
  reliability: boolean;
  seo: boolean;
}

export const DEFAULT_EMBED_OPTIONS: EmbedOptions = {
  widget: 'listing',
  id: '',
  theme: 'light',
  lang: 'en',
  limit: 3,
  city: '',
  type: '',
  sort: '',
  role: 'provider',
  reliability: false,
  seo: false,
};

/** Which id the widget takes, for the form's label and the attribute. */
export function idAttributeOf(widget: EmbedWidget): 'listing-id' | 'user-id' | 'owner' {
  if (widget === 'listing' || widget === 'book') return 'listing-id';
  return widget === 'listings' ? 'owner' : 'user-id';
}

/** The element's attributes in the order the snippet writes them; `true` is a boolean attribute. */
export function embedAttributes(options: EmbedOptions): [string, string | true][] {
  const { widget } = options;
  const attributes: [string, string | true][] = [];
  const add = (name: string, value: string | boolean | number, when = true) => {
    if (!when || value === '' || value === false) return;
    attributes.push([name, value === true ? true : String(value)]);
  };
  add(idAttributeOf(widget), options.id.trim());
  add('city', options.city.trim(), widget === 'listings');
  add('type', options.type, widget === 'listings');
  add('sort', options.sort, widget === 'listings' || widget === 'reviews');
  add('role', options.role, (widget === 'reviews' || widget === 'rating') && options.role !== 'provider');
  add('limit', options.limit, widget === 'listings' || widget === 'reviews');
  add('reliability', options.reliability, widget === 'rating');
  add('seo', options.seo, widget === 'listing' || widget === 'reviews');
  add('theme', options.theme, options.theme !== 'light');
  add('lang', options.lang);
  return attributes;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export function htmlSnippet(options: EmbedOptions, origin: string): string {
  const tag = `partilha-${options.widget}`;
  const attributes = embedAttributes(options)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`))
    .join('');
  return `<script src="${origin}/embed/partilha-widgets.js"></script>\n<${tag}${attributes}></${tag}>`;
}

const REACT_NAMES: Readonly<Record<EmbedWidget, string>> = {
  listing: 'PartilhaListing',
  listings: 'PartilhaListings',
  reviews: 'PartilhaReviews',
  rating: 'PartilhaRating',
  book: 'PartilhaBook',
};

function camelCase(name: string): string {
  return name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
}

export function reactSnippet(options: EmbedOptions): string {
  const name = REACT_NAMES[options.widget];
  const props = embedAttributes(options)
    .map(([attribute, value]) => {
      const prop = camelCase(attribute);
      if (value === true) return ` ${prop}`;
      if (attribute === 'limit') return ` ${prop}={${value}}`;
      return ` ${prop}=${JSON.stringify(value)}`;
    })
    .join('');
  return `import { ${name} } from '@partilha/widgets/react';\n\n<${name}${props} />`;
}
