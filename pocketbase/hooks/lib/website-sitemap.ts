import { LANGUAGES, STATIC_PAGES } from '@partilha/domain';
import { escapeHtml } from './mail-layout';
import { addressInLanguage } from './website-head';
import { listingPath, profilePath } from './website-share-tags';

/**
 * /sitemap.xml: the site's public pages, every public listing at its marketplace address and the
 * profile of every member with one, with the day each last changed, each in both languages: its
 * negotiated address and one per language (`?lang=`), every one naming the others as its
 * `hreflang` alternates (issue 19). Built on the first request
 * and kept in the app's store until a listing or a user record changes
 * (hooks/website-sitemap.pb.ts calls forgetSitemap), so crawlers cost one query per change.
 */

/** The pages anyone may open, besides listings and profiles (spec 000 §2's route table). */
export const SITEMAP_PAGES: readonly string[] = [
  '/home',
  '/search',
  '/marketplace/services',
  '/marketplace/equipment',
  ...STATIC_PAGES.map((page) => page.path),
];

/** The protocol's limit of addresses in one sitemap file. */
const MAX_URLS = 50_000;
/** Each page is listed at its negotiated address and once per language. */
const ADDRESSES_PER_PAGE = 1 + LANGUAGES.length;
const MAX_PAGES = Math.floor(MAX_URLS / ADDRESSES_PER_PAGE);
const STORE_KEY = 'partilha.website.sitemap';

interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD, or '' when unknown. */
  lastmod: string;
}

function rows(app: PbApp, sql: string, shape: { [key: string]: unknown }): { [key: string]: unknown }[] {
  const result = arrayOf(new DynamicModel(shape));
  app.db().newQuery(sql).all(result);
  return result as unknown as { [key: string]: unknown }[];
}

/** The day of a stored instant ("2026-11-27 20:44:14.123Z"). */
const dayOf = (stored: unknown) => String(stored ?? '').slice(0, 10);

function entries(app: PbApp): SitemapEntry[] {
  // A listing is public while active and its owner is not suspended (docs/data-model.md).
  const listings = rows(
    app,
    `SELECT id, type, updated FROM listings WHERE status = 'active' AND ownerSuspended = FALSE
     ORDER BY created DESC, id LIMIT ${MAX_PAGES}`,
    { id: '', type: '', updated: '' },
  );
  const profiles = rows(
    app,
    `SELECT u.id AS id, max(u.updated, l.updated) AS updated FROM users u
       JOIN (SELECT owner, max(updated) AS updated FROM listings
             WHERE status = 'active' AND ownerSuspended = FALSE GROUP BY owner) l ON l.owner = u.id
     WHERE u.suspended = FALSE AND (u.deletedAt = '' OR u.deletedAt IS NULL)
     ORDER BY u.created DESC, u.id LIMIT ${MAX_PAGES}`,
    { id: '', updated: '' },
  );
  const all: SitemapEntry[] = SITEMAP_PAGES.map((path) => ({ path, lastmod: '' }));
  for (const row of listings) {
    const type = row.type === 'equipment' ? 'equipment' : 'service';
    all.push({ path: listingPath(type, String(row.id)), lastmod: dayOf(row.updated) });
  }
  for (const row of profiles) all.push({ path: profilePath(String(row.id)), lastmod: dayOf(row.updated) });
  return all.slice(0, MAX_PAGES);
}

export function sitemapXml(app: PbApp, origin: string): string {
  const urls = entries(app).flatMap(({ path, lastmod }) => {
    const alternates = [
      ...LANGUAGES.map((language) => ({ hreflang: language, href: addressInLanguage(origin, path, language) })),
      { hreflang: 'x-default', href: addressInLanguage(origin, path, null) },
    ];
    const links = alternates
      .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`)
      .join('');
    const day = /^\d{4}-\d{2}-\d{2}$/.test(lastmod) ? `<lastmod>${lastmod}</lastmod>` : '';
    return alternates.map(({ href }) => `  <url><loc>${escapeHtml(href)}</loc>${day}${links}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The sitemap for this origin, from the store when nothing changed since it was built. */
export function cachedSitemapXml(app: PbApp, origin: string): string {
  const store = app.store();
  const kept = store.get(STORE_KEY) as { origin: string; xml: string } | null | undefined;
  if (kept && kept.origin === origin) return kept.xml;
  const xml = sitemapXml(app, origin);
  store.set(STORE_KEY, { origin, xml });
  return xml;
}

/** Called after every change of a listing or a user record. */
export function forgetSitemap(app: PbApp): void {
  app.store().remove(STORE_KEY);
}
