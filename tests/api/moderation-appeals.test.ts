// Statements of reasons and appeals over raw HTTP (docs/moderation-api.md "Statements and
// appeals"), against a real server and a real mail catcher: restrictions are made the way a
// moderator makes them (a member's notice, a decision, its commit after the undo window, shortened
// to 1 s for this file), and the affected member's token comes from the statement e-mail the server
// actually sent. The member reads their statement but never who reported them; nobody else reads
// it; one appeal per decision, within the window; a different moderator decides; a granted appeal
// puts the item back, tells the member and the notifier, and is audited.
import { MODERATION_MESSAGES, TERMS_CLAUSE_IDS, CONSOLE_MESSAGES } from '@partilha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '../../scripts/lib/mail-catcher';
import {
  createListing,
  createUser,
  records,
  request,
  serviceListing,
  superuserApi,
  type Api,
  type Json,
  type TestUser,
} from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';
import { auditEntriesOf, createPerson } from './console-actions-support';
import { openCasesOf, reportAsMember } from './moderation-support';
import { bookingIn, reviewBody, storedSummary, submitReview } from './reviews-support';

const APP_URL = 'https://partilha.example';
const STATEMENTS = '/api/moderation/statements';
const APPEALS = '/api/moderation/appeals';
const statementRoute = (id: string) => `${STATEMENTS}/${id}`;
const appealRoute = (id: string) => `${STATEMENTS}/${id}/appeal`;
const appealDecisionRoute = (id: string) => `${APPEALS}/${id}/decision`;
const APPEAL_TEXT = 'The listing is my own real service, not a copy of anything; please look again.';
const GRANT_REASONS = 'On review the listing is an original advert and breaks no clause of the terms.';
const REJECT_REASONS = 'On review the listing repeats the same advert posted many times; the decision stands.';

let mail: MailCatcher;
let server: TestServer;
let admin: Api;
let owner: TestUser;
let reporter: TestUser;
let stranger: TestUser;
let moderator: TestUser;
let operator: TestUser;
let titleCount = 0;

beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startTestServer({
    smtp: { host: '127.0.0.1', port: mail.smtpPort },
    appUrl: APP_URL,
    env: { PARTILHA_MODERATION_UNDO_SECONDS: '1' },
  });
  admin = await superuserApi(server);
  [owner, reporter, stranger, moderator, operator] = await Promise.all([
    createUser(admin, { profile: { displayName: 'Olga Owner' } }),
    createUser(admin, { profile: { displayName: 'Rita Reporter-Notifier', firstName: 'Rita', lastName: 'Zephyrine' } }),
    createUser(admin, { profile: { displayName: 'Sam Stranger' } }),
    createPerson(admin, 'moderator', 'Mona Moderator'),
    createPerson(admin, 'operator', 'Otto Operator'),
  ]);
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await mail?.stop();
});

/** A new listing of `member`, with a title no other test uses. */
async function newListing(member: TestUser, title?: string): Promise<{ id: string; title: string }> {
  titleCount += 1;
  const chosen = title ?? `Appeal test garden work ${titleCount} ${Date.now().toString(36)}`;
  const created = await createListing(member.api, serviceListing({ title: chosen }));
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return { id: created.body.id as string, title: chosen };
}

/** The decision body of a restriction on the terms' first clause. */
function restrictionBody(
  caseIds: string[],
  type: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    caseIds,
    type,
    facts: 'The listing repeats the same advert that was posted many times this week.',
    ground: 'incompatible_content',
    termsClause: TERMS_CLAUSE_IDS[0],
    groundExplanation: 'Posting the same advert again and again is spam under this clause of our terms.',
    ...extra,
  };
}

/** Decides as `decider` and commits once the (1 s) undo window has passed. */
async function decideAndCommit(decider: TestUser, body: Record<string, unknown>): Promise<Json> {
  const decided = await decider.api.post('/api/moderation/decisions', body);
  expect(decided.status, JSON.stringify(decided.body)).toBe(201);
  const batch = decided.body.batch as string;
  const deadline = Date.now() + 15_000;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 400));
    const committed = await decider.api.post('/api/moderation/decisions/commit', { batch });
    if (committed.status === 200) return decided.body;
    expect(committed.status, JSON.stringify(committed.body)).toBe(409);
    if (Date.now() > deadline) throw new Error('The decision did not commit');
  }
}

