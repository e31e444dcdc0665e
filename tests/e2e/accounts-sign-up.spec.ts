// Sign-up to account, end to end over the real server and mail catcher: the verification e-mail is
// the one PocketBase sent, its link is opened as a member would, and what was saved is read back
// through the API.
import { records, superuserApi, uniqueEmail, type Api } from '../support/api-client';
import { e2eSuperuser, expect, expectNoAxeViolations, linkFromMail, screenshotAt, test, waitForMail } from './fixtures';

async function admin(): Promise<Api> {
  return superuserApi({ url: process.env.PARTILHA_E2E_URL ?? '', superuser: e2eSuperuser() });
}

async function storedUser(email: string) {
  const found = await (await admin()).get(records('users'), { filter: `email = "${email}"` });
  expect(found.status).toBe(200);
  return found.body.items[0];
}

test.describe('sign up, verify, complete the profile, log out', () => {
  test('a new member goes sign up → verification e-mail → onboarding → account, then logs out', async ({ page }) => {
    const email = uniqueEmail('newcomer');
    const password = 'First-pass-1';

    await page.goto('/auth/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Create an Account' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
    await screenshotAt(page, 'auth-signup', 'phone');
    await screenshotAt(page, 'auth-signup', 'desktop');
    await expectNoAxeViolations(page);
    // Issue 17: one password policy for sign-up and reset, stated before anyone types.
    await expect(
      page.getByText(
        'At least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character.',
      ),
    ).toBeVisible();

    // Bad input: the spec's messages, inline, and nothing is created.
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('first-pass-1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Password must contain at least one uppercase letter')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill('something-else');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await expect(page.getByLabel('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    await screenshotAt(page, 'auth-signup-errors', 'phone');
    expect(await storedUser(email)).toBeUndefined();

    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Create Account' }).click();

    // Signed in but not verified: the waiting room, with the Resend cooldown running.
    await expect(page).toHaveURL(/\/auth\/verify-email$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Email Verification' })).toBeVisible();
    await expect(page.getByText('Email not verified')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();
    await screenshotAt(page, 'auth-verify-email-pending', 'phone');
    await screenshotAt(page, 'auth-verify-email-pending', 'desktop');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Continue to Account' }).click();
    await expect(page.getByText(/Your email is not verified yet/)).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/verify-email$/);

    // The verified-email guard keeps the account area closed.
    await page.goto('/account/settings');
    await expect(page).toHaveURL(/\/auth\/verify-email$/);

    // The e-mail PocketBase sent, and its link.
    const mail = await waitForMail(email, /confirm your email/i);
    const link = linkFromMail(mail, '/auth/verify-email');
    expect(link).toContain('mode=verifyEmail');
    await page.goto(link);
    await expect(page.getByText('Email verified', { exact: true })).toBeVisible();
    await expect(page.getByText(`${email} is verified.`)).toBeVisible();
    await screenshotAt(page, 'auth-verify-email-done', 'phone');
    await expectNoAxeViolations(page);
    expect((await storedUser(email)).verified).toBe(true);

    // On to where the guard was taking them: the profile is incomplete, so onboarding first.
    await page.getByRole('button', { name: 'Continue to Account' }).click();
    await expect(page).toHaveURL(/\/auth\/onboarding$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Profile' })).toBeVisible();
    await screenshotAt(page, 'auth-onboarding', 'desktop');
    await expectNoAxeViolations(page);

    await page.getByLabel('Postal code').fill('1300431');
    await page.getByRole('button', { name: 'Complete Profile' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Display name is required',
      'City is required',
      'Postal code must be in format XXXX-XXX (e.g., 1300-431)',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await screenshotAt(page, 'auth-onboarding-errors', 'phone');
    const untouched = await storedUser(email);
    expect([untouched.city, untouched.postalCode, untouched.firstName]).toEqual(['', '', '']);

    await page.getByLabel('First name').fill('Marta');
    await page.getByLabel('Last name').fill('Ferreira');
    await page.getByLabel('Display name').fill('Marta F.');
    await page.getByLabel('Bio').fill('I lend tools and help with gardens.');
    await page.getByLabel('City').fill('Porto');
    await page.getByLabel('Postal code').fill('4000-123');
    await page.getByRole('button', { name: 'Complete Profile' }).click();
    await expect(page.getByText('Profile created successfully!')).toBeVisible();
    // Back to the page the guard first stopped them at.
    await expect(page).toHaveURL(/\/account\/settings$/);
    await expect(page.getByRole('navigation', { name: 'Account sections' })).toBeVisible();
    await expect(page.getByText('Email verified', { exact: true }).first()).toBeVisible();
    const saved = await storedUser(email);
    expect(saved).toMatchObject({
      firstName: 'Marta',
      lastName: 'Ferreira',
      displayName: 'Marta F.',
      city: 'Porto',
      postalCode: '4000-123',
    });

    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await screenshotAt(page, 'account-dashboard', 'phone');
    await screenshotAt(page, 'account-dashboard', 'desktop');
    await expectNoAxeViolations(page);

    // Log out from Settings: to the login page, signed out, and the account area is closed again.
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByText('Logged out successfully')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('partilha_auth'))).toBeFalsy();
    await page.goto('/account');
    await expect(page).toHaveURL(/\/auth\/login$/);

    // And back in with the password: no saved target now → "/" → /home.
    await page.evaluate(() => sessionStorage.clear());
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('an address that already has an account is refused with the spec message', async ({ page }) => {
    const email = uniqueEmail('taken');
    await (await admin()).post(records('users'), { email, password: 'password-123', passwordConfirm: 'password-123' });
    await page.goto('/auth/signup');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Another-pass-1');
    await page.getByLabel('Confirm password').fill('Another-pass-1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert')).toContainText('An account with this email already exists');
    await expect(page).toHaveURL(/\/auth\/signup$/);
  });

  test('the login form: field messages, then wrong credentials in the spec words', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/auth/signup');
    await page.getByLabel('Email', { exact: true }).fill('not-an-address');
    await page.getByLabel('Password').fill('123');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await screenshotAt(page, 'auth-login-errors', 'phone');

    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('nobody'));
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Failed to sign in. Please check your credentials and try again.',
    );
    await screenshotAt(page, 'auth-login', 'desktop');
    await screenshotAt(page, 'auth-login', 'phone');
    await expectNoAxeViolations(page);
  });
});

test.describe('third-party sign-in failures', () => {
  test('closing the provider window cancels the sign-in with the spec message', async ({ page }) => {
    await page.goto('/auth/login');
    const button = page.getByRole('button', { name: /^Continue with / });
    const popupOpened = page.waitForEvent('popup');
    await button.click();
    const popup = await popupOpened;
    await popup.waitForLoadState();
    await popup.close();
    await expect(page.getByRole('alert')).toContainText('Sign-in was cancelled. Please try again.');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(button).toBeEnabled();
  });

  test("a blocked popup is named as such (the browser's blocker refuses window.open)", async ({ page }) => {
    // What a popup blocker does to a page: window.open gives nothing back.
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto('/auth/signup');
    await page.getByRole('button', { name: /^Continue with / }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Sign-in popup was blocked. Please allow popups for this site.',
    );
  });
});
