// The member's own account settings over the real server (issue 17): changing the password keeps
// this tab signed in and tells the member by e-mail; "Download My Data" saves the server's export;
// deleting the account goes through the e-mailed link, signs out, and the other party's booking
// page then shows "Former member".
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { createUser, records, serviceListing, type TestUser } from '../support/api-client';
import { expect, expectNoAxeViolations, linkFromMail, screenshotAt, test, waitForMail } from './fixtures';
import { admin, listingOf, signInAs, toast } from './support';

const NEW_PASSWORD = 'N3w-Password!';

async function openSettingsAs(page: Page, user: TestUser): Promise<void> {
  await signInAs(page, user);
  await page.goto('/account/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

test.describe('account settings: password, data, deletion', () => {
  test('the password changes with the current one; this tab stays signed in; the new one signs in', async ({
    page,
  }) => {
    const member = await createUser(await admin());
    await openSettingsAs(page, member);
    await screenshotAt(page, 'account-settings-full', 'desktop');
    await screenshotAt(page, 'account-settings-full', 'phone');
    await expectNoAxeViolations(page);
    const card = page.getByRole('region', { name: 'Password' });
    await expect(
      card.getByText(
        'At least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character.',
      ),
    ).toBeVisible();

    await card.getByLabel('New password', { exact: true }).fill('weakpass');
    await card.getByLabel('Confirm new password').fill('weakpass');
    await card.getByRole('button', { name: 'Change Password' }).click();
    await expect(card.getByText('Current password is required')).toBeVisible();
    await expect(card.getByText('Password must contain at least one uppercase letter')).toBeVisible();

    await card.getByLabel('Current password').fill('not-my-password');
    await card.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await card.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await card.getByRole('button', { name: 'Change Password' }).click();
    await expect(card.getByRole('alert')).toHaveText('Current password is incorrect');

    const askedAt = new Date();
    await card.getByLabel('Current password').fill(member.password);
    await card.getByRole('button', { name: 'Change Password' }).click();
    await expect(toast(page, 'Your password has been changed')).toBeVisible();
    await expect(card.getByLabel('Current password')).toHaveValue('');
    const mail = await waitForMail(member.email, /^Your Partilha password was changed$/, { since: askedAt });
    expect(mail.text).toContain('Your password was changed.');

    // Still signed in after a reload: the tab signed in again with the new password.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await page.getByLabel('Email', { exact: true }).fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.locator('.form-failure')).toContainText('Failed to sign in');
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    // No saved target after a Log Out: "/" → /home, signed in.
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toHaveCount(0);
  });

  test('Download My Data saves a JSON file of the member’s own data', async ({ page }) => {
    const member = await createUser(await admin(), { profile: { displayName: 'Dina Download' } });
    await listingOf(member, serviceListing({ title: 'Dina sewing lessons' }));
    await openSettingsAs(page, member);

    const card = page.getByRole('region', { name: 'Your data' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Download My Data' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('partilha-my-data.json');
    const data = JSON.parse(readFileSync(await download.path(), 'utf8'));
    expect(data.profile).toMatchObject({ id: member.id, email: member.email, displayName: 'Dina Download' });
    expect(data.listings.map((listing: { title: string }) => listing.title)).toEqual(['Dina sewing lessons']);
  });

  test('deleting the account: password, e-mailed link, confirm, signed out; the other party sees "Former member"', async ({
    page,
    browser,
  }) => {
    const api = await admin();
    const [member, owner] = await Promise.all([
      createUser(api, { profile: { displayName: 'Leo Leaving' } }),
      createUser(api, { profile: { displayName: 'Olga Owner' } }),
    ]);
    const listingId = await listingOf(owner, serviceListing({ title: 'Olga drill' }));
    const booking = await api.post(records('bookings'), {
      listing: listingId,
      listingTitle: 'Olga drill',
      listingType: 'service',
      renter: member.id,
      owner: owner.id,
      status: 'completed',
      totalPrice: 30,
      startDate: '2026-01-10 00:00:00.000Z',
      endDate: '2026-01-10 00:00:00.000Z',
      selectedDates: ['2026-01-10'],
      hoursPerDay: 2,
    });
    expect(booking.status, JSON.stringify(booking.body)).toBe(200);

    await openSettingsAs(page, member);
    const card = page.getByRole('region', { name: 'Delete account' });
    await card.getByLabel('Password').fill('not-my-password');
    await card.getByRole('button', { name: 'Delete My Account' }).click();
    await expect(card.getByRole('alert')).toHaveText('Incorrect password. Please try again.');

    const askedAt = new Date();
    await card.getByLabel('Password').fill(member.password);
    await card.getByRole('button', { name: 'Delete My Account' }).click();
    await expect(card.getByText(`We sent a confirmation link to ${member.email}.`, { exact: false })).toBeVisible();
    const mail = await waitForMail(member.email, /^Confirm the deletion of your Partilha account$/, { since: askedAt });

    await page.goto(linkFromMail(mail, '/account/delete'));
    await expect(page.getByRole('heading', { level: 1, name: 'Delete Your Account' })).toBeVisible();
    await screenshotAt(page, 'account-delete-confirm', 'phone');
    await screenshotAt(page, 'account-delete-confirm', 'desktop');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Delete My Account Permanently' }).click();
    await expect(toast(page, 'Your account has been deleted.')).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();

    const ownerPage = await browser.newPage();
    await signInAs(ownerPage, owner);
    await ownerPage.goto(`/account/bookings/${booking.body.id}`);
    await expect(ownerPage.getByText('Former member').first()).toBeVisible();
    await expect(ownerPage.getByText('Leo Leaving')).toHaveCount(0);
    await ownerPage.close();
  });
});
