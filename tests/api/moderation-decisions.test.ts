// Moderation decisions (docs/moderation-api.md "POST /api/moderation/decisions", undo, commit,
// "Restriction periods"): a decision waits out its undo window, then restricts the item, stores
// the statement of reasons, closes the case and its notices, is audited, and reaches the member
// (the statement, with the appeal link) and the notifiers (one line, nobody's identity) by e-mail.
// The server's undo window is 1 s here (PARTILHA_MODERATION_UNDO_SECONDS); the 10-second default
// is proven by lib/moderation-decision-window.test.ts.
import { CONSOLE_MESSAGES, MODERATION_MESSAGES, REDRESS_ROUTES, suspendedAccountMessage } from '@partilha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '../../scripts/lib/mail-catcher';
import {
  createListing,
  records,
  request,
  serviceListing,
  superuserApi,
  type Api,
  type ApiResponse,
  type Json,
  type TestUser,
} from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';
import { expectRefusal } from './bookings-support';
import { auditEntriesOf, createPerson } from './console-actions-support';
import { openCasesOf, reportAsMember } from './moderation-support';
import { bookingIn, reviewBody, storedSummary, submitReview } from './reviews-support';

const APP_URL = 'https://partilha.test';
const DECISIONS_ROUTE = '/api/moderation/decisions';
const UNDO_ROUTE = '/api/moderation/decisions/undo';
const COMMIT_ROUTE = '/api/moderation/decisions/commit';
const CASES_ROUTE = '/api/moderation/cases';

const FACTS = 'The listing offers the same service under five different titles.';
const EXPLANATION = 'Listings must describe one real offer each; duplicates mislead members.';
/** A restriction's ground: a clause of the terms, with its explanation. */
const TERMS_GROUND = { ground: 'incompatible_content', termsClause: 'listings', groundExplanation: EXPLANATION };

let mail: MailCatcher;
let server: TestServer;
let admin: Api;
let moderator: TestUser;
let otherModerator: TestUser;
let reporter: TestUser;
let secondReporter: TestUser;

beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startTestServer({
    smtp: { host: '127.0.0.1', port: mail.smtpPort },
    appUrl: APP_URL,
    env: { PARTILHA_MODERATION_UNDO_SECONDS: '1' },
  });
  admin = await superuserApi(server);
  [moderator, otherModerator, reporter, secondReporter] = await Promise.all([
    createPerson(admin, 'moderator', 'Marta Moderator'),
    createPerson(admin, 'moderator', 'Óscar Othermoderator'),
    createPerson(admin, 'user', 'Rui Reporter'),
    createPerson(admin, 'user', 'Sara Secondreporter'),
  ]);
});

afterAll(async () => {
  await server?.stop();
  await mail?.stop();
});

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Waits until the batch's undo window has closed (the answer's commitAt, plus a margin). */
async function pastWindow(commitAt: string): Promise<void> {
  await sleep(Math.max(0, Date.parse(commitAt) - Date.now()) + 150);
}

/** A member with a listing in search; answers the member and the listing's id. */
async function ownerWithListing(name: string, title: string): Promise<{ owner: TestUser; listingId: string }> {
  const owner = await createPerson(admin, 'user', name);
  const listing = await createListing(owner.api, serviceListing({ title }));
  expect(listing.status, JSON.stringify(listing.body)).toBe(200);
  return { owner, listingId: listing.body.id as string };
}

/** The open queue entry of an item after a member's notice. */
async function reportedCase(by: TestUser, kind: 'listing' | 'profile' | 'review', targetId: string): Promise<string> {
  await reportAsMember(by, kind, targetId);
  const [entry] = await openCasesOf(admin, targetId);
  expect(entry).toBeDefined();
  return entry.id as string;
}

function decide(by: TestUser, body: Record<string, unknown>): Promise<ApiResponse> {
  return by.api.post(DECISIONS_ROUTE, body);
}