/** The statement e-mail to `member` about decision `decisionId`, and the token of its link. */
async function statementMailOf(member: TestUser, decisionId: string): Promise<{ mail: CaughtMail; token: string }> {
  const caught = await mail.waitFor(
    (message) =>
      message.to.includes(member.email) && message.text.includes(`/moderation/statements/${decisionId}?token=`),
    10_000,
  );
  const match = new RegExp(`/moderation/statements/${decisionId}\\?token=([A-Za-z0-9%_-]+)`).exec(caught.text);
  if (!match?.[1]) throw new Error(`No appeal link in: ${caught.text}`);
  return { mail: caught, token: decodeURIComponent(match[1]) };
}

interface Restriction {
  listing: { id: string; title: string };
  decisionId: string;
  token: string;
  statementMail: CaughtMail;
}

/** The owner's new listing, reported by the reporter, suspended by the moderator: the real path. */
async function suspendedListing(): Promise<Restriction> {
  const listing = await newListing(owner);
  await reportAsMember(reporter, 'listing', listing.id);
  const [entry] = await openCasesOf(admin, listing.id);
  const decided = await decideAndCommit(moderator, restrictionBody([entry.id], 'suspend_listing'));
  const decisionId = decided.decisions[0].id as string;
  const { mail: statementMail, token } = await statementMailOf(owner, decisionId);
  return { listing, decisionId, token, statementMail };
}

async function searchIds(text: string): Promise<string[]> {
  const response = await admin.guest.get('/api/market/search', { search: text });
  expect(response.status).toBe(200);
  return (response.body.items as Json[]).map((item) => item.id as string);
}

/** The notifier's identity must appear nowhere in what the member or the public reads. */
function expectNoNotifierIn(value: unknown): void {
  const text = JSON.stringify(value);
  for (const secret of [reporter.email, 'Rita', 'Reporter-Notifier', 'Zephyrine', reporter.id]) {
    expect(text).not.toContain(secret);
  }
}

async function fileAppeal(restriction: Pick<Restriction, 'decisionId' | 'token'>): Promise<string> {
  const filed = await admin.guest.post(appealRoute(restriction.decisionId), {
    text: APPEAL_TEXT,
    token: restriction.token,
  });
  expect(filed.status, JSON.stringify(filed.body)).toBe(201);
  expect(filed.body).toMatchObject({ status: 'open', message: MODERATION_MESSAGES.appealFiled });
  return filed.body.id as string;
}

