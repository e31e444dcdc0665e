import type { Page } from '@playwright/test';
import { e2eSuperuser, expect, oidcAccount, test } from './fixtures';

/**
 * Third-party sign-in through the local OpenID Connect provider of the global setup: the
 * website's "Continue with …" button opens the provider in a popup, the person signs in there,
 * and PocketBase hands the result back over realtime. After a third-party sign-in the website
 * goes to /account (spec 000 §2), whose profile-completeness guard sends a new account, which has
 * no city or postal code yet, to /auth/onboarding. Whoever chose Sign in on another page (the
 * header's button) goes back to that page instead.
 */

async function continueWithProvider(page: Page, from = '/auth/login'): Promise<void> {
  const account = oidcAccount();
  await page.goto(from);
  if (from !== '/auth/login') {
    await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Sign in' }).click();
  }
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: `Continue with ${account.displayName}` }).click();
  const popup = await popupOpened;
  await popup.getByRole('button', { name: `Sign in as ${account.name}` }).click();
}

/** The account as the server stored it, read by the superuser. */
async function storedAccount(baseURL: string, email: string) {
  const superuser = e2eSuperuser();
  const auth = await fetch(`${baseURL}/api/collections/_superusers/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: superuser.email, password: superuser.password }),
  });
  const { token } = (await auth.json()) as { token: string };
  const list = await fetch(
    `${baseURL}/api/collections/users/records?filter=${encodeURIComponent(`email = "${email}"`)}`,
    { headers: { Authorization: token } },
  );
  const { items } = (await list.json()) as { items: Record<string, unknown>[] };
  return items;
}

test.describe('third-party sign-in', () => {
  // The second test signs in the account the first one created.
  test.describe.configure({ mode: 'serial' });

  test('a new person signs in with the provider, completes the profile and lands on /account', async ({
    page,
    baseURL,
  }) => {
    const account = oidcAccount();
    await continueWithProvider(page);

    await expect(page).toHaveURL(/\/auth\/onboarding$/);
    await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
    const stored = await storedAccount(baseURL ?? '', account.email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ email: account.email, verified: true, role: 'user', verifiedProvider: false });

    await page.getByLabel('First name').fill('Joana');
    await page.getByLabel('Last name').fill('Ferreira');
    await page.getByLabel('Display name').fill('Joana F.');
    await page.getByLabel('City').fill('Lisboa');
    await page.getByLabel('Postal code').fill('1300-431');
    await page.getByRole('button', { name: 'Complete Profile' }).click();

    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });

  test('the same person, signed out, comes back through the provider straight to /account', async ({ page }) => {
    await continueWithProvider(page);

    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });

  test('signing in with the provider from the header of a search comes back to that search', async ({ page }) => {
    await continueWithProvider(page, '/search?search=drill');

    await expect(page).toHaveURL(/\/search\?search=drill$/);
    await expect(page.getByRole('heading', { level: 1, name: '"drill"' })).toBeVisible();
  });
});
