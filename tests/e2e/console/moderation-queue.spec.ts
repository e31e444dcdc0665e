// The moderation queue in the console over a real server: members report listings through the
// website's notice route and the entries appear live; the queue orders by most reported; a
// moderator suspends a listing with a statement of reasons, undoes it within the 10-second window
// (the listing stays in search), decides again and lets the window pass (the listing leaves
// search); and two entries are decided at once. Screenshots of the queue, the drawer and the
// decision dialog with its statement (tests/screenshots/), each checked with axe.
import type { Page } from '@playwright/test';
import { MODERATION_MESSAGES, UNDO_WINDOW_MS } from '@partilha/domain';
import { join } from 'node:path';
import { createUser, serviceListing, type Api, type TestUser } from '../../support/api-client';
import { expect, test } from '../fixtures';
import { admin, listingOf } from '../support';
import {
  createModerator,
  createOperator,
  drawer,
  expectNoAxeViolations,
  openConsole,
  heading,
  navigation,
  rowsWith,
  runTag,
  serverUrl,
  table,
  toast,
} from './console-support';

const QUEUE = 'Moderation queue';
const SCREENSHOTS = join(process.cwd(), 'tests', 'screenshots');

/** A member's notice about a listing, through the route the website's report dialog uses. */
async function report(member: TestUser, listingId: string, reason: string, explanation: string): Promise<void> {
  const answer = await member.api.post('/api/moderation/notices', {
    kind: 'listing',
    targetId: listingId,
    reason,
    explanation,
    goodFaith: true,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
}

/** The titles of this run's listings found by the website's search (no session: what the public sees). */
async function searchTitles(tag: string): Promise<string[]> {
  const response = await fetch(`${serverUrl()}/api/market/search?search=${tag}&perPage=50`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { items: Array<{ title: string }> };
  return body.items.map((item) => item.title);
}

/** A member and one listing of theirs titled `title`; its id. */
async function ownerWithListing(api: Api, name: string, title: string): Promise<string> {
  const owner = await createUser(api, { profile: { displayName: name } });
  return listingOf(owner, serviceListing({ title, price: '20' }));
}

/** Opens the queue from the navigation; its chunk may take a while on a busy machine. */
async function openQueue(page: Page): Promise<void> {
  await navigation(page).getByRole('link', { name: 'Moderation', exact: true }).click();
  await expect(heading(page, 'Moderation')).toBeVisible({ timeout: 30_000 });
  await expect(table(page, QUEUE)).toHaveAttribute('aria-busy', 'false');
}

async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SCREENSHOTS, `console-moderation-${name}.png`) });
  await expectNoAxeViolations(page, name);
}

/** Fills the open decision dialog: suspend the listing, on the terms' Listings clause. */
async function fillSuspension(page: Page, facts: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: /^Decide on/ });
  await dialog.getByRole('radio', { name: 'Suspend the listing' }).check();
  await dialog.getByLabel('Facts relied on').fill(facts);
  await dialog.getByRole('radio', { name: 'Against the terms of service' }).check();
  await dialog.getByLabel('Clause of the terms').selectOption('listings');
  await dialog
    .getByLabel('Why the content falls under this ground')
    .fill('Listings must describe honestly what is offered; this one sells counterfeit goods.');
}