/** A decision the server accepts (201). */
async function decided(by: TestUser, body: Record<string, unknown>): Promise<Json> {
  const response = await decide(by, body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** Decides, waits out the window and commits through the console's call. */
async function decideAndCommit(by: TestUser, body: Record<string, unknown>): Promise<Json> {
  const created = await decided(by, body);
  await pastWindow(created.commitAt);
  const committed = await by.api.post(COMMIT_ROUTE, { batch: created.batch });
  expect(committed.status, JSON.stringify(committed.body)).toBe(200);
  expect(committed.body.status).toBe('committed');
  return created;
}

async function searchTitles(text: string): Promise<string[]> {
  const { body } = await admin.guest.get('/api/market/search', { search: text, perPage: 50 });
  return (body.items as { title: string }[]).map((item) => item.title);
}

async function stored(collection: string, id: string): Promise<Json> {
  const response = await admin.get(records(collection, id));
  expect(response.status).toBe(200);
  return response.body;
}

async function decisionCount(caseId: string): Promise<number> {
  return (await admin.get(records('moderation_decisions'), { filter: `case = "${caseId}"` })).body.totalItems;
}

async function auditOf(targetId: string, action: string): Promise<Json[]> {
  return (await auditEntriesOf(admin, targetId)).filter((entry) => entry.action === action);
}

function mailTo(email: string, subjectPart: string): Promise<CaughtMail> {
  return mail.waitFor((caught) => caught.to.includes(email) && caught.subject.includes(subjectPart), 10_000);
}

function signInAttempt(user: TestUser) {
  return request(server.url, 'POST', '/api/collections/users/auth-with-password', {
    json: { identity: user.email, password: user.password },
  });
}

describe('suspending a listing', () => {
  let owner: TestUser;
  let listingId: string;
  let caseId: string;
  let created: Json;

  beforeAll(async () => {
    ({ owner, listingId } = await ownerWithListing('Olga Owner', 'Moderated kayak tour'));
    caseId = await reportedCase(reporter, 'listing', listingId);
    await reportAsMember(secondReporter, 'listing', listingId);
  });

  it('creates a pending decision and changes nothing during the window', async () => {
    created = await decided(moderator, { caseIds: [caseId], type: 'suspend_listing', facts: FACTS, ...TERMS_GROUND });
    expect(created).toMatchObject({
      batch: expect.any(String),
      decisions: [{ id: expect.any(String), caseId, type: 'suspend_listing', status: 'pending' }],
      message: MODERATION_MESSAGES.decided,
    });
    expect(Date.parse(created.commitAt) - Date.now()).toBeLessThanOrEqual(1000);
    expect(await searchTitles('Moderated kayak')).toEqual(['Moderated kayak tour']);
    expect((await stored('moderation_cases', caseId)).status).toBe('open');
    expect(await auditOf(listingId, 'moderation.decision')).toHaveLength(0);
  });

  it('refuses to commit before the window ends (409) and a second decision on the case meanwhile', async () => {
    expectRefusal(
      await moderator.api.post(COMMIT_ROUTE, { batch: created.batch }),
      409,
      MODERATION_MESSAGES.undoWindowOpen,
    );
    const again = await decide(otherModerator, { caseIds: [caseId], type: 'no_action', facts: FACTS });
    expectRefusal(again, 409, MODERATION_MESSAGES.caseNotOpen);
  });

  it('after the window and the commit the listing leaves search, with the statement stored and the case closed', async () => {
    await pastWindow(created.commitAt);
    const committed = await moderator.api.post(COMMIT_ROUTE, { batch: created.batch });
    expect(committed.status, JSON.stringify(committed.body)).toBe(200);
    expect(committed.body).toMatchObject({
      batch: created.batch,
      status: 'committed',
      decisions: [{ caseId, type: 'suspend_listing', status: 'committed' }],
    });
    expect(await searchTitles('Moderated kayak')).toEqual([]);

    const decisionId = created.decisions[0].id as string;
    const listing = await stored('listings', listingId);
    expect(listing).toMatchObject({ status: 'suspended', suspensionDecision: decisionId });
    expect(listing.suspendedReason).toContain('Against the terms of service');

    const decision = await stored('moderation_decisions', decisionId);
    expect(decision).toMatchObject({ status: 'committed', decidedBy: moderator.id, affectedUser: owner.id });
    expect(decision.appealTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(decision.statement).toMatchObject({
      decisionId,
      type: 'suspend_listing',
      kind: 'listing',
      targetLabel: 'Moderated kayak tour',
      facts: FACTS,
      source: 'notice',
      ground: 'incompatible_content',
      termsClause: 'listings',
      groundExplanation: EXPLANATION,
    });
    const months = (Date.parse(decision.appealDeadline) - Date.parse(decision.committedAt)) / (24 * 3600 * 1000);
    expect(months).toBeGreaterThanOrEqual(181);
    expect(months).toBeLessThanOrEqual(184);

    expect(await stored('moderation_cases', caseId)).toMatchObject({ status: 'closed', decision: decisionId });
    const notices = (await admin.get(records('moderation_notices'), { filter: `case = "${caseId}"` })).body.items;
    expect(notices).toHaveLength(2);
    for (const notice of notices) expect(notice).toMatchObject({ status: 'closed', outcome: 'restricted' });

    const audit = await auditOf(listingId, 'moderation.decision');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor: moderator.id,
      actorRole: 'moderator',
      targetCollection: 'listings',
      reason: FACTS,
      before: { status: 'active' },
      after: { status: 'suspended' },
    });
  });

  it('e-mails the owner the statement with the appeal link, and nothing about who reported', async () => {
    const decisionId = created.decisions[0].id as string;
    const message = await mailTo(owner.email, 'our decision about your listing');
    for (const heading of [
      'What we decided',
      'The facts we relied on',
      'How this came to us',
      'How we decided',
      'Why',
      'What you can do',
    ]) {
      expect(message.text).toContain(heading);
    }
    expect(message.text).toContain(FACTS);
    expect(message.text).toContain(EXPLANATION);
    expect(message.text).toContain(REDRESS_ROUTES.outOfCourt);
    const link = new RegExp(`${APP_URL}/moderation/statements/${decisionId}\\?token=([A-Za-z0-9]+)`);
    expect(message.text).toMatch(link);
    expect(message.html).toContain(`href="${APP_URL}/moderation/statements/${decisionId}?token=`);
    for (const identity of [reporter.email, secondReporter.email, 'Rui Reporter', 'Sara Secondreporter']) {
      expect(message.text).not.toContain(identity);
    }
  });

  it('tells each notifier the outcome in one line, without the statement', async () => {
    for (const notifier of [reporter, secondReporter]) {
      const message = await mailTo(notifier.email, 'our decision on your report');
      expect(message.text).toContain('We reviewed it and suspended the listing.');
      expect(message.text).toContain('Moderated kayak tour');
      expect(message.text).not.toContain(FACTS);
      expect(message.text).not.toContain(EXPLANATION);
      expect(message.text).not.toContain(owner.email);
    }
  });

  it('answers a second commit the same, and refuses a decision on the closed case (409)', async () => {
    const again = await otherModerator.api.post(COMMIT_ROUTE, { batch: created.batch });
    expect(again.status).toBe(200);
    expect(again.body.status).toBe('committed');
    expect(await auditOf(listingId, 'moderation.decision')).toHaveLength(1);
    const closed = await decide(moderator, { caseIds: [caseId], type: 'no_action', facts: FACTS });
    expectRefusal(closed, 409, MODERATION_MESSAGES.caseNotOpen);
  });

  it('keeps the suspension and its statement link out of the owner’s hands', async () => {
    const cleared = await owner.api.patch(records('listings', listingId), { suspensionDecision: '' });
    expect(cleared.status).toBe(403);
    const restored = await owner.api.patch(records('listings', listingId), { status: 'active' });
    expect(restored.status).toBe(403);
    expect((await stored('listings', listingId)).status).toBe('suspended');
  });
});

describe('hiding a review', () => {
  it('takes it out of the summaries, the reviewee’s rating and the public list', async () => {
    const { owner, listingId } = await ownerWithListing('Paulo Provider', 'Reviewed bike repair');
    const [harsh, kind] = await Promise.all([
      createPerson(admin, 'user', 'Hugo Harsh'),
      createPerson(admin, 'user', 'Kátia Kind'),
    ]);
    const harshReview = await submitReview(
      harsh,
      reviewBody(await bookingIn(admin, { owner, renter: harsh, listing: listingId }), 'owner', { overallRating: 1 }),
    );
    await submitReview(
      kind,
      reviewBody(await bookingIn(admin, { owner, renter: kind, listing: listingId }), 'owner', { overallRating: 5 }),
    );
    expect(await storedSummary(admin, 'owner', owner.id)).toMatchObject({ totalReviews: 2, averageRating: 3 });
    expect((await stored('users', owner.id)).ratingAsProvider).toBe(3);

    const caseId = await reportedCase(owner, 'review', harshReview.id);
    const created = await decideAndCommit(moderator, {
      caseIds: [caseId],
      type: 'hide_review',
      facts: 'The review insults the provider by name and says nothing of the service.',
      ground: 'incompatible_content',
      termsClause: 'reviews-and-other-content',
      groundExplanation: 'Reviews describe your own experience of a booking, without insults.',
    });

    expect((await stored('reviews', harshReview.id)).status).toBe('hidden');
    expect(await storedSummary(admin, 'owner', owner.id)).toMatchObject({ totalReviews: 1, averageRating: 5 });
    expect(await stored('users', owner.id)).toMatchObject({ ratingAsProvider: 5, reviewsAsProvider: 1 });
    const publicList = await admin.guest.get(records('reviews'), { filter: `reviewee = "${owner.id}"` });
    expect((publicList.body.items as Json[]).map((review) => review.id)).not.toContain(harshReview.id);
    const summary = (await storedSummary(admin, 'owner', owner.id)) as Json;
    expect(JSON.stringify(summary.recentReviews)).not.toContain(harshReview.id);
    // The partner widgets read the same public data.
    const widget = await admin.guest.get(`/api/widgets/users/${owner.id}/reviews?role=provider&limit=10`);
    expect(widget.status).toBe(200);
    expect((widget.body.reviews as Json[]).map((review) => review.id)).not.toContain(harshReview.id);
    expect(widget.body.summary).toMatchObject({ average: 5, count: 1 });
    const rating = await admin.guest.get(`/api/widgets/users/${owner.id}/rating?role=provider`);
    expect(rating.body.summary).toEqual({ average: 5, count: 1 });

    const message = await mailTo(harsh.email, 'our decision about your review');
    expect(message.text).toContain('Your review is hidden');
    expect(message.text).toContain(`/moderation/statements/${created.decisions[0].id}?token=`);
  });
});

describe('restricting an account for 7 days, and the end of the period', () => {
  let member: TestUser;
  let listingId: string;
  let created: Json;

  it('the member cannot sign in, their tokens stop working and their listings leave search', async () => {
    ({ owner: member, listingId } = await ownerWithListing('Fábio Fraud', 'Restricted garden help'));
    await createListing(member.api, serviceListing({ title: 'Restricted window cleaning' }));
    const caseId = await reportedCase(reporter, 'profile', member.id);
    created = await decideAndCommit(moderator, {
      caseIds: [caseId],
      type: 'restrict_account',
      durationDays: 7,
      facts: 'The member asked three renters to pay outside Partilha and never came.',
      ground: 'illegal_content',
      legalGround: 'STATEMENT_CATEGORY_SCAMS_AND_FRAUD',
      groundExplanation: 'Taking payment for a service never meant to be provided is fraud.',
    });
    const decisionId = created.decisions[0].id as string;

    const stored7 = await stored('users', member.id);
    expect(stored7).toMatchObject({ suspended: true, suspensionDecision: decisionId });
    const days = (Date.parse(stored7.suspendedUntil) - Date.now()) / (24 * 3600 * 1000);
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    expect((await stored('moderation_decisions', decisionId)).endsAt).toBe(stored7.suspendedUntil);

    const refused = await signInAttempt(member);
    expectRefusal(refused, 403, suspendedAccountMessage(stored7.suspendedReason));
    expect(stored7.suspendedReason).toContain(`until ${stored7.suspendedUntil.slice(0, 10)}`);
    const refresh = await member.api.post('/api/collections/users/auth-refresh');
    expect(refresh.status).toBe(401);
    expect(await searchTitles('Restricted')).toEqual([]);
    expect((await stored('listings', listingId)).ownerSuspended).toBe(true);

    const message = await mailTo(member.email, 'our decision about your profile');
    expect(message.text).toContain('Your account is suspended for 7 days');
    expect(message.text).toContain('Illegal content: Fraud.');
  });

  it('the cron commits a decision nobody committed and reinstates the member when the period has passed', async () => {
    // A pending decision left by a closed console.
    const { listingId: forgotten } = await ownerWithListing('Lia Leftpending', 'Forgotten pottery class');
    const caseId = await reportedCase(secondReporter, 'listing', forgotten);
    const pending = await decided(moderator, {
      caseIds: [caseId],
      type: 'suspend_listing',
      facts: FACTS,
      ...TERMS_GROUND,
    });
    // The period ends now: the member may sign in at once, and the cron lifts the rest.
    const ended = new Date(Date.now() - 60_000).toISOString().replace('T', ' ');
    expect((await admin.patch(records('users', member.id), { suspendedUntil: ended })).status).toBe(200);
    expect((await signInAttempt(member)).status).toBe(200);

    const deadline = Date.now() + 75_000;
    let decision: Json;
    let person: Json;
    do {
      await sleep(1000);
      decision = await stored('moderation_decisions', pending.decisions[0].id);
      person = await stored('users', member.id);
    } while ((decision.status === 'pending' || person.suspended) && Date.now() < deadline);

    expect(decision.status).toBe('committed');
    expect((await stored('listings', forgotten)).status).toBe('suspended');
    expect(await auditOf(forgotten, 'moderation.decision')).toHaveLength(1);

    expect(person).toMatchObject({ suspended: false, suspendedUntil: '', suspensionDecision: '', suspendedReason: '' });
    expect((await searchTitles('Restricted')).sort()).toEqual(['Restricted garden help', 'Restricted window cleaning']);
    const expiry = await auditOf(member.id, 'restriction.expire');
    expect(expiry).toHaveLength(1);
    expect(expiry[0]).toMatchObject({ actor: '', actorName: 'Partilha', actorRole: 'system' });
    // The decision stays committed: the period ended, nothing was reversed.
    expect((await stored('moderation_decisions', created.decisions[0].id)).status).toBe('committed');
  }, 100_000);
});

describe('undo', () => {
  it('within the window changes nothing and writes moderation.undo', async () => {
    const { listingId } = await ownerWithListing('Uma Undone', 'Undone surf lesson');
    const caseId = await reportedCase(reporter, 'listing', listingId);
    const created = await decided(moderator, {
      caseIds: [caseId],
      type: 'suspend_listing',
      facts: FACTS,
      ...TERMS_GROUND,
    });
    const undone = await moderator.api.post(UNDO_ROUTE, { batch: created.batch });
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body).toEqual({ batch: created.batch, status: 'undone', message: MODERATION_MESSAGES.undone });

    await pastWindow(created.commitAt);
    const commit = await moderator.api.post(COMMIT_ROUTE, { batch: created.batch });
    expect(commit.body.status).toBe('undone');
    // Undoing again answers the same, even after the window: the batch is undone for good.
    const again = await moderator.api.post(UNDO_ROUTE, { batch: created.batch });
    expect({ status: again.status, body: again.body.status }).toEqual({ status: 200, body: 'undone' });

    expect((await stored('moderation_decisions', created.decisions[0].id)).status).toBe('undone');
    expect((await stored('moderation_cases', caseId)).status).toBe('open');
    expect((await stored('listings', listingId)).status).toBe('active');
    expect(await searchTitles('Undone surf')).toEqual(['Undone surf lesson']);
    const undoEntries = await auditOf(listingId, 'moderation.undo');
    expect(undoEntries).toHaveLength(1);
    expect(undoEntries[0]).toMatchObject({ actor: moderator.id, after: { status: 'undone' } });
    expect(await auditOf(listingId, 'moderation.decision')).toHaveLength(0);

    // The case is still open: a new decision can be made on it.
    expect((await decide(moderator, { caseIds: [caseId], type: 'no_action', facts: FACTS })).status).toBe(201);
  });

  it('by another moderator is 403, after the window 409', async () => {
    const { listingId } = await ownerWithListing('Vera Window', 'Window yoga class');
    const caseId = await reportedCase(reporter, 'listing', listingId);
    const created = await decided(moderator, {
      caseIds: [caseId],
      type: 'suspend_listing',
      facts: FACTS,
      ...TERMS_GROUND,
    });
    expectRefusal(
      await otherModerator.api.post(UNDO_ROUTE, { batch: created.batch }),
      403,
      MODERATION_MESSAGES.undoOnlyOwn,
    );
    await pastWindow(created.commitAt);
    expectRefusal(
      await moderator.api.post(UNDO_ROUTE, { batch: created.batch }),
      409,
      MODERATION_MESSAGES.undoWindowOver,
    );
    expect(await auditOf(listingId, 'moderation.undo')).toHaveLength(0);
  });

  it('of an unknown batch is 404', async () => {
    expectRefusal(
      await moderator.api.post(UNDO_ROUTE, { batch: 'nosuchbatch' }),
      404,
      MODERATION_MESSAGES.decisionNotFound,
    );
    expectRefusal(
      await moderator.api.post(COMMIT_ROUTE, { batch: 'nosuchbatch' }),
      404,
      MODERATION_MESSAGES.decisionNotFound,
    );
  });
});

