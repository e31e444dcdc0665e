// How the server delivers the website (issue 18, docs/adr/0014, pocketbase/website_files.go and
// hooks/website-headers.pb.ts), with raw HTTP: the precompressed brotli or gzip file by
// Accept-Encoding, Vary, the original's type and length, immutable caching for hashed assets and
// revalidation for the rest, 304 and HEAD, the single-page app's fallback and the API's JSON 404;
// robots.txt, sitemap.xml (a new listing appears, a suspended one goes) and favicon.ico; and the
// share tags rendered into the page of a public listing or profile — escaped, with no private
// field, and the default head for what is not public. The site is a small one written here and
// precompressed by the build's own script, around the website's real index.html.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createListing,
  createUser,
  equipmentListing,
  pngFile,
  records,
  serviceListing,
  superuserApi,
  type Api,
  type TestUser,
} from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';
import { WEBSITE_HEADERS } from '../support/website-headers';
import { bookingIn, reviewBody, submitReview } from './reviews-support';

const ROOT = join(import.meta.dirname, '..', '..');
const INDEX = readFileSync(join(ROOT, 'web', 'index.html'), 'utf8');
const DEFAULT_TITLE = /<title>([^<]*)<\/title>/.exec(INDEX)![1];
const HASHED = '/assets/index-Dq3xT9aB.js';
const SCRIPT = `export const words = ${JSON.stringify('Partilha shares skills and equipment locally. '.repeat(200))};\n`;
const HOSTILE_TITLE = 'Drill </script><b>"& more';

let server: TestServer;
let siteDir: string;
let admin: Api;
let owner: TestUser;
let renter: TestUser;
let listingId: string;

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request exactly as given: no client that adds or decodes Accept-Encoding. */
/** A page from its </head> on: what is left when the head (title, description, alternates) is set aside. */
function withoutHead(html: string): string {
  return html.slice(html.indexOf('</head>'));
}

function raw(path: string, headers: Record<string, string> = {}, method = 'GET', base = server.url): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(new URL(path, base), { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

async function page(path: string, base = server.url): Promise<string> {
  const answer = await raw(path, {}, 'GET', base);
  expect(answer.status, path).toBe(200);
  return answer.body.toString('utf8');
}

function websiteHeadersOf(answer: Raw): Record<string, unknown> {
  return Object.fromEntries(Object.keys(WEBSITE_HEADERS).map((name) => [name, answer.headers[name]]));
}

/** The value of `<meta property|name="key" content="…">`, unescaped as a browser reads it. */
function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return match?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(match, 'a JSON-LD block').not.toBeNull();
  return JSON.parse(match?.[1] ?? 'null') as Record<string, unknown>;
}

function writeSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'partilha-delivery-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, HASHED.slice(1)), SCRIPT);
  writeFileSync(join(dir, 'zod-jitless.js'), 'globalThis.__zodJitless = true;\n'.repeat(20));
  copyFileSync(join(ROOT, 'web', 'public', 'favicon.ico'), join(dir, 'favicon.ico'));
  // The build's own step (npm run build:web runs it on web/dist).
  const build = spawnSync(process.execPath, [join(ROOT, 'scripts', 'precompress.mjs'), dir], { encoding: 'utf8' });
  expect(build.status, build.stderr).toBe(0);
  return dir;
}

beforeAll(async () => {
  siteDir = writeSite();
  server = await startTestServer({ publicDir: siteDir });
  admin = await superuserApi(server);
  owner = await createUser(admin, {
    profile: { displayName: 'Rita Owner', city: 'Porto', postalCode: '4000-322', phoneNumber: '912345678' },
  });
  renter = await createUser(admin, { profile: { displayName: 'Rui Renter' } });
  const created = await createListing(
    owner.api,
    serviceListing({
      title: HOSTILE_TITLE,
      price: '18.5',
      description: 'Drilling holes in any wall, <b>carefully</b>.',
    }),
    [pngFile('wall.png')],
  );
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  listingId = created.body.id as string;
  const booking = await bookingIn(admin, { owner, renter, listing: listingId });
  await submitReview(renter, reviewBody(booking, 'listing', { overallRating: 4 }));
}, 60_000);

afterAll(async () => {
  await server?.stop();
  rmSync(siteDir, { recursive: true, force: true });
});

