// What the console specs share: the console's address, staff accounts made the way Partilha makes
// them (the first operator by the superuser, moderators through the console's audited role route),
// signing in through the sign-in screen as an operator does (server address typed in), and the
// controls every screen has (navigation, tables, drawers, reason dialogs, toasts).
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { createUser, signIn, type Api, type TestUser } from '../../support/api-client';
import { expect } from '../fixtures';

/** The console renderer's origin (another origin than the API: every call crosses CORS). */
export function consoleUrl(): string {
  const url = process.env.PARTILHA_E2E_CONSOLE_URL;
  if (!url) throw new Error('PARTILHA_E2E_CONSOLE_URL is not set: run through `playwright test` (global setup).');
  return url;
}

/** The API and website origin, as the operator types it into the sign-in screen. */
export function serverUrl(): string {
  const url = process.env.PARTILHA_E2E_URL;
  if (!url) throw new Error('PARTILHA_E2E_URL is not set: run through `playwright test` (global setup).');
  return url;
}

/** A word only this run of one spec carries (names, titles, addresses), so shared data never collides. */
export function runTag(): string {
  return randomBytes(3).toString('hex');
}

/** An operator, made by the superuser (the only way the first operator of a server comes to be). */
export function createOperator(api: Api, displayName: string): Promise<TestUser> {
  return createUser(api, { role: 'operator', profile: { displayName } });
}

/** A member promoted to moderator by `operator` through the console's audited role route. */
export async function createModerator(api: Api, operator: TestUser, displayName: string): Promise<TestUser> {
  const member = await createUser(api, { profile: { displayName } });
  const promoted = await operator.api.post(`/api/console/members/${member.id}/role`, {
    role: 'moderator',
    reason: 'Joins the moderation team',
  });
  expect(promoted.status, JSON.stringify(promoted.body)).toBe(200);
  const auth = await signIn(api.baseUrl, member.email, member.password);
  return { ...member, token: auth.token, api: api.as(auth.token), record: auth.record };
}

/** Fills the sign-in screen (server address, e-mail, password) and submits it. */
export async function submitSignIn(
  page: Page,
  user: Pick<TestUser, 'email' | 'password'>,
  server = serverUrl(),
): Promise<void> {
  await page.goto(consoleUrl());
  await page.getByLabel('Server address').fill(server);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs `user` in to the console and waits for the first screen (Overview). */
export async function openConsole(
  page: Page,
  user: Pick<TestUser, 'email' | 'password'>,
  server = serverUrl(),
): Promise<void> {
  await submitSignIn(page, user, server);
  // Sign-in, the session call and the first screen's chunk and figures: under a loaded CI machine
  // this has taken more than the default 10 s.
  await expect(heading(page, 'Overview')).toBeVisible({ timeout: 30_000 });
}

/** The screen's title (level 1). */
export function heading(page: Page, name: string): Locator {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

/** The left navigation. */
export function navigation(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Console' });
}

/** Opens a screen from the left navigation and waits for its title. */
export async function openScreen(page: Page, label: string): Promise<void> {
  await navigation(page).getByRole('link', { name: label, exact: true }).click();
  await expect(heading(page, label)).toBeVisible();
}

/** A screen's table by its accessible name ("Bookings", "Members", …). */
export function table(page: Page, name: string): Locator {
  return page.getByRole('table', { name, exact: true });
}

/** The table's body rows that contain `text`. */
export function rowsWith(page: Page, tableName: string, text: string | RegExp): Locator {
  return table(page, tableName).locator('tbody tr').filter({ hasText: text });
}

/** The open detail drawer (a named dialog). */
export function drawer(page: Page, name: string | RegExp): Locator {
  return page.getByRole('dialog', { name });
}

/** Types the reason into the open reason dialog and confirms it with its button. */
export async function confirmWithReason(page: Page, title: string | RegExp, confirm: string, reason: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** The console's Blueprint toast that says `text`. */
export function toast(page: Page, text: string): Locator {
  return page.locator('.bp6-toast').filter({ hasText: text });
}

/**
 * Opens the Audit log searched for `reason` and expects exactly one entry: this action, on this
 * target, by this person, with this reason (the row as the operator reads it).
 */
export async function expectAuditEntry(
  page: Page,
  entry: { action: string; target: string; actor: string; reason: string },
): Promise<void> {
  await openScreen(page, 'Audit log');
  await page.getByRole('searchbox', { name: /^Search/ }).fill(entry.reason);
  const rows = table(page, 'Audit log').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  const cells = rows.first().locator('td');
  await expect(cells.nth(1)).toHaveText(entry.action);
  await expect(cells.nth(2)).toContainText(entry.actor);
  await expect(cells.nth(3)).toHaveText(entry.target);
  await expect(cells.nth(4)).toHaveText(entry.reason);
}

/**
 * Fails with every violation axe finds on the page as it is now, naming the elements at fault.
 * `where` names the state in the failure; a soft check lets a walk through many states report all.
 */
export async function expectNoAxeViolations(page: Page, where = '', soft = false): Promise<void> {
  // Legacy mode runs axe in the page itself; the default opens a blank page per run to merge frame
  // results, which the console (one frame) does not need and which costs seconds on a busy machine.
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
  const found = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
  (soft ? expect.soft : expect)(found, `axe on ${where || page.url()}`).toEqual([]);
}
