// Signing in to the operator console, served from its own origin, against the real server: an
// operator gets in and sees the figures; a member is refused with the server's words and no data.
import { createUser } from '../../support/api-client';
import { expect, test } from '../fixtures';
import { admin } from '../support';
import { consoleUrl, createOperator, heading, navigation, openConsole, submitSignIn } from './console-support';

test.describe('console sign-in', () => {
  // Several pages and a real server per test; a loaded machine needs more than the default minute.
  test.describe.configure({ timeout: 120_000 });

  test('an operator signs in and sees the Overview, the navigation and who is signed in', async ({ page }) => {
    const api = await admin();
    const operator = await createOperator(api, 'Olívia Operator');
    await openConsole(page, operator);
    expect(new URL(page.url()).origin).toBe(consoleUrl());
    await expect(navigation(page).getByRole('link')).toHaveText([
      'Overview',
      'Moderation',
      'Appeals',
      'Bookings',
      'Members',
      'Listings',
      'Subscriptions',
      'Transparency',
      'Audit log',
      'Settings',
    ]);
    await expect(page.getByRole('group', { name: 'Signed in as' })).toContainText('Olívia Operator');
    await expect(page.getByRole('group', { name: 'Signed in as' })).toContainText('Operator');
    await expect(page.getByRole('region', { name: 'Members' }).getByRole('link').first()).toBeVisible();
  });

  test('a member is refused with the server’s words and sees no data', async ({ page }) => {
    const api = await admin();
    const member = await createUser(api, { profile: { displayName: 'Mário Member' } });
    const consoleCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/console/') && !request.url().endsWith('/api/console/session')) {
        consoleCalls.push(request.url());
      }
    });
    await submitSignIn(page, member);
    await expect(page.getByRole('alert')).toHaveText('This account has no access to the operator console.');
    await expect(heading(page, 'Overview')).toHaveCount(0);
    await expect(navigation(page)).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(consoleCalls).toEqual([]);
    // Nothing of the refused account is kept: a reload is the sign-in screen again.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('partilha-console.session'))).toBeNull();
  });
});