describe('built files', () => {
  it('sends the brotli file to a browser that accepts it, gzip to one that takes only gzip, else the file', async () => {
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
      ['br;q=0, gzip;q=0.5', 'gzip', gunzipSync],
      ['', undefined, (body: Buffer) => body],
      ['identity', undefined, (body: Buffer) => body],
    ] as const) {
      const answer = await raw(HASHED, accept ? { 'Accept-Encoding': accept } : {});

      expect({ accept, status: answer.status, encoding: answer.headers['content-encoding'] }).toEqual({
        accept,
        status: 200,
        encoding,
      });
      expect(decode(answer.body).toString('utf8')).toBe(SCRIPT);
      expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(answer.headers['content-length']).toBe(String(answer.body.length));
      expect(answer.headers.vary).toContain('Accept-Encoding');
      expect(websiteHeadersOf(answer)).toEqual(WEBSITE_HEADERS);
    }
    const brotli = await raw(HASHED, { 'Accept-Encoding': 'br' });
    expect(brotli.body.length).toBeLessThan(SCRIPT.length / 10);
  });

  it('lets a hashed asset be kept for a year and has everything else revalidated', async () => {
    expect((await raw(HASHED)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/home', '/zod-jitless.js', '/favicon.ico', '/robots.txt', '/sitemap.xml']) {
      expect({ path, cache: (await raw(path)).headers['cache-control'] }).toEqual({ path, cache: 'no-cache' });
    }
  });

  it('answers 304 to a client that holds the same file, and HEAD with the length and no body', async () => {
    const first = await raw(HASHED, { 'Accept-Encoding': 'br' });
    const tag = String(first.headers.etag);
    expect(tag).toMatch(/^".+-br"$/);

    const again = await raw(HASHED, { 'Accept-Encoding': 'br', 'If-None-Match': tag });
    expect({ status: again.status, bytes: again.body.length }).toEqual({ status: 304, bytes: 0 });
    const sinceThen = await raw('/', { 'If-Modified-Since': String((await raw('/')).headers['last-modified']) });
    expect(sinceThen.status).toBe(304);
    // Another encoding is another representation: the brotli tag does not match the gzip file.
    expect((await raw(HASHED, { 'Accept-Encoding': 'gzip', 'If-None-Match': tag })).status).toBe(200);

    const head = await raw(HASHED, { 'Accept-Encoding': 'br' }, 'HEAD');
    expect({ status: head.status, bytes: head.body.length, length: head.headers['content-length'] }).toEqual({
      status: 200,
      bytes: 0,
      length: String(first.body.length),
    });
    expect(head.headers['content-encoding']).toBe('br');
  });

  it("keeps the single-page app's fallback and the API's JSON 404", async () => {
    for (const path of [
      '/marketplace',
      '/account/bookings',
      '/auth/login?redirect=%2Fhome',
      '/assets/missing-1234.js',
    ]) {
      const answer = await raw(path, { 'Accept-Encoding': 'br' });
      expect({ path, status: answer.status, type: answer.headers['content-type'] }).toEqual({
        path,
        status: 200,
        type: 'text/html; charset=utf-8',
      });
      expect(brotliDecompressSync(answer.body).toString('utf8')).toBe(INDEX);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(websiteHeadersOf(answer)).toEqual(WEBSITE_HEADERS);
    }
    const api = await raw('/api/unknown');
    expect({ status: api.status, type: api.headers['content-type'] }).toEqual({
      status: 404,
      type: 'application/json',
    });
    expect(JSON.parse(api.body.toString('utf8'))).toMatchObject({ status: 404 });
  });
});

