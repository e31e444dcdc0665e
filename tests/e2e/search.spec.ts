// The search page over the real server: ~30 listings of two owners in two cities, found through
// the header search (desktop and the phone menu), narrowed by category and price band (the band
// edge at exactly €25), chips removed, pages loaded with Load More without duplicates, the empty
// state, and the signed-in user's own city first.
import type { Locator, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { createUser, equipmentListing, serviceListing, type TestUser } from '../support/api-client';
import { expect, expectNoAxeViolations, screenshotAt, test } from './fixtures';
import { admin, listingOf, signInAs } from './support';

/** A word only this run's listings carry, so other specs' listings never enter the results. */
const RUN = `qz${randomBytes(3).toString('hex')}`;
const BULK = 25;

interface Seeded {
  lisbon: TestUser;
  porto: TestUser;
}

let seeded: Seeded;

test.beforeAll(async () => {
  const api = await admin();
  const lisbon = await createUser(api, { profile: { displayName: 'Ana Lisboa' } });
  const porto = await createUser(api, {
    profile: { displayName: 'Rui Porto', firstName: 'Rui', lastName: 'Pinto', city: 'Porto', postalCode: '4000-322' },
  });
  // Created one after another, so "newest first" is this order reversed.
  for (let n = 1; n <= BULK; n += 1) {
    const owner = n % 2 === 0 ? lisbon : porto;
    await listingOf(
      owner,
      equipmentListing({ title: `Folding chairs ${RUN} set ${n}`, category: 'party-events', price: '40' }),
    );
  }
  await listingOf(lisbon, serviceListing({ title: `Dog walking ${RUN}`, category: 'pet-care', price: '25' }));
  await listingOf(porto, serviceListing({ title: `Hedge trimming ${RUN}`, category: 'gardening', price: '26' }));
  await listingOf(porto, equipmentListing({ title: `Cordless drill ${RUN}`, price: '12.5' }), ['photo.png']);
  await listingOf(
    lisbon,
    equipmentListing({ title: `Mirrorless camera ${RUN}`, category: 'photography', price: '60' }),
  );
  await listingOf(porto, equipmentListing({ title: `Family tent ${RUN}`, category: 'camping-outdoor', price: '250' }));
  seeded = { lisbon, porto };
});

function results(page: Page): Locator {
  return page.getByRole('list', { name: 'Search results' });
}

function cards(page: Page): Locator {
  return results(page).getByRole('link');
}

async function cardTitles(page: Page): Promise<string[]> {
  return results(page).getByRole('heading', { level: 2 }).allInnerTexts();
}

test.describe('search', () => {
  test('the header search finds a listing, and its card opens the listing', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/home');
    const box = page.getByRole('searchbox', { name: 'Search listings' });
    await box.fill(`Mirrorless camera ${RUN}`);
    await box.press('Enter');
    // The app writes spaces as %20; typed before it has taken over from the page's first view
    // (ADR 0018), the header's form sends them as "+": the same address.
    await expect(page).toHaveURL(new RegExp(`/search\\?search=Mirrorless(?:%20|\\+)camera(?:%20|\\+)${RUN}$`));
    await expect(page.getByRole('heading', { level: 1, name: `"Mirrorless camera ${RUN}"` })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search listings' })).toHaveValue(`Mirrorless camera ${RUN}`);
    await expect(cards(page)).toHaveCount(1);
    const card = page.getByRole('link', { name: `Mirrorless camera ${RUN}` });
    // The city and postal area: the full postal code is private (issue 17, ADR 0012).
    await expect(card).toContainText('Lisboa 1300');
    await expect(card).not.toContainText('1300-431');
    await expect(card).toContainText('€60');
    await expect(card).toContainText('/day');
    await expect(card).toContainText('Ana Lisboa');
    await expect(page.getByRole('group', { name: 'Active filters' }).getByRole('button')).toHaveText([
      `"Mirrorless camera ${RUN}"`,
    ]);

    const href = await card.getAttribute('href');
    expect(href).toMatch(/^\/marketplace\/equipment\/[a-z0-9]+$/);
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('on a phone the menu search box searches and closes the menu', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/home');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const box = page.locator('#mobile-menu').getByRole('searchbox', { name: 'Search listings' });
    await box.fill(`drill ${RUN}`);
    await page.locator('#mobile-menu').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?search=drill%20${RUN}$`));
    await expect(page.locator('#mobile-menu')).toHaveCount(0);
    await expect(cards(page)).toHaveText([new RegExp(`Cordless drill ${RUN}`)]);
    await expect(page.getByRole('link', { name: `Cordless drill ${RUN}` }).locator('img')).toBeVisible();
    await screenshotAt(page, 'search-results', 'phone');
  });

  test('category and price band narrow the results; chips take filters away', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/search?search=${RUN}`);
    await expect(page.getByRole('heading', { level: 1, name: `"${RUN}"` })).toBeVisible();
    await expect(cards(page)).toHaveCount(12);

    // A service category sets the type to service (spec 000 §4).
    await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Pet Care' });
    await expect(page).toHaveURL(new RegExp(`/search\\?type=service&search=${RUN}&category=pet-care$`));
    await expect.poll(() => cardTitles(page)).toEqual([`Dog walking ${RUN}`]);
    const chips = page.getByRole('group', { name: 'Active filters' }).getByRole('button');
    await expect(chips).toHaveText(['Service', `"${RUN}"`, 'Pet Care']);

    // Without the category the type stays: both services.
    await page.getByRole('button', { name: 'Remove category filter: Pet Care' }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?type=service&search=${RUN}$`));
    await expect.poll(() => cardTitles(page)).toEqual([`Hedge trimming ${RUN}`, `Dog walking ${RUN}`]);
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('all-services');

    await page.getByRole('button', { name: 'Remove type filter: Service' }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?search=${RUN}$`));
    await expect(cards(page)).toHaveCount(12);

    // €0 - €25 includes exactly 25; 25.01 and more are out.
    await page.getByRole('combobox', { name: 'Price range' }).selectOption({ label: '€0 - €25' });
    await expect(page).toHaveURL(new RegExp(`priceRange=0-25$`));
    await expect.poll(() => cardTitles(page)).toEqual([`Cordless drill ${RUN}`, `Dog walking ${RUN}`]);
    await expect(chips).toHaveText([`"${RUN}"`, '€0 - €25']);

    // €25 - €50 starts above 25: the €25 walk is out, the €26 trimming and the €40 chairs are in.
    await page.getByRole('combobox', { name: 'Price range' }).selectOption({ label: '€25 - €50' });
    await expect(cards(page)).toHaveCount(12);
    await expect(page.getByRole('link', { name: `Hedge trimming ${RUN}` })).toBeVisible();
    await expect(page.getByRole('link', { name: `Dog walking ${RUN}` })).toHaveCount(0);

    await page.getByRole('combobox', { name: 'Price range' }).selectOption({ label: '€200+' });
    await expect.poll(() => cardTitles(page)).toEqual([`Family tent ${RUN}`]);
    await screenshotAt(page, 'search-filtered', 'desktop');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Remove price filter: €200+' }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?search=${RUN}$`));
    await expect(cards(page)).toHaveCount(12);
  });

  test('Load More appends the next pages until the last, with no listing twice', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/search?search=${RUN}`);
    await expect(cards(page)).toHaveCount(12);
    // Newest first: the last listing created leads.
    await expect(cards(page).first()).toContainText(`Family tent ${RUN}`);
    await screenshotAt(page, 'search-results', 'desktop');
    await expectNoAxeViolations(page);

    const loadMore = page.getByRole('button', { name: 'Load More' });
    await loadMore.click();
    await expect(cards(page)).toHaveCount(24);
    await loadMore.click();
    await expect(cards(page)).toHaveCount(BULK + 5);
    await expect(loadMore).toHaveCount(0);

    const hrefs = await cards(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(new Set(hrefs).size).toBe(BULK + 5);
    await expect(cards(page).last()).toContainText(`Folding chairs ${RUN} set 1`);
  });

  test('no results: the empty texts', async ({ page }) => {
    await page.goto(`/search?search=${RUN}&category=musical-instruments`);
    await expect(page.getByRole('heading', { level: 2, name: 'No listings found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search filters')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
    await screenshotAt(page, 'search-empty', 'desktop');
    await screenshotAt(page, 'search-empty', 'phone');
    await expectNoAxeViolations(page);

    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1, name: 'Find Local Services & Equipment' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Active filters' })).toHaveCount(0);

    // /marketplace/search is the same page.
    await page.goto(`/marketplace/search?search=${RUN}&priceRange=0-25`);
    await expect(page.getByRole('heading', { level: 1, name: `"${RUN}"` })).toBeVisible();
    await expect.poll(() => cardTitles(page)).toEqual([`Cordless drill ${RUN}`, `Dog walking ${RUN}`]);
  });

  test('the loading text, and the toasts when the search cannot be reached', async ({ page }) => {
    // The requests still go to the real server; only their timing and the network are changed.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/market/search?*', async (route) => {
      await held;
      await route.continue();
    });
    // A page loaded from its address arrives with the server's first results (ADR 0018): they show
    // while the page's own search is on its way, and the page takes over when it is in.
    await page.goto(`/search?search=${RUN}`);
    await expect(
      page.locator('#server-shell').getByRole('list', { name: 'Search results' }).getByRole('link'),
    ).toHaveCount(12);
    release();
    await expect(page.locator('#server-shell')).toHaveCount(0);
    await expect(cards(page)).toHaveCount(12);
    await page.unrouteAll({ behavior: 'wait' });

    // A search changed on the page says it is loading until its results are in.
    let releaseAgain: () => void = () => {};
    const heldAgain = new Promise<void>((resolve) => (releaseAgain = resolve));
    await page.route('**/api/market/search?*', async (route) => {
      await heldAgain;
      await route.continue();
    });
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Newest' });
    await expect(page.getByRole('status').filter({ hasText: 'Loading listings...' })).toBeVisible();
    releaseAgain();
    await expect(cards(page)).toHaveCount(12);
    await page.unrouteAll({ behavior: 'wait' });

    await page.route('**/api/market/search?*', (route) => route.abort('connectionfailed'));
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(page.getByText('Failed to load more listings')).toBeVisible();
    await expect(cards(page)).toHaveCount(12);
    await expect(page.getByRole('button', { name: 'Load More' })).toBeEnabled();

    await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Photography' });
    await expect(page.getByText('Failed to load listings', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'No listings found' })).toBeVisible();
    await page.unrouteAll({ behavior: 'wait' });

    await page.getByRole('button', { name: 'Remove category filter: Photography' }).click();
    await expect(cards(page)).toHaveCount(12);
  });

  test("a signed-in user's own city comes first", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAs(page, seeded.porto);
    await page.goto(`/search?search=${RUN}`);
    await expect(cards(page)).toHaveCount(12);
    // Porto has 16 of the listings: the whole first page is theirs, newest first.
    for (const card of await cards(page).all()) await expect(card).toContainText('Porto 4000');
    await expect(cards(page).first()).toContainText(`Family tent ${RUN}`);

    await signInAs(page, seeded.lisbon);
    await page.goto(`/search?search=${RUN}`);
    await expect(cards(page).first()).toContainText(`Mirrorless camera ${RUN}`);
    for (const card of await cards(page).all()) await expect(card).toContainText('Lisboa 1300');
  });
});
