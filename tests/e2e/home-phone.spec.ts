// The mobile-first header and home page (issue 18) over the real server: a 375 px visitor searches
// from the header's box; the signed-out home leads with the newest listings (their photos from the
// server's thumbnails, by width) and the category rail on the first screen; neither home moves once
// drawn (layout shift measured by the browser), the skeletons having the cards' size.
import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { createListing, createUser, equipmentListing, serviceListing, type TestUser } from '../support/api-client';
import { expect, expectNoAxeViolations, SCREENSHOT_DIR, screenshotAt, test, VIEWPORTS } from './fixtures';
import { admin, holdRequests, painted, signInAs } from './support';

const RUN = `hp${randomBytes(3).toString('hex')}`;
const PHONE = VIEWPORTS.phone;

let owner: TestUser;

/** A listing with a picture (photograph-sized by default), created through the API as `owner`. */
async function listingWithPhoto(
  fields: Record<string, unknown>,
  colour: [number, number, number],
  [width, height] = [1200, 900],
): Promise<void> {
  const photo = painted(`photo-${RUN}.png`, width, height, colour);
  const created = await createListing(owner.api, fields, [
    { name: photo.name, type: photo.mimeType, bytes: Uint8Array.from(photo.buffer) },
  ]);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
}

test.beforeAll(async () => {
  mkdirSync(`${SCREENSHOT_DIR}/home`, { recursive: true });
  owner = await createUser(await admin(), { profile: { displayName: 'Rita Home' } });
  // Enough for the landing's eight cards whatever ran before on this server.
  for (let n = 1; n <= 6; n += 1) {
    await listingWithPhoto(equipmentListing({ title: `Tool ${n} ${RUN}` }), [45, 114, 210], [400, 300]);
  }
  await listingWithPhoto(
    serviceListing({ title: `Garden help ${RUN}`, category: 'gardening', price: '14' }),
    [41, 166, 52],
  );
  // The newest of all: the first card of the landing page.
  await listingWithPhoto(
    equipmentListing({ title: `Camping lantern ${RUN}`, category: 'camping-outdoor' }),
    [217, 130, 43],
  );
});

/** Collects the page's layout shifts (not those right after input) from its first paint on. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function layoutShift(page: Page): Promise<number> {
  // Let the last frames paint and their shifts be reported.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
  return page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0));
}

/** Waits until every eager image of the page has loaded, and fails on a broken one. */
async function eagerImagesLoaded(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLImageElement>('img[loading="eager"]')].every(
          (image) => image.complete && image.naturalWidth > 0,
        ),
      ),
    )
    .toBe(true);
}

