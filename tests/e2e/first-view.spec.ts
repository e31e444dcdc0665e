// The server's first view of a public page (issue 18, docs/adr/0018): a listing's page, the
// visitor's /home and /search arrive with their top already in the HTML, drawn by the website's
// stylesheet before any JavaScript runs, in exactly the place the app then draws it; the app takes
// over without losing what was typed; a signed-in browser's /home gets none.
import type { Browser, Locator, Page } from '@playwright/test';
import { LANDING_HERO, LISTING_MESSAGES, SEARCH_MESSAGES } from '@partilha/domain';
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
        return box
          ? [selector, Math.round(box.x), Math.round(box.y), Math.round(box.width), Math.round(box.height)]
          : [selector];
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

interface FirstViewCheck {
  /** The boxes that must be where the app draws them. */
  selectors: readonly string[];
  /** The screenshots' name. */
  name: string;
  /** What the first view shows, checked without JavaScript (it may navigate away last). */
  shows: (shell: Locator, page: Page, viewport: (typeof VIEWPORTS)[number]) => Promise<void>;
  /** What says the app's page is ready. */
  appReady: (page: Page) => Promise<void>;
}

/**
 * At 375 and 1440 px: the first view without JavaScript shows what `shows` expects, and the app,
 * once ready, has removed it and draws every selector's box in the same place.
 */
