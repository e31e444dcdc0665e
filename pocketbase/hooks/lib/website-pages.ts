import { LANGUAGE_QUERY_PARAMETER, SITE_TEXTS, chosenLanguage, inLanguage } from '@partilha/domain';
import { pageLanguage } from './member-language';
import { previewGateState } from './preview-gate';
import { plainHead } from './website-head';
import { listingHead, profileHead } from './website-share-tags';
import { searchShell } from './website-search-shell';
import { hasSignedInHint, homeShell, listingShell } from './website-shell';
import { LISTINGS, findOrNull } from './widgets-public-data';
import { cachedSitemapXml } from './website-sitemap';

/**
 * The website's answers that are made, not read from the built files: robots.txt, sitemap.xml
 * and the page of a shared listing or profile with its share tags. Called by the website's
 * catch-all route (hooks/website-headers.pb.ts), which has already set the security headers.
 */

/** Paths crawlers should leave alone: signed-in areas, sign-in flows, the API and admin UI. */
export const ROBOTS_DISALLOWED = [
  '/account',
  '/auth/',
  '/api/',
  '/create/',
  '/subscriptions/',
  '/dashboard',
  '/_/',
  '/report',
];

/**
 * The site's origin for absolute addresses: PARTILHA_APP_URL when set (what e-mails link to),
 * else the request's own, with a host of the characters a host may have.
 */
export function siteOrigin(e: PbRequestEvent): string {
  const configured = $os.getenv('PARTILHA_APP_URL').trim().replace(/\/+$/, '');
  if (configured) return configured;
  const request = e.request as unknown as { host: string; tls: unknown };
  const host = String(request.host).replace(/[^A-Za-z0-9.:[\]-]/g, '');
  return `${request.tls ? 'https' : 'http'}://${host}`;
}

/** robots.txt; a site behind the preview gate asks crawlers to stay out altogether. */
export function robotsTxt(origin: string, previewGateOn: boolean): string {
  if (previewGateOn) return 'User-agent: *\nDisallow: /\n';
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * Answers /robots.txt, /sitemap.xml, /home, /search, /marketplace/{services|equipment}/{id},
 * /listings/{id} or /profile/{id}: a page with its share tags and, for /home, /search and a
 * listing, its first view (lib/website-shell.ts, lib/website-search-shell.ts) — none behind the
 * preview gate, whose password hides the site.
 */
export function serveGeneratedPage(e: PbRequestEvent, website: PbWebsite): void {
  const path = e.request.url.path;
  const origin = siteOrigin(e);
  const gated = previewGateState((key) => $os.getenv(key)).enabled;
  if (path === '/robots.txt') return website.serveText(e, 'text/plain; charset=utf-8', robotsTxt(origin, gated));
  if (path === '/sitemap.xml') return website.serveText(e, 'application/xml', cachedSitemapXml(e.app, origin));
  const headers = (e.request as unknown as PbRawRequest).header;
  const query = (e.request.url as unknown as { query(): { get(name: string): string } }).query();
  // The page is drawn in the visitor's language (issue 19): a language alternate's ?lang=, their
  // choice (cookie), or their browser's; the app then takes over in the same one.
  const languageInAddress = chosenLanguage(query.get(LANGUAGE_QUERY_PARAMETER));
  const language = pageLanguage(
    query.get(LANGUAGE_QUERY_PARAMETER),
    headers.get('Cookie'),
    headers.get('Accept-Language'),
  );
  inLanguage(language, () => {
    const signedIn = hasSignedInHint(headers.get('Cookie'));
    const rawQuery = String((e.request.url as unknown as { rawQuery: string }).rawQuery ?? '');
    const here = rawQuery ? `${path}?${rawQuery}` : path;
    // Behind the preview gate the site keeps its default head: its password hides the site.
    const siteHead = () => (gated ? '' : plainHead(SITE_TEXTS.title, SITE_TEXTS.description, origin, here));
    if (path === '/home') {
      return website.serveIndex(e, website.publicDir, siteHead(), gated ? '' : (homeShell(signedIn) ?? ''), language);
    }
    if (path === '/search') {
      const shell = gated ? null : searchShell(e.app, (name) => query.get(name), signedIn, here);
      return website.serveIndex(e, website.publicDir, siteHead(), shell ?? '', language);
    }
    const id = path.slice(path.lastIndexOf('/') + 1);
    if (path.startsWith('/profile/')) {
      return serveWithHead(e, website, profileHead(e.app, id, origin, languageInAddress), '', language);
    }
    const listing = findOrNull(e.app, LISTINGS, id);
    const head = listing && listingHead(e.app, listing, origin, languageInAddress);
    const shell = listing && !gated ? listingShell(e.app, listing, signedIn, here) : null;
    serveWithHead(e, website, head, shell ?? '', language);
  });
}

/** The page with its head, or the app's own page when there is none (not a public listing or member). */
function serveWithHead(
  e: PbRequestEvent,
  website: PbWebsite,
  head: string | null,
  shell: string,
  language: string,
): void {
  if (head === null) return website.serve(e, website.publicDir, website.indexFallback, '', 'no-cache');
  website.serveIndex(e, website.publicDir, head, shell, language);
}