test.describe('phone header and home', () => {
  test('a visitor on a phone searches from the header and sees the results', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/marketplace');
    const header = page.getByRole('banner');
    const box = header.getByRole('searchbox', { name: 'Search listings' });
    await expect(box).toBeVisible();
    await expect(box).toHaveAttribute('placeholder', 'Search for anything...');
    // The logo, the box and the menu toggle share one row.
    const logo = await header.getByRole('link', { name: 'Partilha home' }).boundingBox();
    const field = await box.boundingBox();
    expect(
      Math.abs((logo?.y ?? 0) + (logo?.height ?? 0) / 2 - ((field?.y ?? 0) + (field?.height ?? 0) / 2)),
    ).toBeLessThan(4);
    expect(field?.width ?? 0).toBeGreaterThan(200);

    await box.fill(`lantern ${RUN}`);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search\\?search=lantern(\\+|%20)${RUN}$`));
    await expect(page.getByRole('heading', { level: 1, name: `"lantern ${RUN}"` })).toBeVisible();
    await expect(page.getByRole('link', { name: `Camping lantern ${RUN}` })).toBeVisible();
    await expect(box).toHaveValue(`lantern ${RUN}`);
    await screenshotAt(page, 'home/header-search-results', 'phone');

    // The spec's menu still holds its own search box and the links.
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('searchbox', { name: 'Search listings' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Browse Services' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the signed-out home leads with the newest listings, their photos and the categories', async ({ page }) => {
    await recordLayoutShifts(page);
    await page.setViewportSize(PHONE);
    await page.goto('/home');
    const cards = page.getByRole('list', { name: 'Recent Listings' }).getByRole('link');
    await expect(cards).toHaveCount(8);
    const first = cards.first();
    await expect(first).toHaveAccessibleName(`Camping lantern ${RUN}`);
    await expect(cards.nth(1)).toHaveAccessibleName(`Garden help ${RUN}`);

    // The photo: the server's thumbnails by width, the first fetched at once and first of all.
    const photo = first.locator('img');
    await expect(photo).toHaveAttribute('src', /\/api\/files\/listings\/\w+\/photo_hp\w+\.png\?thumb=600x450$/);
    await expect(photo).toHaveAttribute(
      'srcset',
      /\?thumb=300x300 300w, .+\?thumb=600x450 600w, .+\?thumb=800x0 800w, .+\?thumb=1200x0 1200w$/,
    );
    await expect(photo).toHaveAttribute('sizes', /50vw/);
    await expect(photo).toHaveAttribute('loading', 'eager');
    await expect(photo).toHaveAttribute('fetchpriority', 'high');
    await expect(photo).toHaveAttribute('decoding', 'async');
    await expect(cards.nth(4).locator('img')).toHaveAttribute('loading', 'lazy');
    await eagerImagesLoaded(page);
    // A two-column card on a 2x phone is ~330 device pixels wide: the 600w thumbnail is chosen.
    expect(await photo.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/thumb=(300x300|600x450)$/);

    // All on the first screen of a phone: the header's search box, the categories and a row of listings.
    const categories = page.getByRole('navigation', { name: 'Browse by category' });
    for (const part of [
      page.getByRole('banner').getByRole('searchbox', { name: 'Search listings' }),
      categories.getByRole('link').first(),
      first,
      cards.nth(1),
    ]) {
      const box = await part.boundingBox();
      expect(box && box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    }
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
    await screenshotAt(page, 'home/signed-out', 'phone');
    await expectNoAxeViolations(page);

    // The rail scrolls sideways on a phone; a chip opens the search on its category.
    const rail = categories.getByRole('list');
    expect(await rail.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
    await categories.getByRole('link', { name: 'Camping & Outdoor' }).click();
    await expect(page).toHaveURL(/\/search\?category=camping-outdoor$/);
    await expect(page.getByRole('link', { name: `Camping lantern ${RUN}` })).toBeVisible();
  });

  test('the landing sections follow the listings, compact on a phone', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/home');
    await expect(page.getByRole('list', { name: 'Recent Listings' }).getByRole('link')).toHaveCount(8);
    const how = page.getByRole('region', { name: 'How it works' });
    const cta = page.getByRole('region', { name: 'Ready to start sharing?' });
    const sectionsHeight = await page.evaluate(() => {
      const top = document.getElementById('how-title')?.closest('section')?.getBoundingClientRect().top ?? 0;
      const bottom = document.getElementById('cta-title')?.closest('section')?.getBoundingClientRect().bottom ?? 0;
      return bottom - top;
    });
    await expect(how.getByRole('heading', { level: 3 })).toHaveText(['Find', 'Book and schedule', 'Pay securely']);
    await expect(cta.getByRole('button', { name: 'Browse Listings' })).toBeVisible();
    // Four sections that were a column of large icon cards on a phone, now rows of small ones.
    expect(sectionsHeight).toBeLessThan(1600);
  });

  test('the signed-out home on a wide screen: hero search, listings in rows of four, no layout shift', async ({
    page,
  }) => {
    await recordLayoutShifts(page);
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/home');
    const hero = page.getByRole('search', { name: 'Search services and equipment' });
    await expect(hero.getByRole('searchbox')).toBeVisible();
    const cards = page.getByRole('list', { name: 'Recent Listings' }).getByRole('link');
    await expect(cards).toHaveCount(8);
    await eagerImagesLoaded(page);
    const tops = await cards.evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
    expect(new Set(tops.slice(0, 4)).size).toBe(1);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
    await screenshotAt(page, 'home/signed-out', 'desktop');
    await page.setViewportSize(VIEWPORTS.desktop);
    await expectNoAxeViolations(page);

    await hero.getByRole('searchbox').fill(`garden help ${RUN}`);
    await hero.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/search\?search=garden/);
    await expect(page.getByRole('link', { name: `Garden help ${RUN}` })).toBeVisible();
  });

  test('while the listings load, skeletons of the cards’ size hold their place', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const release = await holdRequests(page, '**/api/market/search?*');
    await page.goto('/home');
    const recent = page.getByRole('region', { name: 'Recent Listings' });
    await expect(recent.getByRole('status')).toHaveText('Loading listings...');
    const skeleton = await recent.locator('.partilha-listing-card-skeleton').first().boundingBox();
    const footerBefore = await page.getByRole('contentinfo').boundingBox();
    release();
    const card = page.getByRole('list', { name: 'Recent Listings' }).getByRole('link').first();
    await expect(card).toBeVisible();
    const drawn = await card.boundingBox();
    expect(drawn?.y).toBe(skeleton?.y);
    expect(Math.abs((drawn?.height ?? 0) - (skeleton?.height ?? 0))).toBeLessThan(1);
    expect((await page.getByRole('contentinfo').boundingBox())?.y).toBe(footerBefore?.y);
    await page.unrouteAll({ behavior: 'wait' });
  });

  test('the signed-in home shows the photos the same way, without layout shift', async ({ page }) => {
    await signInAs(page, owner);
    await recordLayoutShifts(page);
    for (const viewport of ['phone', 'desktop'] as const) {
      await page.setViewportSize(VIEWPORTS[viewport]);
      await page.goto('/home');
      await expect(page.getByRole('heading', { level: 1, name: 'Recent Listings' })).toBeVisible();
      const lantern = page.getByRole('link', { name: `Camping lantern ${RUN}` });
      await expect(lantern).toBeVisible();
      await expect(lantern).toContainText('Rita Home');
      await expect(lantern.locator('img')).toHaveAttribute('srcset', /thumb=600x450 600w/);
      await eagerImagesLoaded(page);
      expect(await layoutShift(page), viewport).toBeLessThanOrEqual(0.02);
      await screenshotAt(page, 'home/signed-in', viewport);
    }
  });
});
