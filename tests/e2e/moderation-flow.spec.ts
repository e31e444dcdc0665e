// Issue 15's whole flow, website and console over one real server of its own (so the day's
// Transparency figures are exactly this flow's): a guest reports a listing through the report
// dialog and confirms through the link of the real e-mail; a member reports a review; both entries
// arrive live in the moderator's open queue; the moderator suspends the listing with a statement
// of reasons and lets the 10-second undo window pass; the listing leaves search and its owner's
// e-mail carries the statement and the appeal link; the owner appeals on the website; the same
// moderator cannot decide the appeal (the console says why, the server answers 403); an operator
// grants it and the listing is back in search; the Transparency export of the day counts one
// notice of each kind, one decision and one reversed appeal; the Audit log holds every step.
// Screenshots of the key moments go to tests/screenshots/moderation-flow-*.png.
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import {
  lisbonIsoDate,
  MODERATION_MESSAGES,
  TRANSPARENCY_FIELDS,
  UNDO_WINDOW_MS,
  type TransparencyRecord,
  type TransparencySummary,
} from '@partilha/domain';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createUser, serviceListing, type TestUser } from '../support/api-client';
import {
  createModerator,
  createOperator,
  drawer,
  heading,
  navigation,
  rowsWith,
  submitSignIn,
  table,
  toast,
} from './console/console-support';
import { expect as baseExpect, SCREENSHOT_DIR, test } from './fixtures';
import { linkIn, mailTo, searchTitles, startFlowServer, type FlowServer } from './moderation-flow-support';
import { bookingOf, completedLongAgo, dayFromToday, listingOf, moveBookingAs } from './support';

// Five people's pages on a machine others share: the screens' chunks and realtime may be slow.
const expect = baseExpect.configure({ timeout: 20_000 });
const QUEUE = 'Moderation queue';
const tag = Date.now().toString(36);
const listingTitle = `Cordless drill to rent ${tag}`;
const reviewTitle = `Rude owner ${tag}`;
const ownerName = `Olívia Owner ${tag}`;
const moderatorName = `Mónica Moderator ${tag}`;
const operatorName = `Orlando Operator ${tag}`;
const guest = { name: `Gil Guest ${tag}`, email: `gil-guest-${tag}@partilha.test` };
const facts = `The listing asks renters to pay by bank transfer before any booking is agreed ${tag}.`;
const appealText = `I never asked anyone to pay outside Partilha; the renter misread my note about the deposit ${tag}.`;
const grantReasons = `The messages show the owner asked for no payment outside Partilha ${tag}.`;

let server: FlowServer;
let owner: TestUser;
let member: TestUser;
let moderator: TestUser;
let operator: TestUser;
let listingId: string;
const contexts: BrowserContext[] = [];

/** One browser context per person; the website ones talk to the flow's server. */
async function personPage(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport });
  contexts.push(context);
  return context.newPage();
}

/** A member's session put into the browser as the website keeps it (see tests/e2e/support.ts signInAs). */
async function signedIn(page: Page, user: TestUser): Promise<void> {
  await page.goto('/api/health');
  await page.evaluate(
    (session) => localStorage.setItem('partilha_auth', session),
    JSON.stringify({ token: user.token, record: user.record }),
  );
}

/**
 * A screenshot to look at, tests/screenshots/moderation-flow-{name}.png: the whole page from its
 * top (so the sticky header sits where a visitor sees it), or only the viewport when a dialog is
 * open over it (a full-page capture would draw the fixed dialog and header mid-page).
 */
async function shot(page: Page, name: string, whole = true): Promise<void> {
  if (whole) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(SCREENSHOT_DIR, `moderation-flow-${name}.png`), fullPage: whole });
}

/** Signs `user` in to the console, pointed at the flow's server, and waits for the Overview. */
async function openConsoleOnFlowServer(page: Page, user: TestUser): Promise<void> {
  await submitSignIn(page, user, server.url);
  await expect(heading(page, 'Overview')).toBeVisible({ timeout: 30_000 });
}

