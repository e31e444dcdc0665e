// Route guards of the account area and the operator page, over the real server: where each kind
// of visitor is sent, and that signing in returns them to the page they were going to — also when
// they chose to sign in from the header, and never to another site.
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createUser, records, serviceListing, uniqueEmail, type TestUser } from '../support/api-client';
import { expect, expectNoAxeViolations, linkFromMail, screenshotAt, test, waitForMail } from './fixtures';
import { admin, listingOf, signInAs } from './support';

async function signInThroughTheForm(page: Page, user: TestUser): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test.describe('route guards', () => {
  test('a visitor is sent to sign in and comes back to the page they asked for', async ({ page }) => {
    const member = await createUser(await admin());
    await page.goto('/account/settings');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await signInThroughTheForm(page, member);
    await expect(page).toHaveURL(/\/account\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('partilha.redirectAfterLogin'))).toBeNull();
  });

  test('an incomplete profile: /create/service → sign in → onboarding → back to /create/service', async ({ page }) => {
    const member = await createUser(await admin(), { complete: false });
    await page.goto('/create/service');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await signInThroughTheForm(page, member);
    await expect(page).toHaveURL(/\/auth\/onboarding$/);
    await page.getByLabel('First name').fill('Rui');
    await page.getByLabel('Last name').fill('Santos');
    await page.getByLabel('Display name').fill('Rui');
    await page.getByLabel('City').fill('Braga');
    await page.getByLabel('Postal code').fill('4700-001');
    await page.getByRole('button', { name: 'Complete Profile' }).click();
    await expect(page).toHaveURL(/\/create\/service$/);
  });

  test('a signed-in member visiting sign-in or sign-up goes to the account; /dashboard and /login redirect', async ({
    page,
  }) => {
    await signInAs(page, await createUser(await admin()));
    await page.goto('/auth/login');
    await expect(page).toHaveURL(/\/account$/);
    await page.goto('/auth/signup');
    await expect(page).toHaveURL(/\/account$/);
    await page.goto('/dashboard/bookings');
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.goto('/account/listings');
    await expect(page.getByRole('heading', { level: 1, name: 'My Listings' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'My Listings' })).toHaveAttribute('aria-current', 'page');

    await page.evaluate(() => localStorage.removeItem('partilha_auth'));
    await page.goto('/login');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('an unverified member is kept out of the account area until verified, even when verified elsewhere', async ({
    page,
  }) => {
    const api = await admin();
    const member = await createUser(api, { profile: { verified: false } });
    await signInAs(page, member);
    await page.goto('/account/bookings');
    await expect(page).toHaveURL(/\/auth\/verify-email$/);
    await expect(page.getByText('Email not verified')).toBeVisible();

    // Verified on another device: the session here still says unverified until asked again.
    expect((await api.patch(records('users', member.id), { verified: true })).status).toBe(200);
    await page.getByRole('button', { name: 'Continue to Account' }).click();
    await expect(page).toHaveURL(/\/account\/bookings$/);
    await expect(page.getByText('Email verified', { exact: true })).toBeVisible();
  });

  test('the verification page sends a visitor without a link to sign in', async ({ page }) => {
    await page.goto('/auth/verify-email');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('/auth/action forwards verification and reset links and refuses anything else', async ({ page }) => {
    await page.goto('/auth/action?mode=verifyEmail&oobCode=not-a-real-code');
    await expect(page).toHaveURL(/\/auth\/verify-email\?mode=verifyEmail&oobCode=not-a-real-code$/);
    await expect(page.getByRole('alert')).toContainText('Failed to verify email. The link may be invalid or expired.');
    await screenshotAt(page, 'auth-verify-email-failed', 'phone');
    await expectNoAxeViolations(page);

    await page.goto('/auth/action?mode=resetPassword&oobCode=not-a-real-code');
    await expect(page).toHaveURL(/\/auth\/reset-password\?mode=resetPassword&oobCode=not-a-real-code$/);
    await expect(page.getByRole('alert')).toContainText('This password reset link has expired or is invalid.');

    await page.goto('/auth/action?mode=somethingElse');
    await expect(page.getByRole('alert')).toContainText('This link is not valid. Please request a new email.');

    await page.goto('/auth/verify-email?mode=resetPassword&oobCode=abc');
    await expect(page.getByRole('alert')).toContainText(
      'Invalid verification link. Please request a new verification email.',
    );
  });
});

test.describe('signing in from the header', () => {
  test('a guest on a listing page signs in from the header and is back on that listing', async ({ page }) => {
    const api = await admin();
    const [owner, guest] = await Promise.all([createUser(api), createUser(api)]);
    const listingId = await listingOf(owner, serviceListing({ title: 'Piano lessons at home' }));
    await page.goto(`/marketplace/services/${listingId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Piano lessons at home' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await signInThroughTheForm(page, guest);
    await expect(page).toHaveURL(new RegExp(`/marketplace/services/${listingId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Piano lessons at home' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Sign in' }),
    ).toHaveCount(0);
  });

  test('from a search, the query comes back too; on a phone the menu does the same', async ({ page }) => {
    const api = await admin();
    const [first, second] = await Promise.all([createUser(api), createUser(api)]);
    await page.goto('/search?search=drill');
    await expect(page.getByRole('heading', { level: 1, name: '"drill"' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Sign in' }).click();
    await signInThroughTheForm(page, first);
    await expect(page).toHaveURL(/\/search\?search=drill$/);
    await expect(page.getByRole('heading', { level: 1, name: '"drill"' })).toBeVisible();

    await page.evaluate(() => localStorage.removeItem('partilha_auth'));
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/search?search=sander&type=equipment');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('button', { name: 'Sign in' }).click();
    await signInThroughTheForm(page, second);
    await expect(page).toHaveURL(/\/search\?search=sander&type=equipment$/);
  });

  test('signing up instead, then verifying the e-mail, also comes back to the page', async ({ page }) => {
    const email = uniqueEmail('returning');
    await page.goto('/search?search=drill');
    await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('First-pass-1');
    await page.getByLabel('Confirm password').fill('First-pass-1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/auth\/verify-email$/);
    const mail = await waitForMail(email, /confirm your email/i);
    await page.goto(linkFromMail(mail, '/auth/verify-email'));
    await expect(page.getByText('Email verified', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Continue to Account' }).click();
    await expect(page).toHaveURL(/\/search\?search=drill$/);
  });

  test('a return target on another site is never followed', async ({ page, baseURL }) => {
    const api = await admin();
    for (const target of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
      const member = await createUser(api);
      await page.goto('/auth/login');
      // As if a script or a crafted page had written the target where the website keeps it.
      await page.evaluate((value) => sessionStorage.setItem('partilha.redirectAfterLogin', value), target);
      await signInThroughTheForm(page, member);
      await expect(page, target).toHaveURL(`${baseURL}/home`);
      expect(await page.evaluate(() => sessionStorage.getItem('partilha.redirectAfterLogin'))).toBeNull();
      await page.evaluate(() => localStorage.removeItem('partilha_auth'));
    }
  });
});

test.describe('subscriptions page (operators only)', () => {
  test('the key in the URL grants nothing: a member goes home', async ({ page }) => {
    await signInAs(page, await createUser(await admin()));
    await page.goto('/subscriptions/any-key-at-all');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('an operator sees every sign-up and exports them as CSV', async ({ page }) => {
    const api = await admin();
    const first = uniqueEmail('reader');
    const second = uniqueEmail('reader');
    for (const email of [first, second]) {
      expect((await api.post(records('subscriptions'), { email })).status).toBe(200);
    }
    await signInAs(page, await createUser(api, { role: 'operator' }));
    await page.goto('/subscriptions/whatever');
    await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();
    await expect(
      page.getByText('Sign-ups are stored on the Partilha server. Only operators can see this list.'),
    ).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Email', 'Date Subscribed', 'Status']);
    await expect(table.getByRole('row', { name: new RegExp(first) })).toContainText('active');
    await expect(table.getByRole('row', { name: new RegExp(second) })).toBeVisible();
    const total = await table.locator('tbody tr').count();
    await expect(page.getByText(`Total: ${total} subscriptions`)).toBeVisible();
    await screenshotAt(page, 'subscriptions', 'desktop');
    await screenshotAt(page, 'subscriptions', 'phone');
    await expectNoAxeViolations(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    const csv = readFileSync(await file.path(), 'utf8');
    expect(csv.split('\r\n')[0]).toBe('Email,Date Subscribed,Status');
    expect(csv).toContain(`${first},`);
    await expect(page.getByText('Subscriptions exported successfully')).toBeVisible();
  });
});