describe('refusals', () => {
  let caseId: string;

  beforeAll(async () => {
    const { listingId } = await ownerWithListing('Rita Refused', 'Refusal test drum lesson');
    caseId = await reportedCase(reporter, 'listing', listingId);
  });

  it('lets neither members nor guests use any decision route', async () => {
    const body = { caseIds: [caseId], type: 'no_action', facts: FACTS };
    for (const route of [DECISIONS_ROUTE, UNDO_ROUTE, COMMIT_ROUTE]) {
      const payload = route === DECISIONS_ROUTE ? body : { batch: 'whatever' };
      expectRefusal(await admin.guest.post(route, payload), 401, CONSOLE_MESSAGES.signInRequired);
      expectRefusal(await reporter.api.post(route, payload), 403, CONSOLE_MESSAGES.noAccess);
    }
    expect((await stored('moderation_cases', caseId)).status).toBe('open');
  });

  it('refuses a decision that does not fit the kind (400) and a body the schema refuses (400)', async () => {
    expectRefusal(
      await decide(moderator, { caseIds: [caseId], type: 'hide_review', facts: FACTS, ...TERMS_GROUND }),
      400,
      MODERATION_MESSAGES.decisionNotForKind,
    );
    expectRefusal(
      await decide(moderator, { caseIds: [caseId], type: 'suspend_listing', facts: 'short' }),
      400,
      MODERATION_MESSAGES.factsRequired,
    );
    expectRefusal(
      await decide(moderator, { caseIds: [caseId], type: 'suspend_listing', facts: FACTS }),
      400,
      MODERATION_MESSAGES.groundRequired,
    );
    expectRefusal(
      await decide(moderator, { caseIds: [], type: 'no_action', facts: FACTS }),
      400,
      MODERATION_MESSAGES.casesRequired,
    );
    expectRefusal(await decide(moderator, { type: 'no_action', facts: FACTS }), 400, MODERATION_MESSAGES.casesRequired);
    expectRefusal(
      await decide(moderator, { caseIds: [caseId], type: 'ban', facts: FACTS }),
      400,
      MODERATION_MESSAGES.invalidDecision,
    );
    expect(await decisionCount(caseId)).toBe(0);
  });

  it('answers a malformed body with the domain’s words, never zod’s or a 500', async () => {
    const body = { caseIds: [caseId], type: 'suspend_listing', facts: FACTS, ...TERMS_GROUND };
    const cases: [unknown, string][] = [
      // Not a JSON object at all: refused before the route by main.go's body check (issue 21).
      [[], 'The request body must be a JSON object.'],
      [{ ...body, caseIds: [''] }, MODERATION_MESSAGES.casesRequired],
      [{ ...body, caseIds: 'case' }, MODERATION_MESSAGES.casesRequired],
      [{ ...body, groundExplanation: 42 }, MODERATION_MESSAGES.groundExplanationRequired],
      [{ ...body, facts: 42 }, MODERATION_MESSAGES.factsRequired],
      [{ ...body, durationDays: 'seven' }, MODERATION_MESSAGES.invalidDecision],
    ];
    for (const [payload, message] of cases) {
      expectRefusal(await moderator.api.post(DECISIONS_ROUTE, payload), 400, message);
    }
    expectRefusal(await moderator.api.post(UNDO_ROUTE, { batch: 7 }), 400, MODERATION_MESSAGES.decisionNotFound);
    expectRefusal(await moderator.api.post(COMMIT_ROUTE, {}), 400, MODERATION_MESSAGES.decisionNotFound);
    expectRefusal(await decide(moderator, { ...body, caseIds: ['nosuchcase'] }), 404, CONSOLE_MESSAGES.notFound);
    expect(await decisionCount(caseId)).toBe(0);
  });

  it('refuses to restrict a staff account (403), and a batch with one bad case creates nothing', async () => {
    const opened = await moderator.api.post(CASES_ROUTE, { kind: 'profile', targetId: otherModerator.id });
    expect([200, 201], JSON.stringify(opened.body)).toContain(opened.status);
    const staffCase = opened.body.id as string;
    expectRefusal(
      await decide(moderator, {
        caseIds: [caseId, staffCase],
        type: 'restrict_account',
        durationDays: 30,
        facts: FACTS,
        ...TERMS_GROUND,
      }),
      403,
      MODERATION_MESSAGES.staffAccount,
    );
    expect(await decisionCount(caseId)).toBe(0);
  });
});