describe('statements', () => {
  let restriction: Restriction;

  beforeAll(async () => {
    restriction = await suspendedListing();
  }, 60_000);

  it('the statement e-mail carries the statement and no notifier', () => {
    expect(restriction.statementMail.text).toContain('What we decided');
    expect(restriction.statementMail.text).toContain(restriction.listing.title);
    expectNoNotifierIn(restriction.statementMail.text);
    expectNoNotifierIn(restriction.statementMail.html);
  });

  it('the owner lists and reads their statement, with its sections, and never the notifier', async () => {
    const list = await owner.api.get(STATEMENTS);
    expect(list.status).toBe(200);
    const item = (list.body.items as Json[]).find((row) => row.id === restriction.decisionId);
    expect(item).toMatchObject({
      type: 'suspend_listing',
      kind: 'listing',
      targetLabel: restriction.listing.title,
      status: 'committed',
      appeal: null,
    });
    expect(item.appealDeadline).not.toBe('');

    const narrowed = await owner.api.get(STATEMENTS, { targetId: restriction.listing.id });
    expect((narrowed.body.items as Json[]).map((row) => row.id)).toEqual([restriction.decisionId]);
    const elsewhere = await owner.api.get(STATEMENTS, { targetId: 'nothingwiththisid' });
    expect(elsewhere.body.items).toEqual([]);

    const detail = await owner.api.get(statementRoute(restriction.decisionId));
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      id: restriction.decisionId,
      status: 'committed',
      canAppeal: true,
      appeal: null,
      statement: { decisionId: restriction.decisionId, type: 'suspend_listing', source: 'notice' },
    });
    const headings = (detail.body.sections as Json[]).map((section) => section.heading);
    expect(headings).toContain('What we decided');
    expect(headings).toContain('What you can do');
    const redress = (detail.body.sections as Json[]).find((section) => section.heading === 'What you can do');
    expect(redress.text).toContain(`${APP_URL}/account/moderation/${restriction.decisionId}`);

    expectNoNotifierIn(list.body);
    expectNoNotifierIn(detail.body);
    const record = await owner.api.get(records('moderation_decisions', restriction.decisionId));
    expect(record.status).toBe(200);
    expectNoNotifierIn(record.body);
    expect(record.body.decidedBy).toBeUndefined();
    expect(record.body.appealTokenHash).toBeUndefined();
  });

  it('the owner cannot read the notices behind it', async () => {
    const notices = await owner.api.get(records('moderation_notices'), {
      filter: `targetId = "${restriction.listing.id}"`,
    });
    expect(notices.status).toBe(200);
    expect(notices.body.items).toEqual([]);
  });

  it('another member gets 404 and reads nothing of it through the collections', async () => {
    const detail = await stranger.api.get(statementRoute(restriction.decisionId));
    expect(detail.status).toBe(404);
    expect(detail.body.message).toBe(MODERATION_MESSAGES.decisionNotFound);
    const list = await stranger.api.get(STATEMENTS);
    expect(list.body.items).toEqual([]);
    expect((await stranger.api.get(records('moderation_decisions', restriction.decisionId))).status).toBe(404);
    const listed = await stranger.api.get(records('moderation_decisions'));
    expect(listed.body.items).toEqual([]);
    // Not even the notifier reads the decision about someone else.
    expect((await reporter.api.get(statementRoute(restriction.decisionId))).status).toBe(404);
  });

  it('a guest reads it with the e-mail token only; a wrong or missing token is 404', async () => {
    const withToken = await admin.guest.get(statementRoute(restriction.decisionId), { token: restriction.token });
    expect(withToken.status).toBe(200);
    expect(withToken.body.id).toBe(restriction.decisionId);
    expectNoNotifierIn(withToken.body);
    const redress = (withToken.body.sections as Json[]).find((section) => section.heading === 'What you can do');
    expect(redress.text).toContain(`${APP_URL}/moderation/statements/${restriction.decisionId}?token=`);

    const wrong = await admin.guest.get(statementRoute(restriction.decisionId), { token: `${restriction.token}x` });
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toBe(MODERATION_MESSAGES.decisionNotFound);
    expect((await admin.guest.get(statementRoute(restriction.decisionId))).status).toBe(404);
    // The token of one decision opens no other.
    expect((await stranger.api.get(statementRoute('nothingwiththisid'), { token: restriction.token })).status).toBe(
      404,
    );
    const signedOutList = await admin.guest.get(STATEMENTS);
    expect(signedOutList.status).toBe(401);
  });
});

