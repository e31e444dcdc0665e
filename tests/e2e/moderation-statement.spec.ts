// The website's side of a statement of reasons, over the real server. A decision is made through
// the real routes as people make it: a member reports a listing, a moderator suspends it with a
// statement (committed after the server's undo window). The owner opens the statement from the
// link in the real e-mail (its token: a restricted member may not be able to sign in), reads why,
// appeals, and sees the appeal received; signed in, "Decisions about your content" lists it and the
// suspended listing links to it. Screenshots go to tests/screenshots/ to be looked at; axe checks
// every state.
import type { Page } from '@playwright/test';
import { MODERATION_MESSAGES } from '@partilha/domain';
import { createUser, serviceListing, type TestUser } from '../support/api-client';
import { createModerator } from './console/console-support';
import { expect, expectNoAxeViolations, linkFromMail, screenshotAt, test, waitForMail } from './fixtures';
import { admin, listingOf, signInAs } from './support';

// The decision waits out the server's 10-second undo window, and each state is checked by axe.
test.describe.configure({ mode: 'serial', timeout: 150_000 });

const tag = Date.now().toString(36);
const title = `Pressure washer to rent ${tag}`;
const facts = `The listing asks renters to pay by bank transfer before any booking is agreed ${tag}.`;
const appealText = `I never asked anyone to pay outside Partilha; the renter misread my message about the deposit ${tag}.`;

let owner: TestUser;
let listingId: string;
let decisionId: string;
let statementLink: string;

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

function statementSection(page: Page, heading: string) {
  return page.locator('.partilha-statement-section').filter({ has: page.getByRole('heading', { name: heading }) });
}

test.beforeAll(async () => {
  const api = await admin();
  const operator = await createUser(api, { role: 'operator', profile: { displayName: `Olga Operator ${tag}` } });
  const moderator = await createModerator(api, operator, `Marta Moderator ${tag}`);
  owner = await createUser(api, { profile: { displayName: `Octávio Owner ${tag}` } });
  const reporter = await createUser(api, { profile: { displayName: `Rita Reporter ${tag}` } });
  listingId = await listingOf(owner, serviceListing({ title, price: '20' }));

  const notice = await reporter.api.post('/api/moderation/notices', {
    kind: 'listing',
    targetId: listingId,
    reason: 'scam_fraud',
    explanation: `The owner asked me to pay by bank transfer before booking ${tag}.`,
    goodFaith: true,
  });
  expect(notice.status, JSON.stringify(notice.body)).toBe(201);

  const cases = await moderator.api.get('/api/moderation/cases?kind=listing&perPage=200');
  expect(cases.status, JSON.stringify(cases.body)).toBe(200);
  const entry = (cases.body.items as { id: string; targetId: string }[]).find((item) => item.targetId === listingId);
  expect(entry, 'the notice opened a queue entry').toBeDefined();

  const decided = await moderator.api.post('/api/moderation/decisions', {
    caseIds: [entry!.id],
    type: 'suspend_listing',
    facts,
    ground: 'incompatible_content',
    termsClause: 'listings',
    groundExplanation: 'Payments go through Partilha; a listing may not ask for them outside it.',
  });
  expect(decided.status, JSON.stringify(decided.body)).toBe(201);
  await commitWhenDue(moderator, decided.body.batch as string, decided.body.commitAt as string);
  decisionId = (decided.body.decisions as { id: string }[])[0]!.id;

  const mail = await waitForMail(owner.email, /our decision about your listing/);
  statementLink = linkFromMail(mail, `/moderation/statements/${decisionId}`);
  expect(statementLink).toContain('token=');
});

test('the owner reads the statement from the e-mail’s link, without signing in, and appeals', async ({ page }) => {
  await page.goto(statementLink);
  // The first visit loads the page's chunks; a busy machine has taken over 10 s.
  await expect(page.getByRole('heading', { level: 1, name: 'Decision about your listing' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  const statement = page.getByRole('region', { name: 'Statement of reasons' });
  await expect(statement.getByText('In force')).toBeVisible();
  await expect(statementSection(page, 'The facts we relied on')).toContainText(facts);
  await expect(statementSection(page, 'How this came to us')).toContainText('report (notice)');
  await expect(statementSection(page, 'Why').getByRole('link', { name: '/legal/terms#listings' })).toHaveAttribute(
    'href',
    /\/legal\/terms#listings$/,
  );
  // Nothing of the notifier reaches the member it is about.
  await expect(page.getByText(`Rita Reporter ${tag}`)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Appeal this decision' })).toBeVisible();
  await expect(page.getByText(/You can appeal until \d{4}-\d{2}-\d{2}\./)).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotAt(page, 'moderation-statement', 'phone');
  await screenshotAt(page, 'moderation-statement', 'desktop');

  const field = page.getByLabel('Why should we review this decision?');
  await field.fill('Wrong.');
  await page.getByRole('button', { name: 'Send Appeal' }).click();
  await expect(page.getByText(MODERATION_MESSAGES.appealTextTooShort)).toBeVisible();
  await expectNoAxeViolations(page);

  await field.fill(appealText);
  await expect(page.getByText(`${appealText.length} / 2,000`)).toBeVisible();
  await page.getByRole('button', { name: 'Send Appeal' }).click();
  await expect(page.getByRole('status').filter({ hasText: MODERATION_MESSAGES.appealFiled })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Appeal received' })).toBeVisible();
  await expect(page.getByText(appealText)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Appeal' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshotAt(page, 'moderation-statement-appealed', 'phone');
  await screenshotAt(page, 'moderation-statement-appealed', 'desktop');

  // The same link later: the appeal stands, and a second one is not offered.
  await page.goto(statementLink);
  await expect(page.getByRole('heading', { level: 2, name: 'Appeal received' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Why should we review this decision?')).toHaveCount(0);
});

test('signed in, the owner finds the decision in the account and on the suspended listing', async ({ page }) => {
  await signInAs(page, owner);
  await page.goto('/account');
  // A cold page load on a busy machine has taken over 10 s (the default).
  await page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'Moderation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Decisions about your content' })).toBeVisible({
    timeout: 30_000,
  });
  const card = page.getByRole('group', { name: `Listing suspended: “${title}”` });
  await expect(card.getByText('In force')).toBeVisible();
  await expect(card.getByText('Appeal received, under review')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotAt(page, 'moderation-account-list', 'phone');
  await screenshotAt(page, 'moderation-account-list', 'desktop');

  await card.getByRole('link', { name: /Read the statement/ }).click();
  await expect(page).toHaveURL(new RegExp(`/account/moderation/${decisionId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Decision about your listing' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { level: 2, name: 'Appeal received' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`/account/listings/${listingId}`);
  await expect(page.getByText('This listing is suspended and hidden from the marketplace.')).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('link', { name: 'Read the statement of reasons and appeal' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/moderation/${decisionId}$`));
});

test('nobody else reads the statement, even with its address', async ({ page }) => {
  const stranger = await createUser(await admin(), { profile: { displayName: `Sofia Stranger ${tag}` } });
  await signInAs(page, stranger);
  await page.goto(`/moderation/statements/${decisionId}`);
  await expect(page.getByText(MODERATION_MESSAGES.decisionNotFound)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(facts)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Nor with a token that is not the e-mail's.
  await page.goto(`/moderation/statements/${decisionId}?token=not-the-token`);
  await expect(page.getByText(MODERATION_MESSAGES.decisionNotFound)).toBeVisible({ timeout: 30_000 });
});