describe('robots.txt, sitemap.xml and favicon.ico', () => {
  it('answers robots.txt as text that allows the site, keeps crawlers out of private areas and names the sitemap', async () => {
    const answer = await raw('/robots.txt');
    const text = answer.body.toString('utf8');

    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(websiteHeadersOf(answer)).toEqual(WEBSITE_HEADERS);
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
    for (const path of ['/account', '/auth/', '/api/', '/create/', '/subscriptions/', '/_/']) {
      expect(text).toContain(`\nDisallow: ${path}\n`);
    }
    expect(text).toContain(`\nSitemap: ${server.url}/sitemap.xml\n`);
  });

  it('lists the public pages, each public listing and its owner in sitemap.xml, a new one at once, a suspended one no more', async () => {
    const before = await raw('/sitemap.xml');
    expect(before.headers['content-type']).toBe('application/xml');
    const xml = before.body.toString('utf8');
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    for (const path of [
      '/home',
      '/search',
      '/marketplace/services',
      '/marketplace/equipment',
      '/legal/privacy',
      '/support/faq',
    ]) {
      expect(xml).toContain(`<loc>${server.url}${path}</loc>`);
    }
    const today = new Date().toISOString().slice(0, 10);
    expect(xml).toContain(
      `<url><loc>${server.url}/marketplace/services/${listingId}</loc><lastmod>${today}</lastmod><xhtml:link`,
    );
    expect(xml).toContain(`<loc>${server.url}/profile/${owner.id}</loc>`);
    // A member without a listing has no page worth indexing.
    expect(xml).not.toContain(`/profile/${renter.id}`);

    const added = await owner.api.post(records('listings'), equipmentListing({ title: 'Ladder to lend' }));
    expect(added.status).toBe(200);
    const ladder = added.body.id as string;
    expect(
      (await page('/sitemap.xml')).match(`<loc>${server.url}/marketplace/equipment/${ladder}</loc>`),
    ).not.toBeNull();

    expect((await admin.patch(records('listings', ladder), { status: 'suspended' })).status).toBe(200);
    expect(await page('/sitemap.xml')).not.toContain(ladder);
  });

  it('answers favicon.ico with an icon', async () => {
    const answer = await raw('/favicon.ico');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/x-icon');
    // An ICO file: reserved 0, type 1, then the number of images.
    expect([...answer.body.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(answer.body.readUInt16LE(4)).toBe(3);
  });
});

describe('share tags', () => {
  it("renders a listing's title, description, canonical link, Open Graph, Twitter card and Product into its page", async () => {
    const answer = await raw(`/marketplace/services/${listingId}`);
    const html = answer.body.toString('utf8');
    const url = `${server.url}/marketplace/services/${listingId}`;

    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(websiteHeadersOf(answer)).toEqual(WEBSITE_HEADERS);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain(DEFAULT_TITLE);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'og:title')).toBe(`${HOSTILE_TITLE} — Partilha`);
    expect(metaContent(html, 'og:description')).toMatch(/^€18\.50\/hr · Furniture Assembly · Porto\. Drilling holes/);
    expect(metaContent(html, 'og:url')).toBe(url);
    expect(metaContent(html, 'og:site_name')).toBe('Partilha');
    expect(metaContent(html, 'og:locale')).toBe('en_GB');
    const image = metaContent(html, 'og:image') ?? '';
    expect(image).toMatch(
      new RegExp(`^${server.url}/api/files/[a-z0-9_]+/${listingId}/wall_\\w+\\.png\\?thumb=1200x0$`),
    );
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:image')).toBe(image);
    // The picture a preview shows is really there.
    expect((await raw(image.slice(server.url.length))).headers['content-type']).toBe('image/png');

    expect(jsonLdOf(html)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: HOSTILE_TITLE,
      image: [image],
      url,
      offers: {
        '@type': 'Offer',
        price: '18.50',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        priceSpecification: { unitCode: 'HUR', priceCurrency: 'EUR', price: '18.50' },
        seller: { '@type': 'Person', name: 'Rita Owner', url: `${server.url}/profile/${owner.id}` },
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1 },
    });
  });

  it('escapes what members wrote: no tag, quote or ampersand of a title reaches the page as markup', async () => {
    const html = await page(`/marketplace/services/${listingId}`);

    expect(html).toContain('<title>Drill &lt;/script&gt;&lt;b&gt;&quot;&amp; more — Partilha</title>');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain(HOSTILE_TITLE);
    // The JSON-LD block holds no `<` at all, so nothing in it can close the script element.
    const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1];
    expect(block).not.toContain('<');
    expect(block).toContain('Drill \\u003c/script\\u003e\\u003cb\\u003e\\"\\u0026 more');
  });

  it('gzips the page it made for a browser that takes gzip, and answers 304 when it has not changed', async () => {
    const path = `/marketplace/services/${listingId}`;
    const plain = await page(path);
    const zipped = await raw(path, { 'Accept-Encoding': 'gzip, deflate, br' });

    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('Accept-Encoding');
    expect(gunzipSync(zipped.body).toString('utf8')).toBe(plain);
    const again = await raw(path, { 'Accept-Encoding': 'gzip', 'If-None-Match': String(zipped.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('shows no private field of the owner: no e-mail, postal code or phone', async () => {
    const html = await page(`/marketplace/services/${listingId}`);
    for (const secret of [owner.email, '4000-322', '912345678', renter.email]) expect(html).not.toContain(secret);
  });

  it('points /listings/{id} at the marketplace address of the listing', async () => {
    const html = await page(`/listings/${listingId}`);
    expect(html).toContain(`<link rel="canonical" href="${server.url}/marketplace/services/${listingId}" />`);
    expect(metaContent(html, 'og:title')).toBe(`${HOSTILE_TITLE} — Partilha`);
  });

  it("renders a member's profile page with their public name and no private field", async () => {
    const html = await page(`/profile/${owner.id}`);

    expect(metaContent(html, 'og:type')).toBe('profile');
    expect(metaContent(html, 'og:title')).toBe('Rita Owner — Partilha');
    expect(metaContent(html, 'og:description')).toContain('Rita Owner in Porto');
    expect(metaContent(html, 'og:url')).toBe(`${server.url}/profile/${owner.id}`);
    expect(metaContent(html, 'twitter:card')).toBe('summary');
    for (const secret of [owner.email, '4000-322', '912345678', 'Silva']) expect(html).not.toContain(secret);
  });

  it('gives a missing or suspended listing and a missing, suspended or deleted member the default page', async () => {
    const hidden = await createListing(owner.api, serviceListing({ title: 'Secret suspended service' }));
    expect((await admin.patch(records('listings', hidden.body.id), { status: 'suspended' })).status).toBe(200);
    const suspendedMember = await createUser(admin, { profile: { displayName: 'Suspended Sam' } });
    expect((await admin.patch(records('users', suspendedMember.id), { suspended: true })).status).toBe(200);
    const deletedMember = await createUser(admin, { profile: { displayName: 'Deleted Dora' } });
    const deletedAt = '2026-01-01 00:00:00.000Z';
    expect((await admin.patch(records('users', deletedMember.id), { deletedAt })).status).toBe(200);

    for (const path of [
      `/marketplace/services/${hidden.body.id}`,
      '/marketplace/equipment/nosuchlisting1',
      `/profile/${suspendedMember.id}`,
      `/profile/${deletedMember.id}`,
      '/profile/nosuchmember123',
    ]) {
      const answer = await raw(path);
      const html = answer.body.toString('utf8');
      expect({ path, status: answer.status, html }).toEqual({ path, status: 200, html: INDEX });
      expect(websiteHeadersOf(answer)).toEqual(WEBSITE_HEADERS);
    }
  });

  it('uses PARTILHA_APP_URL for the absolute addresses when it is set', async () => {
    const configured = await startTestServer({ publicDir: siteDir, appUrl: 'https://partilha.example/' });
    try {
      expect(await page('/robots.txt', configured.url)).toContain('\nSitemap: https://partilha.example/sitemap.xml\n');
      expect(await page('/sitemap.xml', configured.url)).toContain('<loc>https://partilha.example/home</loc>');
    } finally {
      await configured.stop();
    }
  });
});

describe('first view (docs/adr/0018)', () => {
  const shellOf = (html: string) => /<div id="server-shell"[\s\S]*<\/main><\/div><\/div>/.exec(html)?.[0] ?? null;

  it("puts a public listing's picture, title, place and price into its page, escaped, at the start of the body", async () => {
    const html = await page(`/marketplace/services/${listingId}`);
    const shell = shellOf(html);
    expect(shell, 'a first view').not.toBeNull();
    expect(html.indexOf('<div id="server-shell"')).toBe(html.indexOf('<body>') + '<body>'.length);
    expect(shell).toContain(
      '<h1 id="shell-listing-title" class="listing-detail__title">Drill &lt;/script&gt;&lt;b&gt;&quot;&amp; more</h1>',
    );
    expect(shell).toContain(`src="/api/files/listings/${listingId}/`);
    expect(shell).toContain('<span class="partilha-price-tag-amount">€18.50</span>');
    expect(shell).toContain('18.50 euros per hour');
    expect(shell).toContain('4.0 · 1 review');
    expect(shell).toContain('Porto, 4000');
    expect(shell).toContain(
      `<a href="/auth/login?from=${encodeURIComponent(`/marketplace/services/${listingId}`)}" class="bp6-button bp6-intent-primary">`,
    );
    for (const secret of [owner.email, '4000-322', '912345678']) expect(shell).not.toContain(secret);
  });

  it('leaves "Sign in" out for a browser that says it is signed in, and gives its /home none', async () => {
    const signedIn = { Cookie: 'theme=dark; partilha_signed_in=1' };
    const listing = (await raw(`/marketplace/services/${listingId}`, signedIn)).body.toString('utf8');
    expect(shellOf(listing)).not.toBeNull();
    expect(shellOf(listing)).not.toContain('/auth/login');

    const visitorHome = await page('/home');
    expect(shellOf(visitorHome)).toContain('class="landing__lead"');
    expect(visitorHome).toContain(`<title>${DEFAULT_TITLE}</title>`);
    const memberHome = await raw('/home', signedIn);
    // No first view, only the head in the visitor's language (issue 19).
    expect(withoutHead(memberHome.body.toString('utf8'))).toBe(withoutHead(INDEX));
    expect(websiteHeadersOf(memberHome)).toEqual(WEBSITE_HEADERS);
    // Any other value is no hint.
    expect(shellOf((await raw('/home', { Cookie: 'partilha_signed_in=yes' })).body.toString('utf8'))).not.toBeNull();
  });

  it("puts the search page's first results into /search: the query's filters and order, escaped cards", async () => {
    const html = await page(`/search?search=${encodeURIComponent('Drill')}&sort=price-asc&priceRange=0-25`);
    const shell = shellOf(html);
    expect(shell, 'a first view').not.toBeNull();
    expect(shell).toContain('<h1 class="page__title">&quot;Drill&quot;</h1>');
    // The card: the listing's page, its picture's thumbs, its title escaped, the owner's public name.
    expect(shell).toContain(`<a href="/marketplace/services/${listingId}"`);
    expect(shell).toContain(`src="/api/files/listings/${listingId}/`);
    expect(shell).toContain('?thumb=600x450 600w');
    expect(shell).toContain(
      '<h2 id="shell-card-0-title" class="partilha-listing-card-title">Drill &lt;/script&gt;&lt;b&gt;&quot;&amp; more</h2>',
    );
    expect(shell).toContain('Rita Owner');
    // The filters as chosen, shown but not usable before the app; the order chosen.
    expect(shell).toContain('<div class="search-page__filters" inert>');
    expect(shell).toContain('<option value="0-25" selected>');
    expect(shell).toContain('<option value="price-asc" selected>');
    // The page's own search field works without the app and keeps the other filters.
    expect(shell).toContain('<input type="hidden" name="sort" value="price-asc">');
    for (const secret of [owner.email, '4000-322', '912345678']) expect(shell).not.toContain(secret);
    expect(shell).not.toContain('<b>');
  });

  it('sends /search without a first view when there is nothing to show the same way, and never fails', async () => {
    const nothing = await page('/search?search=zzzqqqxxnothing');
    expect(withoutHead(nothing)).toBe(withoutHead(INDEX));
    // A member's own city comes first in their results: the server cannot know it.
    expect(
      withoutHead((await raw('/search?search=Drill', { Cookie: 'partilha_signed_in=1' })).body.toString('utf8')),
    ).toBe(withoutHead(INDEX));
    // Dates the page would question (in the past, one end only, not dates at all).
    for (const dates of ['from=2020-01-01&to=2020-01-02', 'from=2999-01-01', 'from=soon&to=later']) {
      expect(shellOf(await page(`/search?search=Drill&${dates}`)), dates).toBeNull();
    }
    // Whatever else the address says, the page is answered, the unknown read as "not set".
    for (const query of [
      'sort=bogus',
      'minPrice=abc&maxPrice=-3',
      'type=everything&category=nope',
      `search=${'x'.repeat(5000)}`,
      'search=%00%ff%fe',
      'place=%3Cscript%3E',
    ]) {
      const answer = await raw(`/search?${query}`);
      expect({ query, status: answer.status }).toEqual({ query, status: 200 });
      expect(answer.body.toString('utf8')).not.toContain('<script>');
    }
  });

  it('sends no first view behind the preview gate: its password hides the site', async () => {
    const gated = await startTestServer({ publicDir: siteDir, env: { PARTILHA_PREVIEW_PASSWORD: 'let-me-in-please' } });
    try {
      expect(await page('/home', gated.url)).toBe(INDEX);
      expect(await page('/search?search=Drill', gated.url)).toBe(INDEX);
      const html = await page(`/marketplace/services/${listingId}`, gated.url);
      expect(shellOf(html)).toBeNull();
    } finally {
      await gated.stop();
    }
  });
});

describe("pages in the visitor's language (issue 19)", () => {
  const htmlLang = (html: string) => /<html[^>]*\blang="([^"]*)"/.exec(html)?.[1];

  it("draws /home in the browser's language: Portuguese for any pt, English otherwise", async () => {
    for (const [acceptLanguage, lang] of [
      ['pt-PT,pt;q=0.9,en;q=0.8', 'pt-PT'],
      ['pt-BR', 'pt-PT'],
      ['pt', 'pt-PT'],
      ['fr-FR,pt;q=0.9', 'en'],
      ['', 'en'],
    ] as const) {
      const answer = await raw('/home', acceptLanguage ? { 'Accept-Language': acceptLanguage } : {});
      const html = answer.body.toString('utf8');
      expect(htmlLang(html), acceptLanguage).toBe(lang);
      expect(String(answer.headers.vary)).toMatch(/Accept-Language/);
      expect(html.match(/<title>/g)).toHaveLength(1);
    }
    const portuguese = await raw('/home', { 'Accept-Language': 'pt-PT' });
    const html = portuguese.body.toString('utf8');
    expect(html).toContain('<title>Partilha — partilha competências e equipamento perto de ti</title>');
    expect(html).toContain(`<link rel="alternate" hreflang="pt-PT" href="${server.url}/home?lang=pt-PT" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${server.url}/home?lang=en" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${server.url}/home" />`);
  });

  it("puts the visitor's choice (cookie) before their browser, and a ?lang= address before both", async () => {
    const chosen = await raw('/home', { 'Accept-Language': 'pt-PT', Cookie: 'partilha_lang=en' });
    expect(htmlLang(chosen.body.toString('utf8'))).toBe('en');
    const addressed = await raw('/home?lang=pt-PT', { 'Accept-Language': 'en', Cookie: 'partilha_lang=en' });
    expect(htmlLang(addressed.body.toString('utf8'))).toBe('pt-PT');
    const nonsense = await raw('/home', { Cookie: 'partilha_lang="><script>' });
    expect(htmlLang(nonsense.body.toString('utf8'))).toBe('en');
  });

  it("gives a listing's page its language's Open Graph locale, a canonical address in that language and alternates", async () => {
    const url = `${server.url}/marketplace/services/${listingId}`;
    const html = (await raw(`/marketplace/services/${listingId}?lang=pt-PT`)).body.toString('utf8');
    expect(htmlLang(html)).toBe('pt-PT');
    expect(metaContent(html, 'og:locale')).toBe('pt_PT');
    expect(html).toContain('<meta property="og:locale:alternate" content="en_GB" />');
    expect(html).toContain(`<link rel="canonical" href="${url}?lang=pt-PT" />`);
    expect(metaContent(html, 'og:url')).toBe(`${url}?lang=pt-PT`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${url}?lang=en" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${url}" />`);
    // Money on the page reads the Portuguese way.
    expect(metaContent(html, 'og:description')).toMatch(/^18,50\s€/);
  });

  it('lists every page of the sitemap in both languages, each naming the others', async () => {
    const xml = await page('/sitemap.xml');
    const links =
      `<xhtml:link rel="alternate" hreflang="en" href="${server.url}/legal/privacy?lang=en"/>` +
      `<xhtml:link rel="alternate" hreflang="pt-PT" href="${server.url}/legal/privacy?lang=pt-PT"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${server.url}/legal/privacy"/>`;
    for (const loc of ['/legal/privacy?lang=en', '/legal/privacy?lang=pt-PT', '/legal/privacy']) {
      expect(xml).toContain(`<url><loc>${server.url}${loc}</loc>${links}</url>`);
    }
  });
});
