// Settings over the real server: what is saved is read back through the API, bad input saves
// nothing, saving never reloads the page, the photo goes through the server's thumbnails and the
// e-mail change goes through the real confirmation e-mail.
import type { Page } from '@playwright/test';
import { createUser, records, TINY_PNG, uniqueEmail, type Api, type TestUser } from '../support/api-client';
import { expect, expectNoAxeViolations, linkFromMail, screenshotAt, test, waitForMail } from './fixtures';
import { admin, signInAs } from './support';

async function openSettingsAs(page: Page, user: TestUser): Promise<void> {
  await signInAs(page, user);
  await page.goto('/account/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

async function stored(api: Api, id: string) {
  const response = await api.get(records('users', id));
  expect(response.status).toBe(200);
  return response.body;
}

/** A marker that only survives if the page is never reloaded. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}

async function stillSamePage(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

test.describe('account settings', () => {
  test('profile: bad input shows the spec messages and saves nothing; good input saves without a reload', async ({
    page,
  }) => {
    const api = await admin();
    const member = await createUser(api);
    await openSettingsAs(page, member);
    await expect(page.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(/^Member since$/)).toBeVisible();
    await screenshotAt(page, 'account-settings', 'desktop');
    await screenshotAt(page, 'account-settings', 'phone');
    await expectNoAxeViolations(page);

    const profile = page.getByRole('region', { name: 'Profile', exact: true });
    await profile.getByLabel('City').fill('');
    await profile.getByLabel('Postal Code').fill('');
    await profile.getByLabel('First name').fill('Joana');
    await profile.getByRole('button', { name: 'Save Changes' }).click();
    await expect(profile.getByText('City is required')).toBeVisible();
    await expect(profile.getByText('Postal code is required to use the product')).toBeVisible();
    await expect(profile.getByLabel('City')).toHaveAttribute('aria-invalid', 'true');

    await profile.getByLabel('City').fill('Coimbra');
    await profile.getByLabel('Postal Code').fill('3000 100');
    await profile.getByRole('button', { name: 'Save Changes' }).click();
    await expect(profile.getByText('Postal code must be in format XXXX-XXX (e.g., 1300-431)')).toBeVisible();
    await screenshotAt(page, 'account-settings-errors', 'phone');
    // Nothing half-saved: not even the valid first name.
    expect(await stored(api, member.id)).toMatchObject({ firstName: 'Ana', city: 'Lisboa', postalCode: '1300-431' });

    await markPage(page);
    await profile.getByLabel('Postal Code').fill('3000-100');
    await profile.getByLabel('Display name').fill('Joana C.');
    await profile.getByRole('textbox', { name: 'Phone number' }).fill('+351 912 345 678');
    await profile.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();
    expect(await stillSamePage(page)).toBe(true);
    expect(await stored(api, member.id)).toMatchObject({
      firstName: 'Joana',
      displayName: 'Joana C.',
      city: 'Coimbra',
      postalCode: '3000-100',
      phoneNumber: '+351 912 345 678',
      showPhone: false,
    });

    await page.reload();
    await expect(profile.getByLabel('City')).toHaveValue('Coimbra');
    await expect(profile.getByLabel('Postal Code')).toHaveValue('3000-100');
  });

  test('notification preferences are saved on the profile', async ({ page }) => {
    const api = await admin();
    const member = await createUser(api);
    await openSettingsAs(page, member);
    const notifications = page.getByRole('region', { name: 'Notifications' });
    const email = notifications.getByRole('checkbox', { name: 'Email Notifications' });
    const push = notifications.getByRole('checkbox', { name: 'Push Notifications' });
    const marketing = notifications.getByRole('checkbox', { name: 'Marketing Communications' });
    await expect(email).toBeChecked();
    await expect(push).toBeChecked();
    await expect(marketing).not.toBeChecked();
    await expect(notifications.getByRole('button', { name: 'Save Preferences' })).toBeDisabled();

    await markPage(page);
    await push.uncheck({ force: true });
    await marketing.check({ force: true });
    await notifications.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(page.getByText('Notification preferences saved')).toBeVisible();
    expect(await stillSamePage(page)).toBe(true);
    expect(await stored(api, member.id)).toMatchObject({ notifyEmail: true, notifyPush: false, notifyMarketing: true });

    await page.reload();
    await expect(notifications.getByRole('checkbox', { name: 'Push Notifications' })).not.toBeChecked();
    await expect(notifications.getByRole('checkbox', { name: 'Marketing Communications' })).toBeChecked();
  });

  test('the photo: non-images and large files are refused here; an image is uploaded and shown from the server', async ({
    page,
  }) => {
    const api = await admin();
    const member = await createUser(api);
    await openSettingsAs(page, member);
    const photo = page.getByRole('region', { name: 'Profile photo' });
    await expect(photo.getByRole('img', { name: 'Ana S.' })).toHaveText('A');

    const input = photo.getByLabel('Profile photo file');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(photo.getByRole('alert')).toHaveText('Please select an image file');
    await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024) });
    await expect(photo.getByRole('alert')).toHaveText('Image size should be less than 5MB');
    expect((await stored(api, member.id)).avatar).toBe('');
    await screenshotAt(page, 'account-settings-photo-error', 'phone');

    // A slow connection makes the real upload progress visible: a 2 MB PNG at about 1 MB/s.
    const network = await page.context().newCDPSession(page);
    await network.send('Network.enable');
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 1024 * 1024,
    });
    await markPage(page);
    const padded = Buffer.concat([Buffer.from(TINY_PNG), Buffer.alloc(2 * 1024 * 1024)]);
    await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: padded });
    const progress = photo.getByRole('progressbar', { name: 'Photo upload progress' });
    await expect(progress).toBeVisible();
    await expect(photo.getByRole('button', { name: 'Change photo' })).toBeDisabled();
    await screenshotAt(page, 'account-settings-photo-uploading', 'phone');
    await expect(page.getByText('Profile photo updated successfully')).toBeVisible({ timeout: 20_000 });
    await expect(progress).toBeHidden();
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(TINY_PNG) });
    await expect(page.getByText('Profile photo updated successfully').last()).toBeVisible();
    const image = photo.getByRole('img', { name: 'Ana S.' });
    await expect(image).toHaveAttribute('src', /\/api\/files\/[^/]+\/[^/]+\/me\w*\.png\?thumb=300x300$/);
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await stillSamePage(page)).toBe(true);
    expect((await stored(api, member.id)).avatar).toMatch(/^me\w*\.png$/);
  });

  test('e-mail change: refused addresses, then the confirmation e-mail, the password, and the new address', async ({
    page,
  }) => {
    const api = await admin();
    const member = await createUser(api);
    const other = await createUser(api);
    await openSettingsAs(page, member);
    const emailCard = page.getByRole('region', { name: 'Email' });
    await expect(emailCard.getByText(member.email)).toBeVisible();

    await emailCard.getByLabel('New email').fill('not-an-address');
    await emailCard.getByRole('button', { name: 'Change Email' }).click();
    await expect(emailCard.getByText('Invalid email address')).toBeVisible();

    await emailCard.getByLabel('New email').fill(other.email);
    await emailCard.getByRole('button', { name: 'Change Email' }).click();
    await expect(emailCard.getByRole('alert')).toContainText(
      'This email address cannot be used. Please choose another one.',
    );

    const newEmail = uniqueEmail('moved');
    const askedAt = new Date();
    await emailCard.getByLabel('New email').fill(newEmail);
    await emailCard.getByRole('button', { name: 'Change Email' }).click();
    await expect(emailCard.getByText(`We sent a confirmation link to ${newEmail}.`, { exact: false })).toBeVisible();
    expect((await stored(api, member.id)).email).toBe(member.email);

    const mail = await waitForMail(newEmail, /confirm your new email/i, { since: askedAt });
    await page.goto(linkFromMail(mail, '/auth/action'));
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm Email Change' })).toBeVisible();
    await expect(page.getByText(newEmail)).toBeVisible();
    await screenshotAt(page, 'auth-confirm-email-change', 'phone');
    await expectNoAxeViolations(page);

    await page.getByLabel('Password').fill('not-my-password');
    await page.getByRole('button', { name: 'Confirm Email Change' }).click();
    await expect(page.getByRole('alert')).toContainText('Incorrect password. Please try again.');
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Confirm Email Change' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText('Your email address has been changed.');
    expect((await stored(api, member.id)).email).toBe(newEmail);

    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await page.getByLabel('Email', { exact: true }).fill(newEmail);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
  });
});
