// Home and marketplace over the real server: the visitor's landing page and its links, the
// signed-in Recent Listings (own city first, creator on each card, category filter, its empty
// text and "View All Categories", Load More), and the three marketplace pages.
import type { Locator, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { createUser, equipmentListing, serviceListing, type Api, type TestUser } from '../support/api-client';
import { expect, expectNoAxeViolations, screenshotAt, test } from './fixtures';
import { admin, holdRequests, listingOf, signInAs } from './support';

const RUN = `hm${randomBytes(3).toString('hex')}`;
const KAYAKS = 14;

let lisbon: TestUser;
let porto: TestUser;
let guest: Api;

test.beforeAll(async () => {
  const api = await admin();
  guest = api.guest;
  lisbon = await createUser(api, { profile: { displayName: 'Marta Lisboa' } });
  porto = await createUser(api, {
    profile: {
      displayName: 'Pedro Porto',
      firstName: 'Pedro',
      lastName: 'Nunes',
      city: 'Porto',
      postalCode: '4000-322',
    },
  });
  for (let n = 1; n <= KAYAKS; n += 1) {
    await listingOf(
      porto,
      equipmentListing({ title: `Kayak ${RUN} ${n}`, category: 'sports-recreation', price: String(20 + n) }),
    );
  }
  await listingOf(porto, serviceListing({ title: `Cat sitting ${RUN}`, category: 'pet-care', price: '15' }));
  await listingOf(lisbon, equipmentListing({ title: `Film camera ${RUN}`, category: 'photography', price: '18' }), [
    'photo.png',
  ]);
});

/** A category no listing on this server carries (other specs share the server), with its label. */
async function emptyCategory(): Promise<{ value: string; label: string }> {
  const candidates = [
    { value: 'musical-instruments', label: 'Musical Instruments' },
    { value: 'diy-crafts', label: 'DIY & Crafts' },
    { value: 'administrative-support', label: 'Administrative Support' },
    { value: 'marketing-design', label: 'Marketing & Design' },
  ];
  for (const candidate of candidates) {
    const response = await guest.get('/api/market/search', { category: candidate.value, perPage: 1 });
    if (response.status === 200 && response.body.items.length === 0) return candidate;
  }
  throw new Error('Every candidate category has listings: add another candidate');
}

function list(page: Page, name: string): Locator {
  return page.getByRole('list', { name });
}

test.describe('home', () => {
  test('a visitor sees the landing page with its sections and links', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/home');
    const hero = page.getByRole('region', { name: 'Share skills and equipment with your neighbours' });
    await expect(hero.getByRole('button', { name: 'Create Account' })).toHaveAttribute('href', '/auth/signup');
    await expect(hero.getByRole('button', { name: 'Sign In' })).toHaveAttribute('href', '/auth/login');

    const how = page.getByRole('region', { name: 'How it works' });
    await expect(how.getByRole('heading', { level: 3 })).toHaveText(['Find', 'Book and schedule', 'Pay securely']);
    const offer = page.getByRole('region', { name: 'What We Offer' });
    await expect(offer.getByRole('link', { name: 'Browse Services' })).toHaveAttribute('href', '/marketplace/services');
    await expect(offer.getByRole('link', { name: 'Browse Equipment' })).toHaveAttribute(
      'href',
      '/marketplace/equipment',
    );
    const why = page.getByRole('region', { name: 'Why Choose Partilha' });
    await expect(why.getByRole('heading', { level: 3 })).toHaveText(['Quality', 'Convenience', 'Trust and safety']);
    const cta = page.getByRole('region', { name: 'Ready to start sharing?' });
    await expect(cta.getByRole('button', { name: 'Create Account' })).toHaveAttribute('href', '/auth/signup');
    await expect(cta.getByRole('button', { name: 'Browse Listings' })).toHaveAttribute('href', '/marketplace');

    await screenshotAt(page, 'home-landing', 'desktop');
    await screenshotAt(page, 'home-landing', 'phone');
    await expectNoAxeViolations(page);

    await cta.getByRole('button', { name: 'Browse Listings' }).click();
    await expect(page).toHaveURL(/\/marketplace$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
  });

  test('a signed-in user sees Recent Listings, own city first, with a category filter', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAs(page, lisbon);
    // Hold the first search a moment (it still goes to the real server) to see the loading text.
    const release = await holdRequests(page, '**/api/market/search?*');
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Recent Listings' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading listings...' })).toBeVisible();
    release();
    const cards = list(page, 'Recent Listings').getByRole('link');
    await expect(cards).toHaveCount(12);
    await page.unrouteAll({ behavior: 'wait' });
    // Lisboa first: the camera is the newest Lisboa listing of this spec, and the creator shows.
    // The city and postal area: the full postal code is private (issue 17, ADR 0012).
    await expect(cards.first()).toContainText('Lisboa 1300');
    await expect(cards.first()).not.toContainText('1300-431');
    const camera = page.getByRole('link', { name: `Film camera ${RUN}` });
    await expect(camera).toContainText('Marta Lisboa');
    await expect(camera).toContainText('No reviews yet');
    await screenshotAt(page, 'home-recent-listings', 'desktop');
    await screenshotAt(page, 'home-recent-listings', 'phone');
    await page.setViewportSize({ width: 1440, height: 900 });
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Load More' }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(12);

    const category = page.getByRole('combobox', { name: 'Category' });
    await category.selectOption({ label: 'Photography' });
    await expect(page.getByRole('link', { name: `Film camera ${RUN}` })).toBeVisible();
    await expect(page.getByRole('link', { name: `Kayak ${RUN} 1`, exact: true })).toHaveCount(0);

    await category.selectOption({ label: 'All Services' });
    const catSitting = page.getByRole('link', { name: `Cat sitting ${RUN}` });
    // Specs that ran before on the shared server add newer Lisboa services: page on until this
    // spec's own one shows (the list is newest first).
    await expect(cards.first()).toBeVisible();
    for (let more = 0; more < 10 && !(await catSitting.isVisible()); more += 1) {
      const shown = await cards.count();
      await page.getByRole('button', { name: 'Load More' }).click();
      await expect.poll(() => cards.count()).toBeGreaterThan(shown);
    }
    await expect(catSitting).toBeVisible();
    for (const href of await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
      expect(href).toMatch(/^\/marketplace\/services\//);

    const empty = await emptyCategory();
    await category.selectOption(empty.value);
    await expect(
      page.getByRole('heading', { level: 2, name: `No listings found in "${empty.label}" category` }),
    ).toBeVisible();
    await screenshotAt(page, 'home-recent-listings-empty', 'phone');
    await page.setViewportSize({ width: 1440, height: 900 });
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'View All Categories' }).click();
    await expect(category).toHaveValue('all');
    await expect(cards).toHaveCount(12);
  });
});

