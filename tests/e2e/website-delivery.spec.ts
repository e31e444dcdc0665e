// The website's delivery in Debian's Chromium (issue 18, docs/adr/0014): the built site's hashed
// scripts and styles come back brotli-compressed with a year of immutable caching; robots.txt,
// sitemap.xml and favicon.ico are what they say; and a listing's page fetched without running
// JavaScript (a link preview's crawler) carries its Open Graph tags and Product data.
import type { Response } from '@playwright/test';
import { createUser, serviceListing } from '../support/api-client';
import { expect, expectNoAxeViolations, screenshotAt, test } from './fixtures';
import { admin, listingOf } from './support';

test.describe('website delivery', () => {
  test('hashed scripts and styles arrive as brotli with the immutable cache header', async ({ page }) => {
    const assets: Response[] = [];
    page.on('response', (response) => {
      if (/^\/assets\/.+\.(?:js|css)$/.test(new URL(response.url()).pathname)) assets.push(response);
    });

    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(assets.length).toBeGreaterThan(1);
    for (const asset of assets) {
      const headers = await asset.allHeaders();
      expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // A file that compression would not shrink by a tenth has no compressed copy (a chunk of a
      // few dozen bytes; scripts/precompress.mjs): only such a file arrives as it is.
      if (!headers['content-encoding'] && (await asset.body()).length < 200) continue;
      expect({ url: asset.url(), encoding: headers['content-encoding'] }).toEqual({ url: asset.url(), encoding: 'br' });
      expect(headers.vary).toContain('Accept-Encoding');
    }
  });

  test('robots.txt, sitemap.xml and favicon.ico answer as what they are', async ({ request, baseURL }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(await robots.text()).toContain('Disallow: /account');

    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toBe('application/xml');
    expect(await sitemap.text()).toContain(`<loc>${baseURL}/home</loc>`);

    const icon = await request.get('/favicon.ico');
    expect(icon.headers()['content-type']).toBe('image/x-icon');
    expect([...(await icon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  });

  test("a listing's HTML carries its share tags without JavaScript, and the page still runs", async ({
    page,
    request,
    baseURL,
  }) => {
    const api = await admin();
    const owner = await createUser(api, { profile: { displayName: 'Sofia Shares', city: 'Braga' } });
    const listingId = await listingOf(owner, serviceListing({ title: 'Garden hedge trimming', price: '22' }), [
      'hedge.png',
    ]);
    const url = `${baseURL}/marketplace/services/${listingId}`;

    const html = await (await request.get(`/marketplace/services/${listingId}`)).text();
    expect(html).toContain('<title>Garden hedge trimming — Partilha</title>');
    expect(html).toContain(`<meta property="og:url" content="${url}" />`);
    expect(html).toContain('<meta property="og:title" content="Garden hedge trimming — Partilha" />');
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/api\/files\/[^"]+\?thumb=1200x0" \/>/);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${url}</loc>`);

    // The main picture is asked for by the HTML itself, with the page's own candidates and sizes.
    expect(html).toMatch(
      /<link rel="preload" as="image" href="\/api\/files\/listings\/[^"]+\?thumb=1200x0" imagesrcset="[^"]+\?thumb=800x0 800w, [^"]+\?thumb=1200x0 1200w" imagesizes="[^"]+" fetchpriority="high" \/>/,
    );

    // The same page in the browser: the app starts under the CSP (the JSON-LD block is data), and
    // the gallery uses the preloaded picture: one request for it, not a second one from the page.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const pictureRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/files\/listings\/.+\?thumb=(?:800|1200)x0$/.test(request.url())) pictureRequests.push(request.url());
    });
    await page.goto(`/marketplace/services/${listingId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Garden hedge trimming' })).toBeVisible();
    await expect(page.getByRole('img', { name: /Garden hedge trimming/ }).first()).toHaveJSProperty('complete', true);
    await page.waitForLoadState('networkidle');
    expect(pictureRequests).toHaveLength(1);
    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({
      '@type': 'Product',
      offers: { price: '22.00', priceCurrency: 'EUR' },
    });
    expect(errors).toEqual([]);
    await expectNoAxeViolations(page);
    await screenshotAt(page, 'website-server/listing-shared', 'phone');
    await screenshotAt(page, 'website-server/listing-shared', 'desktop');
  });
});