async function expectFirstView(browser: Browser, path: string, check: FirstViewCheck): Promise<void> {
  for (const viewport of VIEWPORTS) {
    const first = await withoutScripts(browser, viewport, path);
    await expect(first.page.locator('#root')).toBeHidden();
    const before = await boxesOf(first.page, '#server-shell', check.selectors);
    await screenshotAt(first.page, check.name, viewport.width === 375 ? 'phone' : 'desktop');
    await check.shows(first.page.locator('#server-shell'), first.page, viewport);
    await first.close();

    // What a screen reader meets before the app has run (axe needs JavaScript: the app's code is refused instead).
    const held = await browser.newContext({ viewport });
    const waiting = await held.newPage();
    await waiting.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
    await waiting.goto(path);
    await expect(waiting.locator('#server-shell')).toBeVisible();
    await expectNoAxeViolations(waiting);
    await held.close();

    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(path);
    await check.appReady(page);
    await expect(page.locator('#server-shell')).toHaveCount(0);
    expect(await boxesOf(page, '#root', check.selectors)).toEqual(before);
    await expectNoAxeViolations(page);
    await context.close();
  }
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

    await expectFirstView(browser, path, {
      name: 'first-view-listing',
      selectors: [
        '.site-header',
        '.partilha-image-gallery-main-image',
        '.partilha-image-gallery-thumbs',
        '.listing-detail__title',
        '.listing-detail__location',
        '.partilha-price-tag-amount',
      ],
      shows: async (shell) => {
        await expect(shell.getByRole('heading', { level: 1, name: 'Olive tree pruning <b>today</b>' })).toBeVisible();
        const picture = shell.getByRole('img', { name: 'Olive tree pruning <b>today</b>, image 1 of 2' });
        await expect(picture).toHaveJSProperty('complete', true);
        await expect(shell.getByText('€18.50', { exact: true })).toBeVisible();
        await expect(shell.locator('.listing-detail__location')).toHaveText(/^\s*Évora, \d{4}$/);
        // Sign in comes back to the page, as the app's own Sign in does.
        await expect(shell.locator('.site-header__actions a')).toHaveAttribute(
          'href',
          `/auth/login?from=${encodeURIComponent(path)}`,
        );
      },
      appReady: async (page) => {
        await expect(page.getByRole('region', { name: 'Request a booking' })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      },
    });

    // A listing without pictures: the gallery's frame says so, in the first view as in the app.
    const bare = await listingOf(owner, serviceListing({ title: 'Olive oil tasting', price: '10', city: 'Évora' }));
    await expectFirstView(browser, `/marketplace/services/${bare}`, {
      name: 'first-view-listing-no-picture',
      selectors: ['.partilha-image-gallery-main', '.listing-detail__title', '.partilha-price-tag-amount'],
      shows: (shell) => expect(shell.getByText(LISTING_MESSAGES.noImage)).toBeVisible(),
      appReady: (page) => expect(page.getByRole('region', { name: 'Request a booking' })).toBeVisible(),
    });

    // That link signs the visitor in and brings them back to the listing.
    const visitor = await createUser(api, { profile: { displayName: 'Vasco Visitor' } });
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`/auth/login?from=${encodeURIComponent(path)}`);
    const form = page.getByRole('main');
    await form.getByLabel('Email').fill(visitor.email);
    await form.getByLabel('Password').fill(visitor.password);
    await form.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Olive tree pruning <b>today</b>' })).toBeVisible();
    await context.close();
  });

  test("the visitor's home opens with the landing's top; a signed-in browser's gets none", async ({
    browser,
    request,
  }) => {
    await expectFirstView(browser, '/home', {
      name: 'first-view-home',
      selectors: ['.site-header', '.landing__hero h1', '.landing__lead', '.landing__search', '.category-rail'],
      shows: async (shell, page) => {
        await expect(shell.getByRole('heading', { level: 1, name: LANDING_HERO.title })).toBeVisible();
        await expect(shell.getByText(LANDING_HERO.lead)).toBeVisible();
        await expect(shell.getByRole('link', { name: 'Furniture Assembly' })).toHaveAttribute(
          'href',
          '/search?category=furniture-assembly',
        );
        // Its search works without JavaScript: the search page's address.
        const box = shell.getByRole('searchbox').first();
        await box.fill('drill');
        await box.press('Enter');
        await expect(page).toHaveURL(/\/search\?search=drill$/);
      },
      appReady: (page) => expect(page.getByRole('region', { name: SEARCH_MESSAGES.recentListings })).toBeVisible(),
    });

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

  test('the search page comes with its first results, filters and order, where the app draws them', async ({
    browser,
  }) => {
    const api = await admin();
    const owner = await createUser(api, { profile: { displayName: 'Sara Search', city: 'Setúbal' } });
    for (const [title, price] of [
      ['Zephyr kite lessons', '30'],
      ['Zephyr kite repair', '12'],
      ['Zephyr kite rental', '20'],
    ] as const) {
      await listingOf(owner, serviceListing({ title, price, city: 'Setúbal' }), ['kite.png']);
    }
    // Without a picture a card says so, in the first view as in the app.
    await listingOf(owner, serviceListing({ title: 'Zephyr kite storage', price: '5', city: 'Setúbal' }));
    await expectFirstView(browser, '/search?search=zephyr&priceRange=0-25&sort=price-asc', {
      name: 'first-view-search',
      selectors: [
        '.site-header',
        '.page__title',
        '.search-text-form',
        '.search-page__filters-toggle',
        '.listing-filters',
        '.filter-chips',
        '.search-sort',
        '.partilha-listing-grid-item:nth-child(1) .partilha-listing-card-no-image',
        '.partilha-listing-grid-item:nth-child(2) img',
        '.partilha-listing-grid-item:nth-child(3)',
        '.partilha-listing-card-owner',
      ],
      shows: async (shell, page, viewport) => {
        await expect(shell.getByRole('heading', { level: 1, name: '"zephyr"' })).toBeVisible();
        // Price low to high, the €30 one left out by the band.
        const results = shell.getByRole('list', { name: 'Search results' });
        await expect(results.getByRole('heading', { level: 2 })).toHaveText([
          'Zephyr kite storage',
          'Zephyr kite repair',
          'Zephyr kite rental',
        ]);
        await expect(results.getByRole('listitem').first()).toContainText(LISTING_MESSAGES.noImage);
        if (viewport.width < 768) return;
        await expect(shell.getByRole('button', { name: 'Remove price filter: €0 - €25' })).toBeVisible();
        // Without the app the page's own search still works, and keeps the filters.
        const field = shell.getByRole('searchbox', { name: 'Search text' });
        await field.fill('kite');
        await field.press('Enter');
        await expect(page).toHaveURL(/\/search\?search=kite&priceRange=0-25&sort=price-asc$/);
      },
      appReady: (page) => expect(page.getByText('3 results')).toBeVisible(),
    });
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