/** Opens a console screen from the navigation and waits for its title (its chunk loads then). */
async function openScreen(page: Page, label: string): Promise<void> {
  await navigation(page).getByRole('link', { name: label, exact: true }).click();
  await expect(heading(page, label)).toBeVisible({ timeout: 30_000 });
}

/** Opens the queue from the console's navigation and waits for its first load. */
async function openQueue(page: Page): Promise<void> {
  await navigation(page).getByRole('link', { name: 'Moderation', exact: true }).click();
  await expect(heading(page, 'Moderation')).toBeVisible({ timeout: 30_000 });
  await expect(table(page, QUEUE)).toHaveAttribute('aria-busy', 'false');
}

/**
 * Chooses a radio button or ticks a checkbox of a Blueprint control by clicking its label, as a
 * person does (Blueprint draws its indicator over the input, so the input itself takes no click).
 */
async function choose(scope: Locator, name: string | RegExp): Promise<void> {
  await scope.locator('label.bp6-control').filter({ hasText: name }).click();
  await expect(scope.getByRole(typeof name === 'string' ? 'radio' : 'checkbox', { name })).toBeChecked();
}

/** Closes a console drawer with its close button. */
async function closeDrawer(open: Locator): Promise<void> {
  await open.getByRole('button', { name: 'Close' }).click();
  await expect(open).toBeHidden();
}

/** A figure card of the Transparency screen by its label. */
function figure(page: Page, label: string) {
  return page
    .locator('.console-figure')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('.console-figure__value');
}

test.describe.configure({ mode: 'serial' });
// A stuck action fails at once with its cause, not at the end of the whole flow's time.
test.use({ actionTimeout: 30_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startFlowServer();
  const api = server.admin;
  operator = await createOperator(api, operatorName);
  moderator = await createModerator(api, operator, moderatorName);
  owner = await createUser(api, { profile: { displayName: ownerName } });
  const renter = await createUser(api, { profile: { displayName: `Rui Renter ${tag}` } });
  member = await createUser(api, { profile: { displayName: `Marta Member ${tag}` } });
  listingId = await listingOf(owner, serviceListing({ title: listingTitle, price: '20' }));
  // The review the member reports: a renter's review of the owner after a completed booking.
  // Today: a booking can be completed from its first day on (issue 17).
  const bookingId = await bookingOf(renter, listingId, [dayFromToday(0)]);
  await moveBookingAs(owner, bookingId, 'approved');
  await moveBookingAs(owner, bookingId, 'completed');
  // Past its blind period: the review is public as soon as it is written (issue 21).
  await completedLongAgo(bookingId, api);
  const review = await renter.api.post('/api/market/reviews', {
    bookingId,
    reviewType: 'owner',
    overallRating: 1,
    title: reviewTitle,
    content: 'The owner is an idiot and everyone from his town is the same, avoid these people.',
  });
  expect(review.status, JSON.stringify(review.body)).toBe(200);
});

test.afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await server?.stop();
});

