// The console's Appeals and Transparency screens over the real server. A case is set up through
// the real routes as people make it: a member reports a listing, a moderator suspends it with a
// statement (committed after the undo window), the owner appeals. The deciding moderator sees the
// appeal but cannot decide it (the console says why; the server refuses anyway); an operator
// grants it with reasons and the listing is public again. The Transparency page for today then
// shows the case in its figures, and its CSV and JSON exports carry it. Screenshots (with the
// empty states) go to tests/screenshots/ to be looked at; axe checks every state.
import type { Browser, Page } from '@playwright/test';
import {
  lisbonIsoDate,
  MODERATION_MESSAGES,
  TRANSPARENCY_FIELDS,
  type TransparencyRecord,
  type TransparencySummary,
} from '@partilha/domain';
import { readFileSync } from 'node:fs';
import { createUser, serviceListing, type Api, type TestUser } from '../../support/api-client';
import { expect, screenshotAt, test } from '../fixtures';
import { admin, listingOf } from '../support';
import {
  createModerator,
  createOperator,
  drawer,
  expectNoAxeViolations,
  heading,
  openConsole,
  openScreen,
  rowsWith,
  runTag,
  table,
  toast,
} from './console-support';

interface AppealedCase {
  title: string;
  listingId: string;
  decisionId: string;
  appealText: string;
  facts: string;
}

/** Waits out the server's undo window, then commits the batch as the console does when its toast ends. */
async function commitWhenDue(moderator: TestUser, batch: string, commitAt: string): Promise<void> {
  const due = new Date(commitAt).getTime();
  await new Promise((wake) => setTimeout(wake, Math.max(0, due - Date.now()) + 250));
  for (let attempt = 0; ; attempt += 1) {
    const committed = await moderator.api.post('/api/moderation/decisions/commit', { batch });
    if (committed.status === 200) return;
    // The server's clock may be a moment behind ours: the window is still open.
    expect(committed.status, JSON.stringify(committed.body)).toBe(409);
    expect(attempt, 'the decision never became committable').toBeLessThan(20);
    await new Promise((wake) => setTimeout(wake, 500));
  }
}

/** A member's notice on a listing, the moderator's suspension with its statement, the owner's appeal. */
async function appealedSuspension(api: Api, moderator: TestUser, tag: string): Promise<AppealedCase> {
  const owner = await createUser(api, { profile: { displayName: `Olívia Owner ${tag}` } });
  const reporter = await createUser(api, { profile: { displayName: `Raquel Reporter ${tag}` } });
  const title = `Garden tools to rent ${tag}`;
  const listingId = await listingOf(owner, serviceListing({ title, price: '15' }));

  const notice = await reporter.api.post('/api/moderation/notices', {
    kind: 'listing',
    targetId: listingId,
    reason: 'scam_fraud',
    explanation: `The owner asks for payment outside Partilha before any booking ${tag}.`,
    goodFaith: true,
  });
  expect(notice.status, JSON.stringify(notice.body)).toBe(201);

  const cases = await moderator.api.get('/api/moderation/cases?kind=listing&perPage=200');
  expect(cases.status, JSON.stringify(cases.body)).toBe(200);
  const entry = (cases.body.items as { id: string; targetId: string }[]).find((item) => item.targetId === listingId);
  expect(entry, 'the notice opened a queue entry').toBeDefined();

  const facts = `The listing asks renters to pay by bank transfer before booking ${tag}.`;
  const decided = await moderator.api.post('/api/moderation/decisions', {
    caseIds: [entry!.id],
    type: 'suspend_listing',
    facts,
    ground: 'incompatible_content',
    termsClause: 'listings',
    groundExplanation: 'Payments must go through Partilha; asking for them outside it is not allowed.',
  });
  expect(decided.status, JSON.stringify(decided.body)).toBe(201);
  await commitWhenDue(moderator, decided.body.batch as string, decided.body.commitAt as string);
  const decisionId = (decided.body.decisions as { id: string }[])[0]!.id;

  const appealText = `I never asked for payment outside Partilha; the renter misread my message ${tag}.`;
  const appealed = await owner.api.post(`/api/moderation/statements/${decisionId}/appeal`, { text: appealText });
  expect(appealed.status, JSON.stringify(appealed.body)).toBe(201);
  return { title, listingId, decisionId, appealText, facts };
}