describe('no action', () => {
  it('closes the case and its notices as no_action, tells the notifier, and sends the owner nothing', async () => {
    const { owner, listingId } = await ownerWithListing('Nuno Noaction', 'Harmless chess lesson');
    const caseId = await reportedCase(secondReporter, 'listing', listingId);
    const created = await decideAndCommit(otherModerator, {
      caseIds: [caseId],
      type: 'no_action',
      facts: 'The lesson is described honestly and priced like others.',
    });
    const decision = await stored('moderation_decisions', created.decisions[0].id);
    expect(decision).toMatchObject({ status: 'committed', appealDeadline: '', appealTokenHash: '', ground: '' });
    expect(await stored('moderation_cases', caseId)).toMatchObject({ status: 'closed', decision: decision.id });
    const notices = (await admin.get(records('moderation_notices'), { filter: `case = "${caseId}"` })).body.items;
    expect(notices).toMatchObject([{ status: 'closed', outcome: 'no_action' }]);
    expect(await searchTitles('Harmless chess')).toEqual(['Harmless chess lesson']);
    expect(await auditOf(listingId, 'moderation.decision')).toMatchObject([
      { actor: otherModerator.id, before: { status: 'active' }, after: { status: 'active' } },
    ]);

    const told = await mail.waitFor(
      (caught) =>
        caught.to.includes(secondReporter.email) &&
        caught.subject.includes('our decision on your report') &&
        caught.text.includes('Harmless chess lesson'),
      10_000,
    );
    expect(told.text).toContain('We reviewed it and decided to take no action.');
    await sleep(300);
    expect(mail.messages().filter((caught) => caught.to.includes(owner.email))).toEqual([]);
  });
});

