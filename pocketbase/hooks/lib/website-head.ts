/**
 * The head tags of a shared page (Open Graph, Twitter card, canonical link, schema.org JSON-LD),
 * as HTML the server puts into index.html in place of its default <title> and description
 * (pocketbase/website_files.go, docs/adr/0014). Every value is escaped here.
 */
import { LANGUAGES, LANGUAGE_QUERY_PARAMETER, activeLanguage, type Language } from '@partilha/domain';
import { escapeHtml } from './mail-layout';

export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of the page's public address. */
  canonicalUrl: string;
  ogType: 'product' | 'profile';
  /** Absolute URL of the picture a preview shows, or null. */
  imageUrl: string | null;
  imageAlt: string;
  /** A schema.org object, or null. */
  jsonLd: { [key: string]: unknown } | null;
  /** The page's largest picture, fetched with the HTML (a `<link rel="preload">`), or absent. */
  preloadImage?: { href: string; srcSet: string; sizes: string } | null;
  /** The site's origin and the page's path and query, for its language alternates. */
  alternatesOf?: { origin: string; pathAndQuery: string };
}

export const SITE_NAME = 'Partilha';
/** Each language as Open Graph writes it. */
export const OG_LOCALES: Readonly<Record<Language, string>> = { en: 'en_GB', 'pt-PT': 'pt_PT' };

/**
 * A page's address in one language: its path and query without `lang`, then `lang=` when a
 * language is given (the `hreflang` alternates and the sitemap, issue 19).
 */
export function addressInLanguage(origin: string, pathAndQuery: string, language: Language | null): string {
  const [path = '', query = ''] = pathAndQuery.split('?', 2);
  const kept = query.split('&').filter((pair) => pair !== '' && pair.split('=')[0] !== LANGUAGE_QUERY_PARAMETER);
  if (language) kept.push(`${LANGUAGE_QUERY_PARAMETER}=${language}`);
  return `${origin}${path}${kept.length > 0 ? `?${kept.join('&')}` : ''}`;
}

/** `<link rel="alternate" hreflang>` for each language and the negotiated default. */
export function languageAlternates(origin: string, pathAndQuery: string): string[] {
  const link = (hreflang: string, href: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`;
  return [
    ...LANGUAGES.map((language) => link(language, addressInLanguage(origin, pathAndQuery, language))),
    link('x-default', addressInLanguage(origin, pathAndQuery, null)),
  ];
}

/** The head of a page with no share tags of its own (/home, /search): its title, description and alternates. */
export function plainHead(title: string, description: string, origin: string, pathAndQuery: string): string {
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    ...languageAlternates(origin, pathAndQuery),
  ].join('\n    ');
}
const DESCRIPTION_LENGTH = 200;

/**
 * JSON for a `<script type="application/ld+json">` block: nothing in it can end the element or
 * open a comment (`<`, `>` and `&` as \u escapes), and the line separators JSON allows but
 * JavaScript once did not are escaped too.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** One line of at most `length` characters, cut at a word with an ellipsis. */
export function summaryText(text: string, length = DESCRIPTION_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= length) return line;
  const cut = line.slice(0, length - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > length / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}

/** The tags, one a line. */
export function renderHead(head: PageHead): string {
  const lines = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`,
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', OG_LOCALES[activeLanguage()]),
    ...LANGUAGES.filter((language) => language !== activeLanguage()).map((language) =>
      meta('property', 'og:locale:alternate', OG_LOCALES[language]),
    ),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonicalUrl),
  ];
  if (head.imageUrl) {
    lines.push(meta('property', 'og:image', head.imageUrl), meta('property', 'og:image:alt', head.imageAlt));
  }
  lines.push(
    meta('name', 'twitter:card', head.imageUrl && head.ogType === 'product' ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  );
  if (head.imageUrl) lines.push(meta('name', 'twitter:image', head.imageUrl));
  if (head.preloadImage) {
    const { href, srcSet, sizes } = head.preloadImage;
    lines.push(
      `<link rel="preload" as="image" href="${escapeHtml(href)}" imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high" />`,
    );
  }
  if (head.alternatesOf) lines.push(...languageAlternates(head.alternatesOf.origin, head.alternatesOf.pathAndQuery));
  if (head.jsonLd) lines.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  return lines.join('\n    ');
}
