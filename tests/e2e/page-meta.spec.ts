// Every route has its own document title and meta description (web/src/frame/route-meta.ts); a
// listing and a profile take theirs from their data. Also the screenshots of the pages the global
// CSS change touches (Blueprint's stylesheet slimmed for the website), at 375 and 1440 px.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { createUser, equipmentListing } from '../support/api-client';
import { expect, expectNoAxeViolations, screenshotAt, SCREENSHOT_DIR, test } from './fixtures';
import { admin, listingOf } from './support';

const description = (page: Page) => page.locator('head meta[name="description"]');

/** One description element in the head, with this content. */
async function expectDescription(page: Page, content: string | RegExp) {
  await expect(description(page)).toHaveCount(1);
  await expect(description(page)).toHaveAttribute('content', content);
}

test.describe('page titles and descriptions', () => {
  let listingPath = '';
  let profilePath = '';
  const listingText =
    'Cordless hammer drill with two batteries, a charger and a case of bits for wood, metal and masonry.';
  const bio = 'Carpenter in Braga. I lend my tools to neighbours and fix furniture at weekends.';

  test.beforeAll(async () => {
    const owner = await createUser(await admin(), { profile: { displayName: 'Rui Carpinteiro', bio } });
    const id = await listingOf(owner, equipmentListing({ title: 'Hammer drill Bosch', description: listingText }), [
      'drill.png',
    ]);
    listingPath = `/marketplace/equipment/${id}`;
    profilePath = `/profile/${owner.record.id as string}`;
    mkdirSync(join(SCREENSHOT_DIR, 'lighthouse'), { recursive: true });
  });

  test('each public page has its own title and description, from its data where it has some', async ({ page }) => {
    await page.goto('/home');
    await expect(page).toHaveTitle('Partilha — share skills and equipment locally');
    await expectDescription(page, /^Hire a neighbour for an hour or rent the tools you need for a day/);

    await page.goto('/search?search=drill');
    await expect(page).toHaveTitle('"drill" · Partilha');
    await expectDescription(page, /^Search services and equipment offered by people near you/);

    await page.goto(listingPath);
    await expect(page.getByRole('heading', { level: 1, name: 'Hammer drill Bosch' })).toBeVisible();
    await expect(page).toHaveTitle('Hammer drill Bosch · Partilha');
    await expectDescription(page, listingText);

    await page.goto(profilePath);
    await expect(page).toHaveTitle('Rui Carpinteiro · Partilha');
    await expectDescription(page, bio);

    await page.goto('/legal/privacy');
    await expect(page).toHaveTitle('Privacy Policy · Partilha');
    await expectDescription(page, /^How Partilha collects, uses and protects your personal data/);
  });

  test('moving around the site in the app changes the title and the description with the route', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(page).toHaveTitle('Welcome Back · Partilha');
    await expectDescription(page, /^Sign in to Partilha/);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/auth\/signup$/);
    await expect(page).toHaveTitle('Create an Account · Partilha');
    await expectDescription(page, /^Create a free Partilha account/);
    await page.getByRole('link', { name: 'Privacy Policy' }).first().click();
    await expect(page).toHaveTitle('Privacy Policy · Partilha');
    await expectDescription(page, /^How Partilha collects/);
  });

  test('the pages look right with the slimmed stylesheet, at 375 and 1440 px', async ({ page }) => {
    for (const [name, path, ready] of [
      ['home', '/home', page.getByRole('heading', { level: 1 })],
      ['search', '/search?search=drill', page.getByRole('heading', { level: 1, name: '"drill"' })],
      ['listing', () => listingPath, page.getByRole('heading', { level: 1, name: 'Hammer drill Bosch' })],
      ['login', '/auth/login', page.getByRole('button', { name: 'Sign In', exact: true })],
    ] as const) {
      await page.goto(typeof path === 'string' ? path : path());
      await expect(ready).toBeVisible();
      await expectNoAxeViolations(page);
      await screenshotAt(page, `lighthouse/${name}`, 'phone');
      await screenshotAt(page, `lighthouse/${name}`, 'desktop');
    }
  });
});
