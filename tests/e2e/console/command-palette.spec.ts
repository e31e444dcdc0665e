// The console by keyboard alone: the navigation opens Members; the search field narrows the table,
// arrows move between rows and Enter opens one; Ctrl+K opens the palette, which runs the open
// member's action, the reason is typed and Ctrl+Enter confirms it. The audit log has it. Then the
// palette used twice: to go to a screen, and again over the drawer opened there.
import type { Page } from '@playwright/test';
import { createUser } from '../../support/api-client';
import { expect, test } from '../fixtures';
import { admin } from '../support';
import { readFileSync } from 'node:fs';
import { subscribe } from './console-data';
import {
  createOperator,
  drawer,
  expectAuditEntry,
  heading,
  openConsole,
  runTag,
  table,
  toast,
} from './console-support';

/** Presses `key` until `isTarget(arg)` holds for the focused element (at most `limit` presses). */
async function pressUntil(page: Page, key: string, isTarget: (arg: string) => boolean, arg = '', limit = 40) {
  for (let n = 0; n < limit; n += 1) {
    if (await page.evaluate(isTarget, arg)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`Nothing reached with ${limit} presses of ${key}`);
}

const focusedRow = () => document.activeElement?.tagName === 'TR';
const focusedText = (text: string) => document.activeElement?.textContent?.trim() === text;
const focusedLabel = (label: string) => document.activeElement?.getAttribute('aria-label') === label;

test.describe('the command palette', () => {
  test.describe.configure({ timeout: 120_000 });

  test('drives the console by keyboard alone: a row opened by arrows, an export run from the palette', async ({
    page,
  }) => {
    const tag = runTag();
    const api = await admin();
    const operator = await createOperator(api, `Olga Keyboard ${tag}`);
    await createUser(api, { profile: { displayName: `Alice Keys ${tag}` } });
    await createUser(api, { profile: { displayName: `Bruno Keys ${tag}` } });
    const signUp = await subscribe(api, `keys.${tag}@example.pt`);

    await openConsole(page, operator);
    await expect(heading(page, 'Overview')).toBeFocused();
    await pressUntil(page, 'Shift+Tab', focusedText, 'Members');
    await page.keyboard.press('Enter');
    await expect(heading(page, 'Members')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('searchbox', { name: 'Search members' })).toBeFocused();
    await page.keyboard.type(`Keys ${tag}`);
    const rows = table(page, 'Members').locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await pressUntil(page, 'Tab', focusedRow);
    await expect(rows.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(rows.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    const member = drawer(page, `Alice Keys ${tag}`);
    await expect(member).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(member).toBeHidden();
    await expect(rows.nth(1)).toBeFocused();

    await page.keyboard.press('Control+K');
    const palette = page.getByRole('combobox', { name: 'Commands' });
    await expect(palette).toBeFocused();
    await page.keyboard.type('subscriptions');
    await expect(page.getByRole('option', { name: 'Go to Subscriptions', selected: true })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(heading(page, 'Subscriptions')).toBeFocused();
    await pressUntil(page, 'Tab', focusedLabel, 'Search e-mail');
    await page.keyboard.type(tag);
    await expect(table(page, 'Subscriptions').locator('tbody tr')).toHaveCount(1);

    await page.keyboard.press('Control+K');
    // Each opening mounts a new palette (its portal above any drawer): keys wait for its field.
    await expect(palette).toBeFocused();
    await page.keyboard.type('export');
    await expect(page.getByRole('option', { name: 'Export subscriptions CSV', selected: true })).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const download = await downloading;
    await expect(toast(page, 'Subscriptions exported successfully')).toBeVisible();
    const lines = readFileSync(await download.path(), 'utf8').split('\r\n');
    expect(lines.slice(1)).toEqual([expect.stringMatching(new RegExp(`^${signUp.email.replace(/\./g, '\\.')},`)), '']);
  });

  test('drives a member action with its reason by keyboard alone', async ({ page }) => {
    // The palette runs the command after its close transition, so the dialog keeps the focus.
    const tag = runTag();
    const api = await admin();
    const operator = await createOperator(api, `Ofélia Operator ${tag}`);
    // Two matches, newest first: the arrow key moves from Bruno to Alice.
    await createUser(api, { profile: { displayName: `Alice Keys ${tag}` } });
    await createUser(api, { profile: { displayName: `Bruno Keys ${tag}` } });
    const reason = `Trade licence checked by phone ${tag}`;

    await openConsole(page, operator);
    // The Overview's title has the focus; the navigation is before it.
    await expect(heading(page, 'Overview')).toBeFocused();
    await pressUntil(page, 'Shift+Tab', focusedText, 'Members');
    await page.keyboard.press('Enter');
    await expect(heading(page, 'Members')).toBeFocused();

    await page.keyboard.press('Tab');
    await expect(page.getByRole('searchbox', { name: 'Search members' })).toBeFocused();
    await page.keyboard.type(`Keys ${tag}`);
    const rows = table(page, 'Members').locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(`Bruno Keys ${tag}`);
    await pressUntil(page, 'Tab', focusedRow);
    await expect(rows.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(rows.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    const member = drawer(page, `Alice Keys ${tag}`);
    await expect(member.getByRole('button', { name: 'Verify provider…' })).toBeVisible();

    await page.keyboard.press('Control+K');
    const palette = page.getByRole('combobox', { name: 'Commands' });
    await expect(palette).toBeFocused();
    await page.keyboard.type('verify');
    await expect(page.getByRole('option', { name: 'Verify provider…', selected: true })).toBeVisible();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Verify Alice Keys ${tag}` });
    await expect(dialog.getByLabel('Reason')).toBeFocused();
    await page.keyboard.type(reason);
    await page.keyboard.press('Control+Enter');
    await expect(dialog).toBeHidden();
    await expect(member.getByText('Verified Provider')).toBeVisible();
    await expect(member.getByRole('button', { name: 'Revoke verification…' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(member).toBeHidden();
    await expectAuditEntry(page, {
      action: 'Provider verified',
      target: `Alice Keys ${tag}`,
      actor: `Ofélia Operator ${tag}`,
      reason,
    });
  });

  test('opened again over a drawer, the palette is on top and runs the drawer’s action', async ({ page }) => {
    // Blueprint keeps an overlay's portal once opened: the console gives each opening a new palette.
    const tag = runTag();
    const api = await admin();
    const operator = await createOperator(api, `Olímpia Operator ${tag}`);
    await createUser(api, { profile: { displayName: `Carla Keys ${tag}` } });

    await openConsole(page, operator);
    await page.keyboard.press('Control+K');
    const palette = page.getByRole('combobox', { name: 'Commands' });
    await expect(palette).toBeFocused();
    await page.keyboard.type('members');
    await expect(page.getByRole('option', { name: 'Go to Members', selected: true })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(heading(page, 'Members')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.type(`Carla Keys ${tag}`);
    await expect(table(page, 'Members').locator('tbody tr')).toHaveCount(1);
    await pressUntil(page, 'Tab', focusedRow);
    await page.keyboard.press('Enter');
    await expect(drawer(page, `Carla Keys ${tag}`)).toBeVisible();

    await page.keyboard.press('Control+K');
    await expect(palette).toBeFocused();
    await page.keyboard.type('suspend');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: `Suspend Carla Keys ${tag}` }).getByLabel('Reason')).toBeFocused();
  });
});
