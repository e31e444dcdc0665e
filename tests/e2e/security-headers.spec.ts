// The website's security headers in a real browser (issue 7; pocketbase/hooks/website-headers.pb.ts):
// the page and its assets carry the Content-Security-Policy and the usual headers, and the built
// site works under them: the home page and a listing page with its pictures (served by the API),
// signed out and signed in (realtime), without a single CSP violation or console error.
import type { Page, Response } from '@playwright/test';
import { createUser, equipmentListing } from '../support/api-client';
import { expect, test } from './fixtures';
import { admin, listingOf, signInAs } from './support';
import { WEBSITE_HEADERS } from '../support/website-headers';

/** What the browser objected to while the page ran: CSP violations and console errors. */
interface Objections {
  violations: string[];
  consoleErrors: string[];
}

/** Records every `securitypolicyviolation` of every document the page loads, and console errors. */
async function watchForObjections(page: Page): Promise<Objections> {
  const objections: Objections = { violations: [], consoleErrors: [] };
  await page.exposeFunction('reportCspViolation', (text: string) => objections.violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') objections.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => objections.consoleErrors.push(error.message));
  return objections;
}

function websiteHeadersOf(response: Response | null): Record<string, string | undefined> {
  const headers = response?.headers() ?? {};
  return Object.fromEntries(Object.keys(WEBSITE_HEADERS).map((name) => [name, headers[name]]));
}

/** Every picture on the page has loaded (decoded, with a size). */
async function expectPicturesLoaded(page: Page, selector: string): Promise<void> {
  const pictures = page.locator(selector);
  await expect(pictures.first()).toBeVisible();
  await expect
    .poll(() =>
      pictures.evaluateAll((images) =>
        images.every((image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0),
      ),
    )
    .toBe(true);
}

test.describe('security headers', () => {
  test('the home page and its assets carry them, and the page runs without a violation', async ({ page }) => {
    const objections = await watchForObjections(page);
    const assets: Response[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/assets/')) assets.push(response);
    });

    const document = await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: /share skills and equipment/i })).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(document?.status()).toBe(200);
    expect(websiteHeadersOf(document)).toEqual(WEBSITE_HEADERS);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) expect(websiteHeadersOf(asset)).toEqual(WEBSITE_HEADERS);
    expect(objections).toEqual({ violations: [], consoleErrors: [] });
  });

  test('a listing page with its pictures runs without a violation, signed out and signed in', async ({ page }) => {
    const api = await admin();
    const owner = await createUser(api, { profile: { displayName: 'Helena Headers' } });
    const visitor = await createUser(api, { profile: { displayName: 'Vera Visitor' } });
    const listingId = await listingOf(owner, equipmentListing({ title: 'Ladder with a safe policy' }), [
      'front.png',
      'side.png',
    ]);
    const objections = await watchForObjections(page);

    const signedOut = await page.goto(`/marketplace/equipment/${listingId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ladder with a safe policy' })).toBeVisible();
    await expectPicturesLoaded(page, 'img[src*="/api/files/"]');
    expect(websiteHeadersOf(signedOut)).toEqual(WEBSITE_HEADERS);

    // Signed in, the header's notification bell listens over PocketBase's realtime connection.
    await signInAs(page, visitor);
    const realtime = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/realtime');
    await page.goto(`/marketplace/equipment/${listingId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ladder with a safe policy' })).toBeVisible();
    await expectPicturesLoaded(page, 'img[src*="/api/files/"]');
    await realtime;
    await page.waitForLoadState('networkidle');

    expect(objections).toEqual({ violations: [], consoleErrors: [] });
  });
});
