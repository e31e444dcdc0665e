// A moderator in the console: the server's session lists what the role may do, and the console
// offers nothing else. No Subscriptions in the navigation or the Overview, its hash route opens
// the role's first screen and loads no sign-up, no export anywhere (buttons or palette), no e-mail
// column; and the server refuses the export to the moderator's own token.
import { CONSOLE_MESSAGES } from '@partilha/domain';
import { expect, test } from '../fixtures';
import { admin } from '../support';
import {
  consoleUrl,
  createModerator,
  createOperator,
  heading,
  navigation,
  openConsole,
  openScreen,
  runTag,
  table,
} from './console-support';

test.describe('a moderator', () => {
  test.describe.configure({ timeout: 120_000 });

  test('cannot open Subscriptions nor export anything', async ({ page }) => {
    const tag = runTag();
    const api = await admin();
    const operator = await createOperator(api, `Olavo Operator ${tag}`);
    const moderator = await createModerator(api, operator, `Marta Moderator ${tag}`);
    const subscriptionCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/console\/subscriptions|\/export/.test(request.url())) subscriptionCalls.push(request.url());
    });

    await openConsole(page, moderator);
    await expect(page.getByRole('group', { name: 'Signed in as' })).toContainText('Moderator');
    await expect(navigation(page).getByRole('link')).toHaveText([
      'Overview',
      'Moderation',
      'Appeals',
      'Bookings',
      'Members',
      'Listings',
      'Transparency',
      'Audit log',
    ]);
    await expect(page.getByRole('region', { name: 'Bookings this week' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Subscriptions' })).toHaveCount(0);

    // The hash route of Subscriptions opens the role's first screen instead.
    await page.goto(`${consoleUrl()}/#/subscriptions`);
    await expect(heading(page, 'Overview')).toBeVisible();
    await expect(page).toHaveURL(/#\/overview$/);
    await expect(heading(page, 'Subscriptions')).toHaveCount(0);
    await expect(table(page, 'Subscriptions')).toHaveCount(0);

    // The palette lists no way there and no export.
    await page.keyboard.press('Control+K');
    const palette = page.getByRole('combobox', { name: 'Commands' });
    await expect(palette).toBeFocused();
    await expect(page.getByRole('option', { name: 'Go to Bookings' })).toBeVisible();
    for (const text of ['subscri', 'export', 'csv']) {
      await palette.fill(text);
      await expect(page.getByText('No matching commands')).toBeVisible();
    }
    await page.keyboard.press('Escape');

    // No export button on the screens that have one for operators, and no e-mail column.
    for (const screen of ['Bookings', 'Audit log']) {
      await openScreen(page, screen);
      await expect(table(page, screen)).toBeVisible();
      await expect(page.getByRole('button', { name: /Export/ })).toHaveCount(0);
    }
    await openScreen(page, 'Members');
    await expect(table(page, 'Members').getByRole('columnheader', { name: 'Name' })).toBeVisible();
    await expect(table(page, 'Members').getByRole('columnheader', { name: /Email/ })).toHaveCount(0);
    expect(subscriptionCalls).toEqual([]);

    // Hiding is not the protection: the server refuses the moderator's token itself.
    const exported = await moderator.api.get('/api/console/subscriptions/export');
    expect(exported.status).toBe(403);
    expect(exported.body.message).toBe(CONSOLE_MESSAGES.operatorsOnly);
    expect((await moderator.api.get('/api/console/subscriptions')).status).toBe(403);
  });
});
