// Forgotten password, end to end: the reset e-mail PocketBase really sent, the link in it, the
// 8-character policy with its messages, then signing in with the new password only.
import { createUser, superuserApi, uniqueEmail } from '../support/api-client';
import { e2eSuperuser, expect, expectNoAxeViolations, linkFromMail, screenshotAt, test, waitForMail } from './fixtures';

test.describe('forgot and reset password', () => {
  test('forgot password → e-mail → a policy-breaking, then a good password → sign in', async ({ page }) => {
    const admin = await superuserApi({ url: process.env.PARTILHA_E2E_URL ?? '', superuser: e2eSuperuser() });
    const member = await createUser(admin, { password: 'old-password-1' });

    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    await screenshotAt(page, 'auth-forgot-password', 'phone');
    await screenshotAt(page, 'auth-forgot-password', 'desktop');
    await expectNoAxeViolations(page);

    await page.getByLabel('Email', { exact: true }).fill('no-at-sign');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Invalid email address format')).toBeVisible();

    const sentAt = new Date();
    await page.getByLabel('Email', { exact: true }).fill(member.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      'If an account exists with this email, a password reset link has been sent.',
    );
    await screenshotAt(page, 'auth-forgot-password-sent', 'phone');

    const mail = await waitForMail(member.email, /reset your partilha password/i, { since: sentAt });
    await page.goto(linkFromMail(mail, '/auth/reset-password'));
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    await expect(page.getByText(`Choose a new password for ${member.email}.`)).toBeVisible();

    // Breaks four rules at once: every message shows, in the policy's order.
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password').fill('short');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    const policy = page.locator('.form-error-list li');
    await expect(policy).toHaveText([
      'Password must be at least 8 characters',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character',
    ]);
    await screenshotAt(page, 'auth-reset-password-errors', 'phone');
    await screenshotAt(page, 'auth-reset-password-errors', 'desktop');
    await expectNoAxeViolations(page);

    await page.getByLabel('New password', { exact: true }).fill('Better-Pass-2');
    await page.getByLabel('Confirm new password').fill('Better-Pass-3');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();

    await page.getByLabel('Confirm new password').fill('Better-Pass-2');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText('Your password has been reset.');
    // Three seconds later, the login page with a message.
    await expect(page).toHaveURL(/\/auth\/login$/, { timeout: 6_000 });
    await expect(page.getByText('Your password has been reset. Please sign in with your new password.')).toBeVisible();

    await page.getByLabel('Email', { exact: true }).fill(member.email);
    await page.getByLabel('Password').fill('old-password-1');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Failed to sign in. Please check your credentials and try again.',
    );

    await page.getByLabel('Password').fill('Better-Pass-2');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('an unknown address gets the same answer, and no e-mail', async ({ page }) => {
    const stranger = uniqueEmail('stranger');
    await page.goto('/auth/forgot-password');
    await page.getByLabel('Email', { exact: true }).fill(stranger);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      'If an account exists with this email, a password reset link has been sent.',
    );
    await expect(waitForMail(stranger, /./, { timeoutMs: 2_000 })).rejects.toThrow(/No e-mail/);
  });

  test('a reset link without a code, or with a broken one, says so and offers a new link', async ({ page }) => {
    await page.goto('/auth/reset-password');
    await expect(page.getByRole('alert')).toContainText('Invalid password reset link. Please request a new one.');
    await expect(page.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    await screenshotAt(page, 'auth-reset-password-missing', 'phone');
    await expectNoAxeViolations(page);

    await page.goto('/auth/reset-password?mode=resetPassword&oobCode=not-a-real-code');
    await expect(page.getByRole('alert')).toContainText(
      'This password reset link has expired or is invalid. Please request a new one.',
    );
  });

  test('the development reset page leads to the real reset page in a production build', async ({ page }) => {
    await page.goto('/auth/dev-reset');
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  });
});
