// Issue 18's search page on a 375 px phone over the real server: the page's own search field, the
// place filter (select with counts, and typed without accents), price order, the count, "free on
// these dates", and "setubal" / "evora" finding listings written "Setúbal", "Évora" and "évora".
// The listings are created through the API; a word only this run carries keeps others out.
import type { Page } from '@playwright/test';
import { addDays, lisbonIsoDate } from '@partilha/domain';
import { randomBytes } from 'node:crypto';
import { createUser, equipmentListing, serviceListing } from '../support/api-client';
import { expect, expectNoAxeViolations, screenshotAt, test } from './fixtures';
import { admin, listingOf } from './support';

const RUN = `qp${randomBytes(3).toString('hex')}`;
const blockedDay = addDays(lisbonIsoDate(new Date()), 20);

test.beforeAll(async () => {
  const api = await admin();
  const owner = (city: string, postalCode: string, displayName: string) =>
    createUser(api, { profile: { city, postalCode, displayName } });
  const setubal = await owner('Setúbal', '2900-001', 'Sofia Setúbal');
  const evora = await owner('Évora', '7000-001', 'Eva Évora');
  const evoraLower = await owner('évora', '7000-002', 'Elsa évora');
  const porto = await owner('Porto', '4000-322', 'Paulo Porto');
  await listingOf(setubal, serviceListing({ title: `Aulas de surf ${RUN}`, category: 'other', price: '30' }));
  await listingOf(evora, equipmentListing({ title: `Bicicleta ${RUN}`, category: 'sports-recreation', price: '15' }));
  await listingOf(
    evoraLower,
    equipmentListing({
      title: `Tenda familiar ${RUN}`,
      category: 'camping-outdoor',
      price: '8',
      unavailableDates: [blockedDay],
    }),
  );
  await listingOf(porto, equipmentListing({ title: `Cordless drill ${RUN}`, price: '12.5' }));
  await listingOf(porto, serviceListing({ title: `Passeio a Évora ${RUN}`, category: 'other', price: '45' }));
});

const results = (page: Page) => page.getByRole('list', { name: 'Search results' });
const titles = (page: Page) => results(page).getByRole('heading', { level: 2 }).allInnerTexts();
// The visible one: while the server's first view shows (ADR 0018), the app's page is drawn hidden beside it.
const count = (page: Page) => page.locator('.search-page__count').filter({ visible: true });

async function searchFor(page: Page, text: string) {
  const field = page.getByRole('searchbox', { name: 'Search text' });
  await field.fill(text);
  await field.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]search=${encodeURIComponent(text)}(&|$)`));
}

test.describe('search by place, sort and dates on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('searches, filters by place, sorts by price and sees the count', async ({ page }) => {
    await page.goto('/search');
    await searchFor(page, RUN);
    await expect(page).toHaveURL(new RegExp(`/search\\?search=${RUN}$`));
    await expect(count(page)).toHaveText('5 results');
    await expect(results(page).getByRole('link')).toHaveCount(5);

    // The filters sit in a panel a phone opens.
    const place = page.getByRole('combobox', { name: 'Place' });
    await expect(place).toBeHidden();
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'true');
    // "Évora" and "évora" are one place, in the spelling most listings use.
    const evoraOption = place.locator('option', { hasText: /^Évora \(\d+\)$/ });
    await expect(evoraOption).toHaveCount(1);
    await expect(place.locator('option', { hasText: /^évora/ })).toHaveCount(0);
    await place.selectOption({ label: (await evoraOption.innerText()).trim() });
    await expect(page).toHaveURL(new RegExp(`search=${RUN}&place=%C3%89vora$`));
    await expect(count(page)).toHaveText('2 results');
    await expect.poll(() => titles(page)).toEqual([`Tenda familiar ${RUN}`, `Bicicleta ${RUN}`]);

    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.selectOption({ label: 'Price: high to low' });
    await expect(page).toHaveURL(/sort=price-desc$/);
    await expect.poll(() => titles(page)).toEqual([`Bicicleta ${RUN}`, `Tenda familiar ${RUN}`]);
    await sort.selectOption({ label: 'Price: low to high' });
    await expect.poll(() => titles(page)).toEqual([`Tenda familiar ${RUN}`, `Bicicleta ${RUN}`]);

    // A typed place, without its accent, and one result in the singular.
    const typed = page.getByRole('searchbox', { name: 'Type a town or city' });
    await typed.fill('SETUBAL');
    await typed.press('Enter');
    await expect(count(page)).toHaveText('1 result');
    await expect.poll(() => titles(page)).toEqual([`Aulas de surf ${RUN}`]);
    await expect(place).toHaveValue('Setúbal');

    // A link reproduces the search.
    const url = page.url();
    await page.goto(url);
    await expect(count(page)).toHaveText('1 result');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
  });

  test('"setubal" and "evora" find the listings that say "Setúbal", "Évora" and "évora"', async ({ page }) => {
    await page.goto('/search');
    await searchFor(page, 'setubal');
    await expect(results(page).getByRole('link', { name: new RegExp(`Aulas de surf ${RUN}`) })).toBeVisible();

    await searchFor(page, 'evora');
    // In Évora, in évora, and one whose title says Évora (best match puts that one first).
    for (const title of [`Passeio a Évora ${RUN}`, `Bicicleta ${RUN}`, `Tenda familiar ${RUN}`]) {
      await expect(results(page).getByRole('link', { name: new RegExp(title) })).toBeVisible();
    }
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('best');
    await screenshotAt(page, 'search/search-evora', 'phone');
    await expectNoAxeViolations(page);
  });

  test('"free on these dates" hides a listing with a blocked day, and says what is wrong with a range', async ({
    page,
  }) => {
    await page.goto(`/search?search=${RUN}&place=evora`);
    await expect(count(page)).toHaveText('2 results');
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('From', { exact: true }).fill(addDays(blockedDay, -1));
    await page.getByLabel('To', { exact: true }).fill(addDays(blockedDay, 1));
    await expect(count(page)).toHaveText('1 result');
    await expect.poll(() => titles(page)).toEqual([`Bicicleta ${RUN}`]);

    await page.getByLabel('To', { exact: true }).fill(addDays(blockedDay, -3));
    await expect(page.getByRole('alert')).toHaveText('End date must be after or equal to start date');
    await expect(count(page)).toHaveText('2 results');
    await screenshotAt(page, 'search/search-dates', 'phone');
    await screenshotAt(page, 'search/search-dates', 'desktop');
    await expectNoAxeViolations(page);
  });
});
