// The console's Settings screen (issue 21): an operator reads the booking job's four periods,
// is told on the field what does not hold together (the rule the server applies), saves with a
// reason, and the change is in the audit log. A moderator has no Settings, and the server refuses
// their token. The periods go back to the defaults at the end: the e2e server is shared.
import { BOOKING_TIMER_DEFAULTS } from '@partilha/domain';
import { expect, screenshotAt, test } from '../fixtures';
import { admin } from '../support';
import {
  createModerator,
  createOperator,
  expectAuditEntry,
  expectNoAxeViolations,
  navigation,
  openConsole,
  openScreen,
  runTag,
  toast,
} from './console-support';

const SETTINGS_ROUTE = '/api/console/settings/booking-timers';

test.describe('settings', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an operator changes the booking periods with a reason; a moderator cannot', async ({ page }) => {
    const tag = runTag();
    const api = await admin();
    const operator = await createOperator(api, `Orlando Operator ${tag}`);
    const moderator = await createModerator(api, operator, `Mafalda Moderator ${tag}`);

    try {
      await openConsole(page, operator);
      await openScreen(page, 'Settings');
      const card = page.getByRole('region', { name: 'Booking reminders and expiry' });
      const field = (label: string) => card.getByLabel(label);
      await expect(field('First reminder to the owner')).toHaveValue('24');
      await expect(field('Second reminder to the owner')).toHaveValue('48');
      await expect(field('Request expires')).toHaveValue('72');
      await expect(field('Booking completes itself')).toHaveValue('48');
      await expect(card.getByRole('button', { name: 'Save changes' })).toBeDisabled();
      await screenshotAt(page, 'console-settings', 'desktop');
      await expectNoAxeViolations(page, 'settings');

      // What does not hold together is said on its field, and nothing is sent.
      await field('Second reminder to the owner').fill('12');
      await field('Booking completes itself').fill('1.5');
      await card.getByRole('button', { name: 'Save changes' }).click();
      await expect(card).toContainText('The second reminder must come after the first.');
      await expect(card).toContainText('Enter a whole number of hours from 1 to 720.');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await screenshotAt(page, 'console-settings-problems', 'desktop');
      await expectNoAxeViolations(page, 'settings with problems');

      await field('Second reminder to the owner').fill('36');
      await field('Booking completes itself').fill('24');
      await card.getByRole('button', { name: 'Save changes' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change the booking periods' });
      await dialog.getByLabel('Reason').fill(`Shorter completion ${tag}`);
      await dialog.getByRole('button', { name: 'Save changes', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(toast(page, 'Booking periods saved.')).toBeVisible();
      await expect(card).toContainText('Last changed');

      // Stored: read again from the server.
      await page.reload();
      await expect(field('Second reminder to the owner')).toHaveValue('36', { timeout: 30_000 });
      await expect(field('Booking completes itself')).toHaveValue('24');
      expect((await operator.api.get(SETTINGS_ROUTE)).body).toMatchObject({
        secondReminderHours: 36,
        autoCompleteHours: 24,
      });
      await expectAuditEntry(page, {
        action: 'Booking reminder periods changed',
        target: 'Booking reminder periods',
        actor: `Orlando Operator ${tag}`,
        reason: `Shorter completion ${tag}`,
      });

      // A moderator: no Settings in the navigation, and the server refuses the route.
      await page.getByRole('button', { name: 'Sign out' }).click();
      await openConsole(page, moderator);
      await expect(navigation(page).getByRole('link', { name: 'Settings' })).toHaveCount(0);
      expect((await moderator.api.get(SETTINGS_ROUTE)).status).toBe(403);
      expect((await moderator.api.post(SETTINGS_ROUTE, { ...BOOKING_TIMER_DEFAULTS, reason: 'Mine' })).status).toBe(
        403,
      );
    } finally {
      const restored = await operator.api.post(SETTINGS_ROUTE, { ...BOOKING_TIMER_DEFAULTS, reason: 'Test over' });
      expect(restored.status).toBe(200);
    }
  });
});
