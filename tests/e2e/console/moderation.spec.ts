// An operator's member and listing actions in the console, each with a reason, seen where they
// matter: the verified badge on the website profile, a suspended listing gone from website search
// with its page saying it is unavailable, a suspended member refused at the website's sign-in with
// the reason; and each action in the Audit log with its reason.
import type { Page } from '@playwright/test';
import { CONSOLE_MESSAGES, suspendedAccountMessage } from '@partilha/domain';
import { createUser, serviceListing } from '../../support/api-client';
import { expect, test } from '../fixtures';
import { admin, listingOf } from '../support';
import {
  confirmWithReason,
  createOperator,
  drawer,
  expectAuditEntry,
  openConsole,
  openScreen,
  rowsWith,
  runTag,
} from './console-support';

/** Opens a record of the screen's table, found through the screen's search box. */
async function openRecord(page: Page, screen: string, search: string, rowText: string): Promise<void> {
  await openScreen(page, screen);
  await page.getByRole('searchbox').first().fill(search);
  await rowsWith(page, screen, rowText).click();
}

test.describe('member and listing actions', () => {
  // Several pages and a real server per test; a loaded machine needs more than the default minute.
  test.describe.configure({ timeout: 120_000 });

  test('a provider verified in the console shows the badge on the website profile', async ({ page }) => {
    const tag = runTag();
    const api = await admin();
    const operator = await createOperator(api, `Otília Operator ${tag}`);
    const provider = await createUser(api, { profile: { displayName: `Paula Provider ${tag}` } });
    const reason = `Checked her ID and trade licence ${tag}`;

    const site = await page.context().newPage();
    await site.goto(`/profile/${provider.id}`);
    await expect(site.getByRole('heading', { level: 1, name: `Paula Provider ${tag}` })).toBeVisible();
    await expect(site.getByText('Verified Provider')).toHaveCount(0);

    await openConsole(page, operator);
    await openRecord(page, 'Members', `Paula Provider ${tag}`, `Paula Provider ${tag}`);
    const member = drawer(page, `Paula Provider ${tag}`);
    await member.getByRole('button', { name: 'Verify provider…' }).click();
    await confirmWithReason(page, `Verify Paula Provider ${tag}`, 'Verify provider', reason);
    await expect(member.getByText('Verified Provider')).toBeVisible();
    await expect(member.getByRole('button', { name: 'Revoke verification…' })).toBeVisible();

    await site.reload();
    await expect(site.getByRole('heading', { level: 1, name: `Paula Provider ${tag}` })).toBeVisible();
    await expect(site.getByText('Verified Provider')).toBeVisible();

    await page.keyboard.press('Escape');
    await expectAuditEntry(page, {
      action: 'Provider verified',
      target: `Paula Provider ${tag}`,
      actor: `Otília Operator ${tag}`,
      reason,
    });
  });

  test('a listing suspended in the console leaves website search and its page says it is unavailable', async ({
    page,
  }) => {
    const tag = runTag();
    const api = await admin();
    const operator = await createOperator(api, `Otávio Operator ${tag}`);
    const owner = await createUser(api, { profile: { displayName: `Beatriz Bikes ${tag}` } });
    const title = `Bike repair ${tag}`;
    const listingId = await listingOf(owner, serviceListing({ title, price: '20' }));
    const reason = `Offers a service that is not allowed ${tag}`;

    const site = await page.context().newPage();
    await site.goto(`/search?search=${tag}`);
    await expect(site.getByRole('link', { name: title })).toBeVisible();
    await site.goto(`/marketplace/services/${listingId}`);
    await expect(site.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await openConsole(page, operator);
    await openRecord(page, 'Listings', tag, title);
    await drawer(page, title).getByRole('button', { name: 'Suspend listing…' }).click();
    await confirmWithReason(page, `Suspend ${title}`, 'Suspend listing', reason);
    await expect(drawer(page, title).getByRole('button', { name: 'Restore listing…' })).toBeVisible();
    await expect(drawer(page, title)).toContainText(reason);

    await site.goto(`/search?search=${tag}`);
    await expect(site.getByRole('heading', { level: 2, name: 'No listings found' })).toBeVisible();
    await expect(site.getByRole('link', { name: title })).toHaveCount(0);
    await site.goto(`/marketplace/services/${listingId}`);
    await expect(site.getByText(CONSOLE_MESSAGES.listingUnavailable)).toBeVisible();
    await expect(site.getByRole('heading', { level: 1, name: title })).toHaveCount(0);

    await page.keyboard.press('Escape');
    await expectAuditEntry(page, {
      action: 'Listing suspended',
      target: title,
      actor: `Otávio Operator ${tag}`,
      reason,
    });
  });

  test('a member suspended in the console cannot sign in on the website and reads why', async ({ page }) => {
    const tag = runTag();
    const api = await admin();
    const operator = await createOperator(api, `Octávio Operator ${tag}`);
    const member = await createUser(api, { profile: { displayName: `Simão Suspended ${tag}` } });
    const reason = `Repeated no-shows reported by three owners ${tag}`;

    await openConsole(page, operator);
    await openRecord(page, 'Members', `Simão Suspended ${tag}`, `Simão Suspended ${tag}`);
    const drawerOfMember = drawer(page, `Simão Suspended ${tag}`);
    await drawerOfMember.getByRole('button', { name: 'Suspend account…' }).click();
    await confirmWithReason(page, `Suspend Simão Suspended ${tag}`, 'Suspend account', reason);
    await expect(drawerOfMember.getByText('Account suspended')).toBeVisible();
    await expect(drawerOfMember).toContainText(reason);
    await expect(drawerOfMember.getByRole('button', { name: 'Reinstate account…' })).toBeVisible();

    const site = await page.context().newPage();
    await site.goto('/auth/login');
    await site.getByLabel('Email', { exact: true }).fill(member.email);
    await site.getByLabel('Password').fill(member.password);
    await site.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(site.getByText(suspendedAccountMessage(reason))).toBeVisible();
    await expect(site).toHaveURL(/\/auth\/login/);
    // The token the member had before the suspension no longer works either.
    expect((await member.api.post('/api/collections/users/auth-refresh')).status).toBe(401);

    await page.keyboard.press('Escape');
    await expectAuditEntry(page, {
      action: 'Member suspended',
      target: `Simão Suspended ${tag}`,
      actor: `Octávio Operator ${tag}`,
      reason,
    });
  });
});