async function transparencyOf(user: TestUser, day: string): Promise<TransparencySummary> {
  const answer = await user.api.get(`/api/moderation/transparency?from=${day}&to=${day}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as TransparencySummary;
}

/** A figure card's value by its label. */
function figure(page: Page, label: string) {
  return page
    .locator('.console-figure')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('.console-figure__value');
}

/** The count a breakdown table shows on one line. */
function breakdownCount(page: Page, tableName: string, line: string) {
  return table(page, tableName)
    .getByRole('row', { name: new RegExp(`^${line} `) })
    .locator('td')
    .first();
}

async function signedInPage(browser: Browser, user: TestUser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await openConsole(page, user);
  return page;
}

test.describe('appeals and transparency', () => {
  test.describe.configure({ timeout: 180_000 });

  test('empty states: no appeals of a status, and a period without moderation', async ({ page }) => {
    const tag = runTag();
    const api = await admin();
    const operator = await createOperator(api, `Emília Empty ${tag}`);
    await openConsole(page, operator);

    await openScreen(page, 'Appeals');
    // Other specs of this run may have appeals: the empty state is shown for a status that has none.
    const rejected = await operator.api.get('/api/moderation/appeals?status=rejected');
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Rejected' });
    if (rejected.body.totalItems === 0) {
      await expect(page.getByText('No appeal has been rejected yet.')).toBeVisible();
      await expect(page.getByText('0 appeals', { exact: true })).toBeVisible();
      await screenshotAt(page, 'console-appeals-empty', 'desktop');
    } else {
      await expect(table(page, 'Appeals').locator('tbody tr')).toHaveCount(Math.min(rejected.body.totalItems, 50));
    }
    await expectNoAxeViolations(page, 'Appeals, empty');

    await openScreen(page, 'Transparency');
    await page.getByRole('button', { name: 'Custom' }).click();
    await page.getByLabel('From').fill('2020-01-01');
    await page.getByLabel('To').fill('2020-01-31');
    await expect(figure(page, 'Notices received')).toHaveText('0');
    await expect(figure(page, 'Median time from notice to decision')).toHaveText('—');
    await expect(breakdownCount(page, 'Decisions by type', 'Suspend the listing')).toHaveText('0');
    await screenshotAt(page, 'console-transparency-empty', 'desktop');
    await expectNoAxeViolations(page, 'Transparency, empty');
    // The dark theme too: the tables and cards follow it, and still pass axe.
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(page.locator('body')).toHaveClass(/\bbp6-dark\b/);
    await screenshotAt(page, 'console-transparency-empty-dark', 'desktop');
    await expectNoAxeViolations(page, 'Transparency, empty, dark');
    await openScreen(page, 'Appeals');
    await screenshotAt(page, 'console-appeals-dark', 'desktop');
    await expectNoAxeViolations(page, 'Appeals, dark');
    await openScreen(page, 'Transparency');
    await page.getByRole('button', { name: 'Custom' }).click();

    // Days the server would refuse are not asked for: the console says why.
    await page.getByLabel('To').fill('2019-12-01');
    await expect(page.getByRole('alert').filter({ hasText: MODERATION_MESSAGES.invalidPeriod })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  test('the deciding moderator cannot decide the appeal; an operator grants it; the period counts it and exports it', async ({
    page,
    browser,
  }) => {
    const tag = runTag();
    const api = await admin();
    const operator = await createOperator(api, `Orlando Operator ${tag}`);
    const moderator = await createModerator(api, operator, `Mónica Moderator ${tag}`);
    const today = lisbonIsoDate(new Date());
    const before = await transparencyOf(operator, today);
    const appealed = await appealedSuspension(api, moderator, tag);

    // The moderator who suspended the listing sees the appeal, and why they cannot decide it.
    await openConsole(page, moderator);
    await openScreen(page, 'Appeals');
    const row = rowsWith(page, 'Appeals', appealed.title);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Open');
    await expect(row).toContainText(`Mónica Moderator ${tag}`);
    await row.click();
    const ofModerator = drawer(page, `Appeal by Olívia Owner ${tag}`);
    await expect(ofModerator).toContainText(appealed.appealText);
    await expect(ofModerator.getByRole('heading', { name: 'Statement of reasons' })).toBeVisible();
    await expect(ofModerator).toContainText(appealed.facts);
    await expect(ofModerator).toContainText(MODERATION_MESSAGES.appealSameModerator);
    await expect(ofModerator.getByRole('button', { name: 'Grant appeal' })).toBeDisabled();
    await expect(ofModerator.getByRole('button', { name: 'Reject appeal' })).toBeDisabled();
    await screenshotAt(page, 'console-appeal-same-moderator', 'desktop');
    await expectNoAxeViolations(page, 'Appeal drawer, the deciding moderator');
    // The server refuses them too, whatever the console shows.
    const appealId = new URL(page.url()).hash.match(/[?&]id=([^&]+)/)?.[1] ?? '';
    expect(appealId).not.toBe('');
    const refused = await moderator.api.post(`/api/moderation/appeals/${appealId}/decision`, {
      granted: true,
      reasons: 'I changed my mind about this one.',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MODERATION_MESSAGES.appealSameModerator);

    // An operator grants it, with reasons checked as the server checks them.
    const ops = await signedInPage(browser, operator);
    await openScreen(ops, 'Appeals');
    await screenshotAt(ops, 'console-appeals', 'desktop');
    await expectNoAxeViolations(ops, 'Appeals');
    await rowsWith(ops, 'Appeals', appealed.title).click();
    const ofOperator = drawer(ops, `Appeal by Olívia Owner ${tag}`);
    await expect(ofOperator).toContainText(appealed.appealText);
    await expect(ofOperator).not.toContainText(MODERATION_MESSAGES.appealSameModerator);
    await ofOperator.getByRole('textbox', { name: /^Reasons/ }).fill('Too short');
    await ofOperator.getByRole('button', { name: 'Grant appeal' }).click();
    await expect(ofOperator).toContainText(MODERATION_MESSAGES.appealReasonsRequired);
    await ofOperator.getByRole('button', { name: 'Reject appeal' }).scrollIntoViewIfNeeded();
    await screenshotAt(ops, 'console-appeal-decide', 'desktop');
    await expectNoAxeViolations(ops, 'Appeal drawer, deciding');
    const reasons = `The messages show the owner asked for nothing outside Partilha ${tag}.`;
    await ofOperator.getByRole('textbox', { name: /^Reasons/ }).fill(reasons);
    await ofOperator.getByRole('button', { name: 'Grant appeal' }).click();
    await expect(toast(ops, MODERATION_MESSAGES.appealGranted)).toBeVisible();
    await expect(ofOperator.getByText('Granted: the restriction was lifted')).toBeVisible();
    await expect(ofOperator).toContainText(reasons);
    await expect(ofOperator.getByRole('button', { name: 'Grant appeal' })).toHaveCount(0);
    await screenshotAt(ops, 'console-appeal-granted', 'desktop');
    await ops.keyboard.press('Escape');
    // It left the open queue (live, for the moderator too) and is among the granted ones.
    await expect(rowsWith(ops, 'Appeals', appealed.title)).toHaveCount(0);
    await expect(rowsWith(page, 'Appeals', appealed.title)).toHaveCount(0);
    await ops.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Granted' });
    await expect(rowsWith(ops, 'Appeals', appealed.title)).toContainText('Granted');

    // The restriction is reversed: the listing is public again.
    const listing = await fetch(
      `${process.env.PARTILHA_E2E_URL}/api/collections/listings/records/${appealed.listingId}`,
    );
    expect(listing.status).toBe(200);
    expect(((await listing.json()) as { status: string }).status).toBe('active');

    // Today's figures: the server's, and exactly one more of each than before this case.
    const after = await transparencyOf(operator, today);
    expect(after.notices.byReason.scam_fraud).toBe((before.notices.byReason.scam_fraud ?? 0) + 1);
    expect(after.decisions.byType.suspend_listing).toBe((before.decisions.byType.suspend_listing ?? 0) + 1);
    expect(after.appeals.reversed).toBe(before.appeals.reversed + 1);
    await openScreen(ops, 'Transparency');
    await ops.getByRole('button', { name: 'Custom' }).click();
    await ops.getByLabel('From').fill(today);
    await ops.getByLabel('To').fill(today);
    await expect(figure(ops, 'Notices received')).toHaveText(after.notices.total.toLocaleString('en-GB'));
    await expect(figure(ops, 'Decisions made')).toHaveText(after.decisions.total.toLocaleString('en-GB'));
    await expect(figure(ops, 'Granted (decision reversed)')).toHaveText(String(after.appeals.reversed));
    await expect(figure(ops, 'Appeals filed')).toHaveText(String(after.appeals.total));
    await expect(breakdownCount(ops, 'Notices by reason', 'Scam or fraud')).toHaveText(
      String(after.notices.byReason.scam_fraud),
    );
    await expect(breakdownCount(ops, 'Notices by kind', 'Listing')).toHaveText(String(after.notices.byKind.listing));
    await expect(breakdownCount(ops, 'Decisions by type', 'Suspend the listing')).toHaveText(
      String(after.decisions.byType.suspend_listing),
    );
    await expect(breakdownCount(ops, 'Decisions by ground', 'Against the terms of service')).toHaveText(
      String(after.decisions.byGround.incompatible_content),
    );
    await expect(figure(ops, 'Median time from notice to decision')).not.toHaveText('—');
    await screenshotAt(ops, 'console-transparency', 'desktop');
    await ops.getByRole('heading', { level: 2, name: 'Appeals' }).scrollIntoViewIfNeeded();
    await screenshotAt(ops, 'console-transparency-appeals', 'desktop');
    await expectNoAxeViolations(ops, 'Transparency');

    // The JSON export: the period, the same figures, and this decision as a reversed statement.
    const jsonDownload = ops.waitForEvent('download');
    await ops.getByRole('button', { name: 'Export JSON' }).click();
    const json = await jsonDownload;
    await expect(toast(ops, MODERATION_MESSAGES.transparencyExported).first()).toBeVisible();
    expect(json.suggestedFilename()).toBe(`partilha-transparency-${today}.json`);
    const report = JSON.parse(readFileSync(await json.path(), 'utf8')) as {
      period: { from: string; to: string };
      summary: TransparencySummary;
      statements: TransparencyRecord[];
    };
    expect(report.period).toEqual({ from: today, to: today });
    expect(report.summary.notices.byReason.scam_fraud).toBe(after.notices.byReason.scam_fraud);
    expect(report.summary.appeals.reversed).toBe(after.appeals.reversed);
    const statement = report.statements.find((record) => record.puid === appealed.decisionId);
    expect(statement).toMatchObject({
      decision_visibility: ['DECISION_VISIBILITY_CONTENT_DISABLED'],
      decision_ground: 'DECISION_GROUND_INCOMPATIBLE_CONTENT',
      incompatible_content_ground: 'listings',
      source_type: 'SOURCE_ARTICLE_16',
      automated_decision: 'AUTOMATED_DECISION_NOT_AUTOMATED',
      application_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      decision_facts: appealed.facts,
      partilha_status: 'reversed',
      partilha_appeal: 'granted',
    });

    // The CSV export: the BOM, the Transparency Database's field names, this decision's row.
    const csvDownload = ops.waitForEvent('download');
    await ops.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toBe(`partilha-transparency-${today}.csv`);
    const text = readFileSync(await csv.path(), 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(TRANSPARENCY_FIELDS.join(','));
    const line = lines.find((each) => each.startsWith(`${appealed.decisionId},`));
    expect(line, 'the decision is a row of the CSV').toBeDefined();
    expect(line).toContain('SOURCE_ARTICLE_16');
    expect(line).toContain(',reversed,granted');
    await expect(heading(ops, 'Transparency')).toBeVisible();
    await ops.context().close();
  });

  test('a moderator reads the figures but is not offered the exports', async ({ page }) => {
    const tag = runTag();
    const api = await admin();
    const operator = await createOperator(api, `Otto Operator ${tag}`);
    const moderator = await createModerator(api, operator, `Matilde Moderator ${tag}`);
    await openConsole(page, moderator);
    await openScreen(page, 'Transparency');
    await expect(figure(page, 'Notices received')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Export/ })).toHaveCount(0);
    const refused = await moderator.api.get(
      `/api/moderation/transparency/export?from=${lisbonIsoDate(new Date())}&to=${lisbonIsoDate(new Date())}&format=json`,
    );
    expect(refused.status).toBe(403);
  });
});