describe('a restriction period and the console', () => {
  it('a member cannot set their own period, and a console suspension replaces a decision’s period', async () => {
    const { owner: member } = await ownerWithListing('Teresa Period', 'Period test sewing');
    const selfSet = await member.api.patch(records('users', member.id), {
      suspendedUntil: '2020-01-01 00:00:00.000Z',
      suspensionDecision: 'forged',
    });
    expect(selfSet.status).toBe(200);
    expect(await stored('users', member.id)).toMatchObject({ suspendedUntil: '', suspensionDecision: '' });

    const caseId = await reportedCase(reporter, 'profile', member.id);
    await decideAndCommit(moderator, {
      caseIds: [caseId],
      type: 'restrict_account',
      durationDays: 30,
      facts: FACTS,
      ...TERMS_GROUND,
    });
    expect((await stored('users', member.id)).suspendedUntil).not.toBe('');
    const operator = await createPerson(admin, 'operator', 'Orlando Operator');
    const suspension = await operator.api.post(`/api/console/members/${member.id}/suspension`, {
      suspended: true,
      reason: 'Indefinitely, after a second complaint',
    });
    expect(suspension.status, JSON.stringify(suspension.body)).toBe(200);
    expect(await stored('users', member.id)).toMatchObject({
      suspended: true,
      suspendedUntil: '',
      suspensionDecision: '',
    });

    // A later decision for a period leaves the console's indefinite suspension as it is.
    const opened = await moderator.api.post(CASES_ROUTE, { kind: 'profile', targetId: member.id });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    await decideAndCommit(moderator, {
      caseIds: [opened.body.id],
      type: 'restrict_account',
      durationDays: 7,
      facts: FACTS,
      ...TERMS_GROUND,
    });
    expect(await stored('users', member.id)).toMatchObject({
      suspended: true,
      suspendedReason: 'Indefinitely, after a second complaint',
      suspendedUntil: '',
      suspensionDecision: '',
    });
  });
});

