// The preview gate against a server that has it turned on (a second PocketBase started here with
// PARTILHA_PREVIEW_PASSWORD), and the footer's newsletter sign-up into the real subscriptions.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPocketBase, type RunningPocketBase } from '../../scripts/lib/pocketbase-server';
import { records, superuserApi, uniqueEmail } from '../support/api-client';
import { e2eSuperuser, expect, expectNoAxeViolations, screenshotAt, test } from './fixtures';

const PREVIEW_PASSWORD = 'open-sesame-2026';

test.describe('preview gate', () => {
  let gated: RunningPocketBase;
  let dataDir: string;

  test.beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'partilha-e2e-gate-'));
    gated = await startPocketBase({
      dataDir,
      publicDir: join(process.cwd(), 'web', 'dist'),
      quiet: true,
      env: { PARTILHA_PREVIEW_PASSWORD: PREVIEW_PASSWORD, PARTILHA_SMTP_HOST: '' },
    });
  });

  test.afterAll(async () => {
    await gated?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('asks for the password the server checks, then shows the page the visitor came for', async ({ page }) => {
    await page.goto(`${gated.url}/company/about`);
    await expect(page.getByRole('heading', { level: 1, name: 'Development Preview' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await screenshotAt(page, 'preview-gate', 'phone');
    await screenshotAt(page, 'preview-gate', 'desktop');
    await expectNoAxeViolations(page);

    await page.getByLabel('Password').fill('wrong guess');
    await page.getByRole('button', { name: 'Access Preview' }).click();
    await expect(page.getByRole('button', { name: 'Verifying...' })).toBeDisabled();
    await expect(page.getByRole('alert').filter({ hasText: /^Invalid password$/ })).toBeVisible();
    await expect(page.getByText('Invalid password. Please try again.')).toBeVisible();

    await page.getByLabel('Password').fill(PREVIEW_PASSWORD);
    const started = Date.now();
    await page.getByRole('button', { name: 'Access Preview' }).click();
    await expect(page.getByText('Welcome to Partilha!')).toBeVisible();
    expect(Date.now() - started).toBeGreaterThanOrEqual(800);
    await expect(page).toHaveURL(`${gated.url}/company/about`);
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // Moving around the site does not ask again; a new page load does (the spec clears the flag).
    await page.getByRole('link', { name: 'Partilha home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /share skills and equipment/i })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Development Preview' })).toBeVisible();
  });
});

test.describe('newsletter sign-up in the footer', () => {
  test('checks the address, then signs it up on the server and says so', async ({ page }) => {
    const email = uniqueEmail('newsletter');
    await page.goto('/home');
    const footer = page.getByRole('contentinfo');
    const field = footer.getByLabel('Get news from Partilha by email');
    await field.fill('not-an-address');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toHaveText('Invalid email address');
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    await field.fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toHaveText('Thanks for subscribing!');
    await expect(field).toHaveValue('');
    await footer.scrollIntoViewIfNeeded();
    await screenshotAt(page, 'footer-newsletter-done', 'phone');
    await expectNoAxeViolations(page);

    const admin = await superuserApi({ url: process.env.PARTILHA_E2E_URL ?? '', superuser: e2eSuperuser() });
    const stored = await admin.get(records('subscriptions'), { filter: `email = "${email}"` });
    expect(stored.body.items).toHaveLength(1);
    expect(stored.body.items[0].status).toBe('active');

    // Signing up again is answered the same way and keeps one sign-up.
    await field.fill(email.toUpperCase());
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toHaveText('Thanks for subscribing!');
    expect((await admin.get(records('subscriptions'), { filter: `email = "${email}"` })).body.items).toHaveLength(1);
  });
});