test.describe('marketplace', () => {
  test('all listings, services and equipment, each with Load More and a way to the search', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/marketplace');
    await expect(page.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeVisible();
    const all = list(page, 'Marketplace').getByRole('link');
    await expect(all).toHaveCount(12);
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect.poll(() => all.count()).toBeGreaterThan(12);
    await screenshotAt(page, 'marketplace', 'desktop');
    await screenshotAt(page, 'marketplace', 'phone');
    await page.setViewportSize({ width: 1440, height: 900 });
    await expectNoAxeViolations(page);

    const nav = page.getByRole('navigation', { name: 'Marketplace sections' });
    await nav.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/marketplace\/services$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
    const services = list(page, 'Services').getByRole('link');
    await expect(services.first()).toBeVisible();
    for (const href of await services.evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
      expect(href).toMatch(/^\/marketplace\/services\//);
    const category = page.getByRole('combobox', { name: 'Category' });
    const offered = await category.locator('option').allInnerTexts();
    expect(offered[0]).toBe('All Services');
    expect(offered).toContain('Pet Care');
    expect(offered).not.toContain('Power Tools');
    await category.selectOption({ label: 'Pet Care' });
    await expect(page).toHaveURL(/\/marketplace\/services\?category=pet-care$/);
    await expect(page.getByRole('link', { name: `Cat sitting ${RUN}` })).toBeVisible();
    await page.getByRole('button', { name: 'Search listings' }).click();
    await expect(page).toHaveURL(/\/search\?type=service&category=pet-care$/);
    await expect(page.getByRole('link', { name: `Cat sitting ${RUN}` })).toBeVisible();

    await page.goto('/marketplace/equipment?priceRange=0-25');
    await expect(page.getByRole('heading', { level: 1, name: 'Equipment' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Price range' })).toHaveValue('0-25');
    const equipment = list(page, 'Equipment').getByRole('link');
    await expect(page.getByRole('link', { name: `Film camera ${RUN}` })).toBeVisible();
    for (const href of await equipment.evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
      expect(href).toMatch(/^\/marketplace\/equipment\//);
    await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Musical Instruments' });
    await expect(page).toHaveURL(/\/marketplace\/equipment\?category=musical-instruments&priceRange=0-25$/);
    await screenshotAt(page, 'marketplace-equipment', 'phone');
  });
});