test.describe('the moderation queue', () => {
  // Real waits of the undo window and several pages per test on a shared, busy machine.
  test.describe.configure({ timeout: 180_000 });

  test('entries appear live as members report, and order by most reported', async ({ page }) => {
    const tag = runTag();
    const api = await admin();
    const operator = await createOperator(api, `Otto Operator ${tag}`);
    const moderator = await createModerator(api, operator, `Mia Moderator ${tag}`);
    const busy = `Power drill ${tag}`;
    // A long title, as members write them: the queue must stay readable at 1280 px.
    const quiet = `Garden help: hedge trimming, lawn mowing, leaf clearing and seasonal planting, weekends ${tag}`;
    const busyId = await ownerWithListing(api, `Owen Owner ${tag}`, busy);
    const quietId = await ownerWithListing(api, `Olga Owner ${tag}`, quiet);
    const reporters = await Promise.all(
      [1, 2, 3].map((n) => createUser(api, { profile: { displayName: `Rita Reporter ${n} ${tag}` } })),
    );

    await page.setViewportSize({ width: 1280, height: 800 });
    await openConsole(page, moderator);
    await openQueue(page);
    await expect(rowsWith(page, QUEUE, tag)).toHaveCount(0);

    // Two notices on one listing first, then one on the other: each appears without a reload.
    await report(reporters[0] as TestUser, busyId, 'scam_fraud', 'The drill in the photos is a counterfeit.');
    await expect(rowsWith(page, QUEUE, busy)).toBeVisible();
    await report(reporters[1] as TestUser, busyId, 'misleading', 'The price hides a compulsory deposit.');
    await expect(rowsWith(page, QUEUE, busy).locator('td').nth(3)).toHaveText('2');
    await report(reporters[2] as TestUser, quietId, 'spam', 'The same listing is posted ten times.');
    await expect(rowsWith(page, QUEUE, quiet)).toBeVisible();

    const order = async () =>
      (await rowsWith(page, QUEUE, tag).allInnerTexts()).map((text) => (text.includes(busy) ? busy : quiet));
    // Newest first: the last reported listing leads.
    await expect.poll(order).toEqual([quiet, busy]);
    await page.getByRole('combobox', { name: 'Order', exact: true }).selectOption({ label: 'Most reported first' });
    await expect(page).toHaveURL(/sort=-noticeCount/);
    await expect.poll(order).toEqual([busy, quiet]);
    await expect(rowsWith(page, QUEUE, busy)).toContainText('Scam or fraud');
    await expect(rowsWith(page, QUEUE, busy)).toContainText('Wrong category or misleading');

    // A kind with none of them hides both; the reason filter keeps the one it names.
    await page.getByRole('combobox', { name: 'Kind', exact: true }).selectOption('review');
    await expect(rowsWith(page, QUEUE, tag)).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Age', exact: true }).selectOption('168');
    await expect(table(page, QUEUE)).toContainText('No entries match these filters.');
    await screenshot(page, 'queue-empty');
    await page.getByRole('combobox', { name: 'Age', exact: true }).selectOption('');
    await page.getByRole('combobox', { name: 'Kind', exact: true }).selectOption('listing');
    await page.getByRole('combobox', { name: 'Reason', exact: true }).selectOption('spam');
    await expect(rowsWith(page, QUEUE, tag)).toHaveCount(1);
    await expect(rowsWith(page, QUEUE, quiet)).toBeVisible();
    await page.getByRole('combobox', { name: 'Reason', exact: true }).selectOption('');
    await screenshot(page, 'queue');

    // The drawer: the content now and when reported, every notice with its explanation.
    await rowsWith(page, QUEUE, busy).click();
    const entry = drawer(page, busy);
    await expect(entry.getByText('The drill in the photos is a counterfeit.')).toBeVisible();
    await expect(entry.getByText('The price hides a compulsory deposit.')).toBeVisible();
    await expect(entry.getByRole('table', { name: 'Content now and when reported' })).toContainText(busy);
    await expect(entry.getByText(`Member: Rita Reporter 1 ${tag}`)).toBeVisible();
    // A moderator never sees a notifier's e-mail (operators only).
    await expect(entry.getByText((reporters[0] as TestUser).email)).toHaveCount(0);
    await screenshot(page, 'drawer');
  });

  test('a moderator suspends a listing with a statement, undoes it in time, then lets it take effect', async ({
    page,
  }) => {
    const tag = runTag();
    const api = await admin();
    const operator = await createOperator(api, `Odete Operator ${tag}`);
    const moderator = await createModerator(api, operator, `Mário Moderator ${tag}`);
    const title = `Genuine brand drill ${tag}`;
    const listingId = await ownerWithListing(api, `Fábio Fake ${tag}`, title);
    const reporter = await createUser(api, { profile: { displayName: `Rui Reporter ${tag}` } });
    await report(reporter, listingId, 'scam_fraud', 'Counterfeit drills sold as the real brand.');
    expect(await searchTitles(tag)).toEqual([title]);

    await page.setViewportSize({ width: 1280, height: 800 });
    await openConsole(page, moderator);
    await openQueue(page);
    await rowsWith(page, QUEUE, title).click();
    await drawer(page, title).getByRole('button', { name: 'Decide…' }).click();
    const dialog = page.getByRole('dialog', { name: /^Decide on/ });

    // Deciding with nothing filled in says what is missing, in the domain's words.
    await dialog.getByRole('button', { name: 'Decide', exact: true }).click();
    await expect(dialog.getByText(MODERATION_MESSAGES.invalidDecision)).toBeVisible();
    await expect(dialog.getByText(MODERATION_MESSAGES.factsRequired)).toBeVisible();

    const facts = `Three members report counterfeit drills; the photos show fake logos ${tag}.`;
    await fillSuspension(page, facts);
    const preview = dialog.getByRole('region', { name: 'Statement of reasons (preview)' });
    await expect(preview).toContainText('Your listing is suspended');
    await expect(preview).toContainText(facts);
    await expect(preview).toContainText('the clause “Listings” of our terms');
    await expect(preview).toContainText('No automated means were used');
    await screenshot(page, 'decision');

    // Decide, then undo inside the window: nothing changes.
    await dialog.getByRole('button', { name: 'Decide', exact: true }).click();
    await expect(dialog).toBeHidden();
    const recorded = toast(page, MODERATION_MESSAGES.decided);
    await expect(recorded).toBeVisible();
    await expect(rowsWith(page, QUEUE, title)).toContainText('Pending: Suspend the listing');
    // While pending the entry cannot be decided a second time.
    await expect(drawer(page, title)).toContainText('Pending: Suspend the listing');
    await expect(drawer(page, title).getByRole('button', { name: 'Decide…' })).toHaveCount(0);
    await recorded.getByRole('button', { name: 'Undo' }).click();
    await expect(toast(page, MODERATION_MESSAGES.undone)).toBeVisible();
    await expect(rowsWith(page, QUEUE, title)).toContainText('Open');
    await page.waitForTimeout(UNDO_WINDOW_MS + 2_000);
    expect(await searchTitles(tag)).toEqual([title]);
    await expect(rowsWith(page, QUEUE, title)).toContainText('Open');

    // Decide again and let the window pass: the console commits, the listing leaves search and the queue.
    await drawer(page, title).getByRole('button', { name: 'Decide…' }).click();
    await fillSuspension(page, facts);
    await dialog.getByRole('button', { name: 'Decide', exact: true }).click();
    await expect(toast(page, MODERATION_MESSAGES.decided)).toBeVisible();
    await expect.poll(() => searchTitles(tag), { timeout: UNDO_WINDOW_MS + 20_000 }).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(rowsWith(page, QUEUE, title)).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('closed');
    await expect(rowsWith(page, QUEUE, title)).toContainText('Decided: Suspend the listing');
  });

  test('two entries decided at once with one statement', async ({ page }) => {
    const tag = runTag();
    const api = await admin();
    const operator = await createOperator(api, `Orlando Operator ${tag}`);
    const moderator = await createModerator(api, operator, `Marisa Moderator ${tag}`);
    const first = `Replica watch ${tag}`;
    const second = `Replica bag ${tag}`;
    const firstId = await ownerWithListing(api, `Vera Vendor ${tag}`, first);
    const secondId = await ownerWithListing(api, `Vasco Vendor ${tag}`, second);
    const reporter = await createUser(api, { profile: { displayName: `Rosa Reporter ${tag}` } });
    await report(reporter, firstId, 'scam_fraud', 'A replica sold as the original brand.');
    await report(reporter, secondId, 'scam_fraud', 'Another replica sold as the original.');
    expect((await searchTitles(tag)).sort()).toEqual([second, first].sort());

    await page.setViewportSize({ width: 1280, height: 800 });
    await openConsole(page, moderator);
    await openQueue(page);
    await table(page, QUEUE)
      .getByRole('checkbox', { name: `Select ${first}` })
      .check();
    await table(page, QUEUE)
      .getByRole('checkbox', { name: `Select ${second}` })
      .check();
    await expect(page.getByRole('group', { name: 'Chosen entries' })).toContainText('2 entries chosen');
    await page.getByRole('button', { name: 'Decide on 2 entries…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Decide on 2 entries' });
    await expect(dialog.getByRole('listitem')).toHaveText([`Listing: ${first}`, `Listing: ${second}`], {
      useInnerText: true,
    });
    await fillSuspension(page, `Both listings sell replicas as the original brand ${tag}.`);
    await expect(dialog).toContainText('Each of the 2 members concerned receives this statement');
    await dialog.getByRole('button', { name: 'Decide', exact: true }).click();
    await expect(toast(page, MODERATION_MESSAGES.decided)).toBeVisible();
    await expect(rowsWith(page, QUEUE, first)).toContainText('Pending');
    await expect(rowsWith(page, QUEUE, second)).toContainText('Pending');
    await expect.poll(() => searchTitles(tag), { timeout: UNDO_WINDOW_MS + 20_000 }).toEqual([]);
    await expect(rowsWith(page, QUEUE, tag)).toHaveCount(0);
  });

  test('an operator moderates a listing nobody reported, on the platform’s own initiative, with its statement', async ({
    page,
  }) => {
    const tag = runTag();
    const api = await admin();
    const operator = await createOperator(api, `Olga Operator ${tag}`);
    const title = `Fake licence plates ${tag}`;
    const listingId = await ownerWithListing(api, `Vítor Vendor ${tag}`, title);
    expect(await searchTitles(tag)).toEqual([title]);

    await page.setViewportSize({ width: 1280, height: 800 });
    await openConsole(page, operator);
    await page.evaluate(
      (hash) => {
        window.location.hash = hash;
      },
      `#/listings?q=${encodeURIComponent(tag)}&id=${listingId}`,
    );
    await expect(heading(page, 'Listings')).toBeVisible({ timeout: 30_000 });
    await drawer(page, title).getByRole('button', { name: 'Moderate with a statement…' }).click();

    // The item's moderation entry opens in the queue: no notices, the platform's own initiative.
    await expect(heading(page, 'Moderation')).toBeVisible({ timeout: 30_000 });
    await expect(drawer(page, title)).toBeVisible();
    await drawer(page, title).getByRole('button', { name: 'Decide…' }).click();
    const dialog = page.getByRole('dialog', { name: /^Decide on/ });
    await fillSuspension(page, `The plates are forged; found by the operator ${tag}.`);
    await expect(dialog.getByRole('region', { name: 'Statement of reasons (preview)' })).toContainText(
      'We acted on our own initiative.',
    );
    await dialog.getByRole('button', { name: 'Decide', exact: true }).click();
    await expect(toast(page, MODERATION_MESSAGES.decided)).toBeVisible();
    await expect.poll(() => searchTitles(tag), { timeout: UNDO_WINDOW_MS + 20_000 }).toEqual([]);

    // The statement the owner receives says where the decision came from.
    const decisions = await api.get('/api/collections/moderation_decisions/records', {
      filter: `targetId = "${listingId}"`,
    });
    expect(decisions.body.items).toHaveLength(1);
    expect(decisions.body.items[0]).toMatchObject({ source: 'own_initiative', status: 'committed' });
  });
});