describe('a bulk decision', () => {
  it('makes one decision per case with one batch, and one audit entry per committed decision', async () => {
    const listings = await Promise.all(
      ['Bulk spam one', 'Bulk spam two', 'Bulk spam three'].map((title, index) =>
        ownerWithListing(`Bruno Bulk ${index + 1}`, title),
      ),
    );
    const caseIds: string[] = [];
    for (const { listingId } of listings) caseIds.push(await reportedCase(reporter, 'listing', listingId));
    const created = await decideAndCommit(moderator, {
      caseIds,
      type: 'suspend_listing',
      facts: FACTS,
      ...TERMS_GROUND,
    });
    expect(created.decisions).toHaveLength(3);
    expect(created.decisions.map((decision: Json) => decision.caseId).sort()).toEqual([...caseIds].sort());
    const batch = (await admin.get(records('moderation_decisions'), { filter: `batch = "${created.batch}"` })).body;
    expect(batch.totalItems).toBe(3);
    for (const decision of batch.items) expect(decision.status).toBe('committed');
    expect(await searchTitles('Bulk spam')).toEqual([]);
    for (const { listingId } of listings) expect(await auditOf(listingId, 'moderation.decision')).toHaveLength(1);
  });

  it('the audit log holds exactly one moderation.decision per committed decision', async () => {
    const committed = await admin.get(records('moderation_decisions'), {
      filter: 'status = "committed"',
      perPage: 500,
    });
    const entries = await admin.get(records('audit_log'), { filter: 'action = "moderation.decision"', perPage: 500 });
    expect(committed.body.totalItems).toBeGreaterThanOrEqual(6);
    expect(entries.body.totalItems).toBe(committed.body.totalItems);
    const decisionOf = (entry: Json) => entry.after.decision as string;
    expect(new Set((entries.body.items as Json[]).map(decisionOf))).toEqual(
      new Set((committed.body.items as Json[]).map((decision) => decision.id as string)),
    );
  });
});
