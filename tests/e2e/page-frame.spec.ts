import { expect, expectNoAxeViolations, screenshotAt, test } from './fixtures';

test.describe('page frame and routes', () => {
  test('/ lands on /home with the landing page, header and footer', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: /share skills and equipment/i })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Partilha home' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    const year = new Date().getFullYear();
    await expect(footer.getByText(`© ${year} Partilha. All rights reserved.`)).toBeVisible();
    await expect(footer.getByText('Verified Platform', { exact: true })).toBeVisible();
    await expect(footer.getByText('Made in Portugal', { exact: true })).toBeVisible();
    for (const social of ['Facebook', 'Instagram', 'LinkedIn']) {
      await expect(footer.getByRole('link', { name: social })).toBeVisible();
    }
    await expectNoAxeViolations(page);
    await screenshotAt(page, 'home', 'desktop');
    await screenshotAt(page, 'home', 'phone');
  });

  test('a footer link opens its page and an unknown path goes back to /home', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Browse Services' }).click();
    await expect(page).toHaveURL(/\/marketplace\/services$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/legal\/privacy$/);

    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: /share skills and equipment/i })).toBeVisible();
  });

  test('the redirects of the route table', async ({ page }) => {
    const cases: [string, RegExp][] = [
      ['/app', /\/home$/],
      ['/about/company', /\/company\/about$/],
      ['/about/team', /\/company\/team$/],
      ['/about/careers', /\/company\/careers$/],
      ['/about/press', /\/company\/press$/],
      ['/style-guide', /\/style-guide$/],
    ];
    for (const [from, to] of cases) {
      await page.goto(from);
      await expect(page, `${from}`).toHaveURL(to);
    }
  });

  test('protected routes send a visitor to the login page and remember where they were going', async ({ page }) => {
    await page.goto('/account/settings');
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('partilha.redirectAfterLogin'))).toBe('/account/settings');

    await page.goto('/dashboard/anything');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('the header search goes to /search with the text, and without a parameter when empty', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/home');
    const box = page.getByRole('searchbox', { name: 'Search listings' });
    await expect(box).toHaveAttribute('placeholder', 'Search for anything...');
    await box.fill('drill');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?search=drill$/);
    await expect(page.getByRole('heading', { level: 1, name: '"drill"' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search listings' })).toHaveValue('drill');

    // The header's own button: since issue 18 the search page has a search field of its own too.
    const header = page.getByRole('search', { name: 'Search listings', exact: true });
    await header.getByRole('searchbox', { name: 'Search listings' }).fill('');
    await header.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('searchbox', { name: 'Search listings' })).toHaveValue('');
  });

  test('what is typed while the search page is still loading is not overwritten when it arrives', async ({ page }) => {
    // The router commits a navigation only once the page's chunk is in. Until then the URL already
    // says ?search=drill while the header still sees the old page; a CI run once cleared the box in
    // that window and the arriving page put "drill" back.
    await page.setViewportSize({ width: 1440, height: 900 });
    let releaseChunk = () => {};
    const chunkHeld = new Promise<void>((resolve) => (releaseChunk = resolve));
    await page.route(/\/assets\/SearchPage-[^/]+\.js$/, async (route) => {
      await chunkHeld;
      await route.continue();
    });
    await page.goto('/home');
    const box = page.getByRole('searchbox', { name: 'Search listings' });
    await box.fill('drill');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?search=drill$/);
    await box.fill('sander');
    releaseChunk();
    await expect(page.getByRole('heading', { level: 1, name: '"drill"' })).toBeVisible();
    await expect(box).toHaveValue('sander');

    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?search=sander$/);
    await expect(page.getByRole('heading', { level: 1, name: '"sander"' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: '"drill"' })).toBeVisible();
    await expect(box).toHaveValue('drill');
  });

  test('on a phone the menu holds the search box and the sign-in buttons', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/home');
    // Issue 18: the phone header shows its search box in the top bar too; the Sign in button is in the menu.
    await expect(page.getByRole('banner').getByRole('searchbox', { name: 'Search listings' })).toBeVisible();
    await expect(page.locator('.site-header__actions').getByRole('button', { name: 'Sign in' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#mobile-menu').getByRole('searchbox', { name: 'Search listings' })).toBeVisible();
    await expect(page.locator('#mobile-menu').getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.locator('#mobile-menu').getByRole('button', { name: 'Sign up' })).toBeVisible();
    await screenshotAt(page, 'home-menu-open', 'phone');
    await page.locator('#mobile-menu').getByRole('link', { name: 'Find Equipment' }).click();
    await expect(page).toHaveURL(/\/marketplace\/equipment$/);
  });
});
