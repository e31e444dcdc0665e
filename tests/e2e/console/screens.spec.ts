// Every screen of the console, light and dark, at 1280×800 and 1920×1080: a screenshot for a person
// to look at (test-results/console-screens/) and an axe check that must find nothing. The screens
// show real rows (a late cancellation, sign-ups, members, a listing, an audit entry) made through
// the API; the drawers, a reason dialog and the command palette are screens of their own here.
import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../fixtures';
import { admin } from '../support';
import { lateCancellation, subscribe } from './console-data';
import {
  consoleUrl,
  createOperator,
  drawer,
  expectNoAxeViolations,
  openConsole,
  openScreen,
  rowsWith,
  runTag,
  serverUrl,
} from './console-support';

/** test-results/console-screens/ (under the run's output directory, so `--output` moves it too). */
const screenDir = () => join(test.info().project.outputDir, 'console-screens');
const SIZES = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 800 },
] as const;
type Theme = 'light' | 'dark';

interface Seeded {
  tag: string;
  operator: { email: string; password: string };
}
let seeded: Seeded;

test.beforeAll(async () => {
  const tag = runTag();
  const api = await admin();
  const operator = await createOperator(api, `Sara Screens ${tag}`);
  await lateCancellation(api, tag);
  await subscribe(api, `ana.${tag}@example.pt`);
  const joao = await subscribe(api, `joao.${tag}@example.pt`);
  // One audited action, so the Audit log has a row of this run to open.
  const unsubscribed = await operator.api.post(`/api/console/subscriptions/${joao.id}/status`, {
    status: 'unsubscribed',
    reason: `Asked by e-mail ${tag}`,
  });
  expect(unsubscribed.status, JSON.stringify(unsubscribed.body)).toBe(200);
  seeded = { tag, operator };
});

/** Both sizes' screenshots of what the page shows now, then axe (at the smaller size). */
async function capture(page: Page, name: string, theme: Theme): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: join(screenDir(), `${name}-${theme}-${size.width}x${size.height}.png`) });
  }
  // Soft: one walk reports every state's findings, and every screenshot is still taken.
  await expectNoAxeViolations(page, `${name} (${theme})`, true);
}

/** Sets the theme with the top bar's toggle, the way an operator does. */
async function useTheme(page: Page, theme: Theme): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Dark theme' });
  if ((await toggle.getAttribute('aria-pressed')) !== String(theme === 'dark')) await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', String(theme === 'dark'));
  if (theme === 'dark') await expect(page.locator('body')).toHaveClass(/\bbp6-dark\b/);
  else await expect(page.locator('body')).not.toHaveClass(/\bbp6-dark\b/);
}

async function searchFor(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox').first().fill(text);
}

async function closeDrawer(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

for (const theme of ['light', 'dark'] as const) {
  test(`every console screen, ${theme}, at two window sizes: screenshots, and axe finds nothing`, async ({ page }) => {
    test.setTimeout(300_000);
    mkdirSync(screenDir(), { recursive: true });
    const { tag, operator } = seeded;

    // The sign-in screen follows the theme the console remembers (its own storage).
    await page.goto(consoleUrl());
    await page.evaluate((value) => localStorage.setItem('partilha-console.theme', value), theme);
    await page.reload();
    await page.getByLabel('Server address').fill(serverUrl());
    await capture(page, 'sign-in', theme);

    await openConsole(page, operator);
    await useTheme(page, theme);
    await expect(page.getByRole('region', { name: 'Bookings this week' })).toBeVisible();
    await capture(page, 'overview', theme);

    await openScreen(page, 'Bookings');
    await searchFor(page, tag);
    await expect(rowsWith(page, 'Bookings', `Sofa moving help ${tag}`)).toHaveCount(1);
    await capture(page, 'bookings', theme);
    await rowsWith(page, 'Bookings', `Sofa moving help ${tag}`).click();
    await expect(drawer(page, `Booking: Sofa moving help ${tag}`)).toContainText('Status history');
    await capture(page, 'booking-drawer', theme);
    await closeDrawer(page);

    await openScreen(page, 'Members');
    await capture(page, 'members', theme);
    await searchFor(page, `Olga Owner ${tag}`);
    await rowsWith(page, 'Members', `Olga Owner ${tag}`).click();
    const member = drawer(page, `Olga Owner ${tag}`);
    await expect(member.getByRole('heading', { name: 'Listings' })).toBeVisible();
    await capture(page, 'member-drawer', theme);
    await member.getByRole('button', { name: 'Suspend account…' }).click();
    const reason = page.getByRole('dialog', { name: `Suspend Olga Owner ${tag}` });
    await expect(reason.getByLabel('Reason')).toBeFocused();
    await capture(page, 'reason-dialog', theme);
    await reason.getByRole('button', { name: 'Cancel' }).click();
    await expect(reason).toBeHidden();
    await closeDrawer(page);

    await openScreen(page, 'Listings');
    await capture(page, 'listings', theme);
    await searchFor(page, tag);
    await rowsWith(page, 'Listings', `Sofa moving help ${tag}`).click();
    await expect(drawer(page, `Sofa moving help ${tag}`)).toContainText(`Olga Owner ${tag}`);
    await capture(page, 'listing-drawer', theme);
    await closeDrawer(page);

    await openScreen(page, 'Subscriptions');
    await searchFor(page, tag);
    await expect(rowsWith(page, 'Subscriptions', tag)).toHaveCount(2);
    await capture(page, 'subscriptions', theme);

    await openScreen(page, 'Audit log');
    await expect(rowsWith(page, 'Audit log', `Asked by e-mail ${tag}`)).toBeVisible();
    await capture(page, 'audit-log', theme);
    await rowsWith(page, 'Audit log', `Asked by e-mail ${tag}`).click();
    await expect(drawer(page, 'Subscription status changed')).toContainText(`Asked by e-mail ${tag}`);
    await capture(page, 'audit-drawer', theme);
    await closeDrawer(page);

    await page.keyboard.press('Control+K');
    await expect(page.getByRole('combobox', { name: 'Commands' })).toBeFocused();
    await capture(page, 'command-palette', theme);
    await page.keyboard.press('Escape');
  });
}
