// The server's first view of a public page (issue 18, docs/adr/0018): a listing's page and the
// visitor's /home arrive with their top already in the HTML, drawn by the website's stylesheet
// before any JavaScript runs, in exactly the place the app then draws it; the app takes over
// without losing what was typed; a signed-in browser's /home gets none.
import type { Browser, Page } from '@playwright/test';
import { LANDING_HERO, SEARCH_MESSAGES } from '@partilha/domain';
import { createUser, serviceListing } from '../support/api-client';
import { expect, expectNoAxeViolations, screenshotAt, test } from './fixtures';
import { admin, listingOf, signInAs } from './support';

const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
] as const;

/** Where the parts a visitor sees first are drawn, in the first view or in the app's page. */
async function boxesOf(page: Page, within: '#server-shell' | '#root', selectors: readonly string[]) {
  return page.evaluate(
    ([root, list]) =>
      list.map((selector) => {
        const box = document.querySelector(`${root} ${selector}`)?.getBoundingClientRect();
        return box ? [selector, Math.round(box.x), Math.round(box.y), Math.round(box.width), Math.round(box.height)] : [selector];
      }),
    [within, selectors] as const,
  );
}

/** The page as a browser without JavaScript (a slow phone before the code arrives) shows it. */
async function withoutScripts(browser: Browser, viewport: { width: number; height: number }, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  const page = await context.newPage();
  await page.goto(path);
  await page.waitForLoadState('load');
  return { page, close: () => context.close() };
}

test.describe('the first view', () => {
  test("a listing's picture, title and price come with its HTML, where the app draws them", async ({
    browser,
    request,
  }) => {
    const api = await admin();
    const owner = await createUser(api, { profile: { displayName: 'Vera View', city: 'Évora' } });
    const listingId = await listingOf(
      owner,
      serviceListing({ title: 'Olive tree pruning <b>today</b>', price: '18.5', city: 'Évora' }),
      ['olive.png', 'olive-2.png'],
    );
    const path = `/marketplace/services/${listingId}`;

    // The HTML: the first view, escaped, and no module preloads (the app's code comes after it).
    const html = await (await request.get(path)).text();
    expect(html).toContain('<div id="server-shell" class="server-shell">');
    expect(html).toContain('Olive tree pruning &lt;b&gt;today&lt;/b&gt;');
    expect(html).not.toContain('<b>today</b>');
    expect(html).not.toContain('rel="modulepreload"');
    // The place as a guest sees it: the postal area, never a whole postcode (ADR 0012).
    expect(html).not.toMatch(/\d{4}-\d{3}/);

    const selectors = [
      '.site-header',
      '.partilha-image-gallery-main-image',
      '.partilha-image-gallery-thumbs',
      '.listing-detail__title',
      '.listing-detail__location',
      '.partilha-price-tag-amount',
    ];
    for (const viewport of VIEWPORTS) {
      const first = await withoutScripts(browser, viewport, path);
      const shell = first.page.locator('#server-shell');
      await expect(shell.getByRole('heading', { level: 1, name: 'Olive tree pruning <b>today</b>' })).toBeVisible();
      await expect(shell.getByRole('img', { name: 'Olive tree pruning <b>today</b>, image 1 of 2' })).toHaveJSProperty(
        'complete',
        true,
      );
      await expect(shell.getByText('€18.50', { exact: true })).toBeVisible();
      await expect(shell.locator('.listing-detail__location')).toHaveText(/^\s*Évora, \d{4}$/);
      await expect(shell.locator('.site-header__actions a')).toHaveAttribute('href', '/auth/login');
      await expect(first.page.locator('#root')).toBeHidden();
      const before = await boxesOf(first.page, '#server-shell', selectors);
      await screenshotAt(first.page, 'first-view-listing', viewport.width === 375 ? 'phone' : 'desktop');
      await first.close();

      // The app draws the same things in the same places, then the first view is gone.
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByRole('region', { name: 'Request a booking' })).toBeVisible();
      await expect(page.locator('#server-shell')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      expect(await boxesOf(page, '#root', selectors)).toEqual(before);
      if (viewport.width === 375) await expectNoAxeViolations(page);
      await context.close();
    }
  });

  test("the visitor's home opens with the landing's top; a signed-in browser's gets none", async ({ browser, request }) => {
    for (const viewport of VIEWPORTS) {
      const first = await withoutScripts(browser, viewport, '/home');
      const shell = first.page.locator('#server-shell');
      await expect(shell.getByRole('heading', { level: 1, name: LANDING_HERO.title })).toBeVisible();
      await expect(shell.getByText(LANDING_HERO.lead)).toBeVisible();
      await expect(shell.getByRole('link', { name: 'Furniture Assembly' })).toHaveAttribute(
        'href',
        '/search?category=furniture-assembly',
      );
      const selectors = ['.site-header', '.landing__hero h1', '.landing__lead', '.landing__search', '.category-rail'];
      const before = await boxesOf(first.page, '#server-shell', selectors);
      await screenshotAt(first.page, 'first-view-home', viewport.width === 375 ? 'phone' : 'desktop');
      // Its search works without JavaScript: the search page's address.
      const box = shell.getByRole('searchbox').first();
      await box.fill('drill');
      await box.press('Enter');
      await expect(first.page).toHaveURL(/\/search\?search=drill$/);
      await first.close();

      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto('/home');
      await expect(page.getByRole('region', { name: SEARCH_MESSAGES.recentListings })).toBeVisible();
      await expect(page.locator('#server-shell')).toHaveCount(0);
      expect(await boxesOf(page, '#root', selectors)).toEqual(before);
      await context.close();
    }

    // Signed in, the browser says so (a hint cookie, no credential): /home is the member's own page.
    const api = await admin();
    const member = await createUser(api, { profile: { displayName: 'Mia Member' } });
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInAs(page, member);
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: SEARCH_MESSAGES.recentListings })).toBeVisible();
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'partilha_signed_in')?.value).toBe('1');
    const html = await (await page.request.get('/home')).text();
    expect(html).not.toContain('server-shell');
    await context.close();
    const plain = await (await request.get('/home')).text();
    expect(plain).toContain('<div id="server-shell"');
  });

  test('what is typed into the first view before the app arrives is kept', async ({ page }) => {
    // The app's code is held back until the visitor has typed.
    let release: () => void = () => undefined;
    const typed = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await typed;
      await route.continue();
    });
    await page.goto('/home');
    const shellBox = page.locator('#server-shell').getByRole('searchbox', { name: 'Search listings' });
    await shellBox.fill('tent');
    release();
    const appBox = page.locator('#root').getByRole('searchbox', { name: 'Search listings' });
    await expect(page.locator('#server-shell')).toHaveCount(0);
    await expect(appBox).toHaveValue('tent');
    await expect(appBox).toBeFocused();
    await appBox.press('Enter');
    await expect(page).toHaveURL(/\/search\?search=tent$/);
  });
});