test('notices from a guest and a member, a decision with its statement, an appeal granted by another, the day’s figures and the audit log', async ({
  browser,
}) => {
  // The real undo window, several people's pages and e-mails on a shared, busy machine.
  test.setTimeout(420_000);
  const today = lisbonIsoDate(new Date());
  expect(await searchTitles(server, tag)).toEqual([listingTitle]);

  const queue = await personPage(browser);
  await test.step('the moderator opens the queue before anyone reports', async () => {
    await openConsoleOnFlowServer(queue, moderator);
    await openQueue(queue);
    await expect(rowsWith(queue, QUEUE, tag)).toHaveCount(0);
  });

  const guestPage = await personPage(browser, { width: 1440, height: 900 });
  await test.step('a guest reports the listing and confirms by the e-mailed link', async () => {
    await guestPage.goto(`/marketplace/services/${listingId}`);
    await expect(guestPage.getByRole('heading', { level: 1, name: listingTitle })).toBeVisible({ timeout: 30_000 });
    await guestPage.getByRole('button', { name: 'Report listing' }).click();
    const dialog = guestPage.getByRole('dialog', { name: 'Report listing' });
    await choose(dialog, 'Scam or fraud');
    await dialog.getByLabel('Explanation').fill(`The owner asked me to pay by bank transfer before booking ${tag}.`);
    await dialog.getByLabel('Your name').fill(guest.name);
    await dialog.getByLabel('Your e-mail address').fill(guest.email);
    await choose(dialog, /accurate and complete/);
    await guestPage.setViewportSize({ width: 375, height: 812 });
    await shot(guestPage, 'report-dialog-375', false);
    await guestPage.setViewportSize({ width: 1440, height: 900 });
    await shot(guestPage, 'report-dialog-1440', false);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByRole('status')).toContainText(MODERATION_MESSAGES.noticeConfirmEmailSent);

    // Nothing reaches the queue before the guest confirms.
    const confirmation = await mailTo(server, guest.email, /confirm your report/i);
    await expect(rowsWith(queue, QUEUE, listingTitle)).toHaveCount(0);
    await guestPage.goto(linkIn(server, confirmation, '/report/confirm'));
    await expect(guestPage.getByText(MODERATION_MESSAGES.noticeConfirmed)).toBeVisible();
    await mailTo(server, guest.email, /We received your report/);
    // Live: the moderator's queue was not reloaded.
    await expect(rowsWith(queue, QUEUE, listingTitle)).toBeVisible();
  });

  await test.step('a member reports the review on the owner’s profile', async () => {
    const memberPage = await personPage(browser);
    await signedIn(memberPage, member);
    await memberPage.goto(`/profile/${owner.id}`);
    await memberPage.getByRole('tab', { name: 'Reviews (1)' }).click();
    await memberPage.getByRole('button', { name: `Report: ${reviewTitle}` }).click();
    const dialog = memberPage.getByRole('dialog', { name: 'Report review' });
    // A member's name and address come from the account.
    await expect(dialog.getByLabel('Your e-mail address')).toHaveValue(member.email);
    await choose(dialog, 'Discrimination or harassment');
    await dialog.getByLabel('Explanation').fill(`The review insults the owner and the people of his town ${tag}.`);
    await choose(dialog, /accurate and complete/);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByRole('status')).toContainText(MODERATION_MESSAGES.noticeReceived);
    await mailTo(server, member.email, /We received your report/);

    await expect(rowsWith(queue, QUEUE, reviewTitle)).toBeVisible();
    await expect(rowsWith(queue, QUEUE, tag)).toHaveCount(2);
    await shot(queue, 'queue');
  });

  await test.step('the moderator suspends the listing with a statement and lets the undo window pass', async () => {
    await rowsWith(queue, QUEUE, listingTitle).click();
    const entry = drawer(queue, listingTitle);
    await expect(entry).toContainText(`Guest: ${guest.name}`);
    await entry.getByRole('button', { name: 'Decide…' }).click();
    const dialog = queue.getByRole('dialog', { name: /^Decide on/ });
    await dialog.getByRole('radio', { name: 'Suspend the listing' }).check();
    await dialog.getByLabel('Facts relied on').fill(facts);
    await dialog.getByRole('radio', { name: 'Against the terms of service' }).check();
    await dialog.getByLabel('Clause of the terms').selectOption('listings');
    await dialog
      .getByLabel('Why the content falls under this ground')
      .fill('Payments go through Partilha; a listing may not ask for them outside it.');
    const preview = dialog.getByRole('region', { name: 'Statement of reasons (preview)' });
    await expect(preview).toContainText('Your listing is suspended');
    await expect(preview).toContainText(facts);
    await shot(queue, 'decision', false);
    await dialog.getByRole('button', { name: 'Decide', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(queue, MODERATION_MESSAGES.decided)).toBeVisible();
    await expect(rowsWith(queue, QUEUE, listingTitle)).toContainText('Pending: Suspend the listing');
    // The console commits when its 10-second toast ends: then the listing leaves search.
    await expect
      .poll(() => searchTitles(server, tag), { timeout: UNDO_WINDOW_MS + 20_000, intervals: [1_000] })
      .toEqual([]);
    await expect(rowsWith(queue, QUEUE, listingTitle)).toHaveCount(0);
    await expect(entry).toContainText('Decided: Suspend the listing');
    await closeDrawer(entry);
    await expect(rowsWith(queue, QUEUE, reviewTitle)).toBeVisible();
  });

  await test.step('the website’s search no longer shows it', async () => {
    await guestPage.goto(`/search?search=${tag}`);
    await expect(guestPage.getByText('No listings found')).toBeVisible();
    await expect(guestPage.getByRole('link', { name: listingTitle })).toHaveCount(0);
  });

  let statementLink = '';
  await test.step('the owner’s e-mail carries the statement and the appeal link', async () => {
    const mail = await mailTo(server, owner.email, /our decision about your listing/);
    expect(mail.subject).toContain(listingTitle);
    expect(mail.text).toContain(facts);
    expect(mail.text).toContain('Payments go through Partilha');
    // Nothing of the notifier reaches the member it is about.
    expect(mail.text).not.toContain(guest.name);
    expect(mail.text).not.toContain(guest.email);
    statementLink = linkIn(server, mail, '/moderation/statements/');
    expect(statementLink).toContain('token=');
    await mailTo(server, guest.email, /our decision on your report/);
  });

  await test.step('the owner follows the link and appeals', async () => {
    const ownerPage = await personPage(browser);
    await ownerPage.goto(statementLink);
    await expect(ownerPage.getByRole('heading', { level: 1, name: 'Decision about your listing' })).toBeVisible();
    await expect(ownerPage.getByRole('region', { name: 'Statement of reasons' })).toContainText(facts);
    await ownerPage.getByLabel('Why should we review this decision?').fill(appealText);
    await ownerPage.getByRole('button', { name: 'Send Appeal' }).click();
    await expect(ownerPage.getByRole('status').filter({ hasText: MODERATION_MESSAGES.appealFiled })).toBeVisible();
    await expect(ownerPage.getByRole('heading', { level: 2, name: 'Appeal received' })).toBeVisible();
    await shot(ownerPage, 'appeal');
  });

  await test.step('the deciding moderator cannot decide the appeal, in the console nor by a raw call', async () => {
    await openScreen(queue, 'Appeals');
    const row = rowsWith(queue, 'Appeals', listingTitle);
    await expect(row).toContainText('Open');
    await row.click();
    const appeal = drawer(queue, `Appeal by ${ownerName}`);
    await expect(appeal).toContainText(appealText);
    await expect(appeal).toContainText(MODERATION_MESSAGES.appealSameModerator);
    await expect(appeal.getByRole('button', { name: 'Grant appeal' })).toBeDisabled();
    await expect(appeal.getByRole('button', { name: 'Reject appeal' })).toBeDisabled();
    await shot(queue, 'appeal-same-moderator', false);
    const appealId = new URL(queue.url()).hash.match(/[?&]id=([^&]+)/)?.[1] ?? '';
    expect(appealId).not.toBe('');
    const refused = await moderator.api.post(`/api/moderation/appeals/${appealId}/decision`, {
      granted: true,
      reasons: 'I reconsidered my own decision after reading the appeal.',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MODERATION_MESSAGES.appealSameModerator);
  });

  const ops = await personPage(browser, { width: 1440, height: 900 });
  await test.step('an operator grants the appeal and the listing is back in search', async () => {
    await openConsoleOnFlowServer(ops, operator);
    await openScreen(ops, 'Appeals');
    await rowsWith(ops, 'Appeals', listingTitle).click();
    const appeal = drawer(ops, `Appeal by ${ownerName}`);
    await expect(appeal).not.toContainText(MODERATION_MESSAGES.appealSameModerator);
    await appeal.getByRole('textbox', { name: /^Reasons/ }).fill(grantReasons);
    await appeal.getByRole('button', { name: 'Grant appeal' }).click();
    await expect(toast(ops, MODERATION_MESSAGES.appealGranted)).toBeVisible();
    await expect(appeal.getByText('Granted: the restriction was lifted')).toBeVisible();
    expect(await searchTitles(server, tag)).toEqual([listingTitle]);
    await mailTo(server, owner.email, /your appeal was granted/);
    await mailTo(server, guest.email, /update on your report/);
    await closeDrawer(appeal);
    // The moderator's appeals queue lets it go too, live.
    await expect(rowsWith(queue, 'Appeals', listingTitle)).toHaveCount(0);
  });

  await test.step('the Transparency page and its exports count the day exactly', async () => {
    await openScreen(ops, 'Transparency');
    await ops.getByRole('button', { name: 'Custom' }).click();
    await ops.getByLabel('From').fill(today);
    await ops.getByLabel('To').fill(today);
    await expect(figure(ops, 'Notices received')).toHaveText('2');
    await expect(figure(ops, 'Decisions made')).toHaveText('1');
    await expect(figure(ops, 'Appeals filed')).toHaveText('1');
    await expect(figure(ops, 'Granted (decision reversed)')).toHaveText('1');
    await shot(ops, 'transparency');

    const jsonDownload = ops.waitForEvent('download');
    await ops.getByRole('button', { name: 'Export JSON' }).click();
    const json = await jsonDownload;
    expect(json.suggestedFilename()).toBe(`partilha-transparency-${today}.json`);
    const report = JSON.parse(readFileSync(await json.path(), 'utf8')) as {
      period: { from: string; to: string };
      summary: TransparencySummary;
      statements: TransparencyRecord[];
    };
    expect(report.period).toEqual({ from: today, to: today });
    expect(report.summary.notices.total).toBe(2);
    expect(report.summary.notices.byKind).toMatchObject({ listing: 1, review: 1 });
    expect(report.summary.notices.byReason).toMatchObject({ scam_fraud: 1, discrimination_harassment: 1 });
    expect(report.summary.decisions.total).toBe(1);
    expect(report.summary.decisions.byType).toMatchObject({ suspend_listing: 1 });
    expect(report.summary.decisions.undone).toBe(0);
    expect(report.summary.appeals).toMatchObject({ total: 1, granted: 1, reversed: 1, open: 0, rejected: 0 });
    expect(report.statements).toHaveLength(1);
    expect(report.statements[0]).toMatchObject({
      decision_visibility: ['DECISION_VISIBILITY_CONTENT_DISABLED'],
      decision_ground: 'DECISION_GROUND_INCOMPATIBLE_CONTENT',
      source_type: 'SOURCE_ARTICLE_16',
      automated_decision: 'AUTOMATED_DECISION_NOT_AUTOMATED',
      decision_facts: facts,
      partilha_item_kind: 'listing',
      partilha_status: 'reversed',
      partilha_appeal: 'granted',
    });

    const csvDownload = ops.waitForEvent('download');
    await ops.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toBe(`partilha-transparency-${today}.csv`);
    const text = readFileSync(await csv.path(), 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text
      .slice(1)
      .split('\r\n')
      .filter((line) => line !== '');
    expect(lines[0]).toBe(TRANSPARENCY_FIELDS.join(','));
    // One statement of reasons: the suspension, now reversed by the granted appeal.
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('SOURCE_ARTICLE_16');
    expect(lines[1]).toContain(',reversed,granted');
  });

  await test.step('the Audit log shows every step', async () => {
    await openScreen(ops, 'Audit log');
    const rows = table(ops, 'Audit log').locator('tbody tr');
    const entry = (action: string) => rows.filter({ has: ops.locator('td').nth(1).getByText(action, { exact: true }) });
    await expect(entry('Transparency report exported')).toHaveCount(2);
    await expect(entry('Moderation decision')).toHaveCount(1);
    await expect(entry('Moderation decision')).toContainText(moderatorName);
    await expect(entry('Moderation decision')).toContainText(listingTitle);
    await expect(entry('Moderation decision')).toContainText(facts);
    await expect(entry('Appeal granted')).toHaveCount(1);
    await expect(entry('Appeal granted')).toContainText(operatorName);
    await expect(entry('Appeal granted')).toContainText(grantReasons);
    await expect(entry('Role changed')).toHaveCount(1);
    await expect(entry('Moderation decision undone')).toHaveCount(0);
    await shot(ops, 'audit-log');
  });
});