describe('appeals', () => {
  let restriction: Restriction;
  let appealId: string;

  beforeAll(async () => {
    restriction = await suspendedListing();
  }, 60_000);

  it('the listing is out of search while suspended', async () => {
    expect(await searchIds(restriction.listing.title)).not.toContain(restriction.listing.id);
  });

  it('refuses an appeal without a proper text, or from anyone but the member', async () => {
    const empty = await owner.api.post(appealRoute(restriction.decisionId), { text: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(MODERATION_MESSAGES.appealTextRequired);
    const short = await owner.api.post(appealRoute(restriction.decisionId), { text: 'Unfair.' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(MODERATION_MESSAGES.appealTextTooShort);
    const notText = await owner.api.post(appealRoute(restriction.decisionId), { text: 42 });
    expect(notText.status).toBe(400);

    const byStranger = await stranger.api.post(appealRoute(restriction.decisionId), { text: APPEAL_TEXT });
    expect(byStranger.status).toBe(404);
    const wrongToken = await admin.guest.post(appealRoute(restriction.decisionId), {
      text: APPEAL_TEXT,
      token: 'not-the-token',
    });
    expect(wrongToken.status).toBe(404);
  });

  it('the member appeals with the e-mail token, signed out; a second appeal is 409', async () => {
    appealId = await fileAppeal(restriction);
    const again = await owner.api.post(appealRoute(restriction.decisionId), { text: APPEAL_TEXT });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MODERATION_MESSAGES.appealAlreadyOpen);

    const detail = await owner.api.get(statementRoute(restriction.decisionId));
    expect(detail.body).toMatchObject({
      canAppeal: false,
      appeal: { id: appealId, status: 'open', text: APPEAL_TEXT },
    });
    const own = await owner.api.get(records('moderation_appeals', appealId));
    expect(own.status).toBe(200);
    expect(own.body.appellant).toBe(owner.id);
    expect(own.body.originalDecider).toBeUndefined();
    expect((await stranger.api.get(records('moderation_appeals', appealId))).status).toBe(404);
    expect((await stranger.api.get(records('moderation_appeals'))).body.items).toEqual([]);
  });

  it('staff see it in the appeals queue; members and guests do not', async () => {
    const queue = await moderator.api.get(APPEALS);
    expect(queue.status).toBe(200);
    expect(queue.body).toMatchObject({ page: 1, perPage: 50 });
    const item = (queue.body.items as Json[]).find((row) => row.id === appealId);
    expect(item).toMatchObject({
      status: 'open',
      text: APPEAL_TEXT,
      appellant: { id: owner.id, name: 'Olga Owner' },
      decision: {
        id: restriction.decisionId,
        type: 'suspend_listing',
        kind: 'listing',
        targetLabel: restriction.listing.title,
        decidedByName: 'Mona Moderator',
      },
      canDecide: false,
    });
    const forOperator = await operator.api.get(APPEALS, { status: 'open' });
    expect((forOperator.body.items as Json[]).find((row) => row.id === appealId).canDecide).toBe(true);
    const granted = await operator.api.get(APPEALS, { status: 'granted' });
    expect((granted.body.items as Json[]).map((row) => row.id)).not.toContain(appealId);
    expect((await operator.api.get(APPEALS, { status: 'nonsense' })).status).toBe(400);

    const asMember = await owner.api.get(APPEALS);
    expect(asMember.status).toBe(403);
    expect(asMember.body.message).toBe(CONSOLE_MESSAGES.noAccess);
    expect((await admin.guest.get(APPEALS)).status).toBe(401);
    const memberDecides = await owner.api.post(appealDecisionRoute(appealId), {
      granted: true,
      reasons: GRANT_REASONS,
    });
    expect(memberDecides.status).toBe(403);
  });

  it('the moderator who made the decision cannot decide the appeal', async () => {
    const response = await moderator.api.post(appealDecisionRoute(appealId), { granted: true, reasons: GRANT_REASONS });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(MODERATION_MESSAGES.appealSameModerator);
    const invalid = await operator.api.post(appealDecisionRoute(appealId), { granted: 'yes', reasons: GRANT_REASONS });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe(MODERATION_MESSAGES.appealOutcomeRequired);
    const noReasons = await operator.api.post(appealDecisionRoute(appealId), { granted: true, reasons: 'ok' });
    expect(noReasons.status).toBe(400);
    expect(noReasons.body.message).toBe(MODERATION_MESSAGES.appealReasonsRequired);
    expect(
      (await operator.api.post(appealDecisionRoute('nothingwiththisid'), { granted: true, reasons: GRANT_REASONS }))
        .status,
    ).toBe(404);
    const stillOpen = await admin.get(records('moderation_appeals', appealId));
    expect(stillOpen.body.status).toBe('open');
  });

  it('an operator grants it: the listing is back in search, the member and the notifier are told, it is audited', async () => {
    const response = await operator.api.post(appealDecisionRoute(appealId), { granted: true, reasons: GRANT_REASONS });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({
      id: appealId,
      status: 'granted',
      reasons: GRANT_REASONS,
      decidedByName: 'Otto Operator',
      canDecide: false,
    });

    expect(await searchIds(restriction.listing.title)).toContain(restriction.listing.id);
    const listing = await admin.get(records('listings', restriction.listing.id));
    expect(listing.body).toMatchObject({ status: 'active', suspendedReason: '', suspensionDecision: '' });
    const decision = await admin.get(records('moderation_decisions', restriction.decisionId));
    expect(decision.body.status).toBe('reversed');
    expect(decision.body.reversedAt).not.toBe('');

    const toMember = await mail.waitFor(
      (message) => message.to.includes(owner.email) && message.subject === 'Partilha: your appeal was granted',
      10_000,
    );
    expect(toMember.text).toContain(GRANT_REASONS);
    expect(toMember.text).toContain(MODERATION_MESSAGES.appealGranted);
    expectNoNotifierIn(toMember.text);
    const toNotifier = await mail.waitFor(
      (message) => message.to.includes(reporter.email) && message.subject === 'Partilha: update on your report',
      10_000,
    );
    expect(toNotifier.text).toContain(restriction.listing.title);
    expect(toNotifier.text).not.toContain(owner.email);

    const audit = await auditEntriesOf(admin, restriction.listing.id);
    const grant = audit.find((entry) => entry.action === 'appeal.grant');
    expect(grant).toMatchObject({
      actor: operator.id,
      actorName: 'Otto Operator',
      category: 'moderation',
      reason: GRANT_REASONS,
      before: { status: 'suspended' },
      after: { status: 'active' },
    });
    expect(audit.map((entry) => entry.action)).toEqual(expect.arrayContaining(['moderation.decision', 'appeal.grant']));

    const again = await operator.api.post(appealDecisionRoute(appealId), { granted: false, reasons: REJECT_REASONS });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MODERATION_MESSAGES.appealNotOpen);

    const detail = await owner.api.get(statementRoute(restriction.decisionId));
    expect(detail.body).toMatchObject({
      status: 'reversed',
      canAppeal: false,
      appeal: { id: appealId, status: 'granted', reasons: GRANT_REASONS },
    });
    expectNoNotifierIn(detail.body);
    const list = await owner.api.get(STATEMENTS);
    const item = (list.body.items as Json[]).find((row) => row.id === restriction.decisionId);
    expect(item).toMatchObject({ status: 'reversed', appeal: { status: 'granted' } });
  });
});

describe('appeal refusals and rejection', () => {
  it('an appeal after the window is 409, and the statement says it cannot be appealed', async () => {
    const restriction = await suspendedListing();
    const past = await admin.patch(records('moderation_decisions', restriction.decisionId), {
      appealDeadline: '2026-01-01 00:00:00.000Z',
    });
    expect(past.status, JSON.stringify(past.body)).toBe(200);
    const detail = await owner.api.get(statementRoute(restriction.decisionId));
    expect(detail.body.canAppeal).toBe(false);
    const late = await owner.api.post(appealRoute(restriction.decisionId), { text: APPEAL_TEXT });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(MODERATION_MESSAGES.appealWindowOver);
  }, 60_000);

  it('two appeals at once make one, and two outcomes at once decide it once', async () => {
    const restriction = await suspendedListing();
    const filed = await Promise.all(
      [0, 1, 2].map(() =>
        admin.guest.post(appealRoute(restriction.decisionId), { text: APPEAL_TEXT, token: restriction.token }),
      ),
    );
    expect(filed.map((response) => response.status).sort()).toEqual([201, 409, 409]);
    const appealId = filed.find((response) => response.status === 201)?.body.id as string;
    const appeals = await admin.get(records('moderation_appeals'), {
      filter: `decision = "${restriction.decisionId}"`,
    });
    expect(appeals.body.totalItems).toBe(1);

    const outcomes = await Promise.all([
      operator.api.post(appealDecisionRoute(appealId), { granted: true, reasons: GRANT_REASONS }),
      operator.api.post(appealDecisionRoute(appealId), { granted: false, reasons: REJECT_REASONS }),
    ]);
    expect(outcomes.map((response) => response.status).sort()).toEqual([200, 409]);
    const winner = outcomes.find((response) => response.status === 200)?.body;
    const audit = await auditEntriesOf(admin, restriction.listing.id);
    expect(audit.filter((entry) => entry.action.startsWith('appeal.')).map((entry) => entry.action)).toEqual([
      winner.status === 'granted' ? 'appeal.grant' : 'appeal.reject',
    ]);
    const listing = await admin.get(records('listings', restriction.listing.id));
    expect(listing.body.status).toBe(winner.status === 'granted' ? 'active' : 'suspended');
  }, 60_000);

  it('a rejected appeal leaves the listing suspended, tells the member only, and is audited', async () => {
    const restriction = await suspendedListing();
    const appealId = await fileAppeal(restriction);
    const response = await operator.api.post(appealDecisionRoute(appealId), {
      granted: false,
      reasons: REJECT_REASONS,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ status: 'rejected', reasons: REJECT_REASONS });

    const listing = await admin.get(records('listings', restriction.listing.id));
    expect(listing.body).toMatchObject({ status: 'suspended', suspensionDecision: restriction.decisionId });
    expect(await searchIds(restriction.listing.title)).not.toContain(restriction.listing.id);
    const decision = await admin.get(records('moderation_decisions', restriction.decisionId));
    expect(decision.body.status).toBe('committed');

    const toMember = await mail.waitFor(
      (message) =>
        message.to.includes(owner.email) &&
        message.subject === 'Partilha: your appeal was rejected' &&
        message.text.includes(REJECT_REASONS),
      10_000,
    );
    expect(toMember.text).toContain(MODERATION_MESSAGES.appealRejected);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const notes = mail
      .messages()
      .filter((message) => message.subject === 'Partilha: update on your report')
      .filter((message) => message.text.includes(restriction.listing.title));
    expect(notes).toEqual([]);

    const audit = await auditEntriesOf(admin, restriction.listing.id);
    expect(audit.find((entry) => entry.action === 'appeal.reject')).toMatchObject({
      actor: operator.id,
      reason: REJECT_REASONS,
    });
    const again = await owner.api.post(appealRoute(restriction.decisionId), { text: APPEAL_TEXT });
    expect(again.status).toBe(409);
  }, 60_000);

  it('a granted appeal of an account restriction lets the member sign in again, listings back in search', async () => {
    const member = await createUser(admin, { profile: { displayName: 'Rui Restricted' } });
    const listing = await newListing(member);
    await reportAsMember(reporter, 'profile', member.id);
    const [entry] = await openCasesOf(admin, member.id);
    const decided = await decideAndCommit(
      moderator,
      restrictionBody([entry.id], 'restrict_account', { durationDays: 30 }),
    );
    const decisionId = decided.decisions[0].id as string;
    const { token } = await statementMailOf(member, decisionId);

    const signInAttempt = () =>
      request(server.url, 'POST', '/api/collections/users/auth-with-password', {
        json: { identity: member.email, password: member.password },
      });
    expect((await signInAttempt()).status).not.toBe(200);
    expect(await searchIds(listing.title)).not.toContain(listing.id);

    const appealId = await fileAppeal({ decisionId, token });
    const granted = await operator.api.post(appealDecisionRoute(appealId), { granted: true, reasons: GRANT_REASONS });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);

    expect((await signInAttempt()).status).toBe(200);
    expect(await searchIds(listing.title)).toContain(listing.id);
    const audit = await auditEntriesOf(admin, member.id);
    expect(audit.find((entry) => entry.action === 'appeal.grant')).toMatchObject({
      before: { member: { suspended: true } },
      after: { member: { suspended: false } },
    });
  }, 60_000);

  it('a granted appeal of a hidden review shows it again and counts it in the summary again', async () => {
    const [author, reviewee] = await Promise.all([
      createUser(admin, { profile: { displayName: 'Ana Author' } }),
      createUser(admin, { profile: { displayName: 'Rafa Reviewee' } }),
    ]);
    const bookingId = await bookingIn(admin, { owner: reviewee, renter: author });
    const review = await submitReview(author, reviewBody(bookingId, 'owner', { overallRating: 2 }));
    expect((await storedSummary(admin, 'owner', reviewee.id))?.totalReviews).toBe(1);

    await reportAsMember(reporter, 'review', review.id);
    const [entry] = await openCasesOf(admin, review.id);
    const decided = await decideAndCommit(moderator, restrictionBody([entry.id], 'hide_review'));
    const decisionId = decided.decisions[0].id as string;
    expect((await admin.get(records('reviews', review.id))).body.status).toBe('hidden');
    expect((await storedSummary(admin, 'owner', reviewee.id))?.totalReviews).toBe(0);

    const appeal = await author.api.post(appealRoute(decisionId), { text: APPEAL_TEXT });
    expect(appeal.status, JSON.stringify(appeal.body)).toBe(201);
    const granted = await operator.api.post(appealDecisionRoute(appeal.body.id as string), {
      granted: true,
      reasons: GRANT_REASONS,
    });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);

    expect((await admin.get(records('reviews', review.id))).body.status).toBe('active');
    const summary = await storedSummary(admin, 'owner', reviewee.id);
    expect(summary).toMatchObject({ totalReviews: 1, averageRating: 2 });
    const audit = await auditEntriesOf(admin, review.id);
    expect(audit.find((entry) => entry.action === 'appeal.grant')).toMatchObject({
      before: { status: 'hidden' },
      after: { status: 'active' },
    });
  }, 60_000);
});
