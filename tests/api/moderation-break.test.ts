// Breaking the moderation server (issue 15, docs/moderation-api.md) with raw HTTP as an attacker or
// a careless client would: filters and `fields=` that probe the notifier's identity or another
// member's decision, a statement token on another decision, a batch decided twice or committed by
// several callers at once, an item deleted while its decision waits, a suspended listing put back
// by its owner, odd transparency periods and HTML in explanations reaching the e-mails. What the
// authors' own tests (moderation-*.test.ts) already prove is not repeated here.
import { CONSOLE_MESSAGES, MODERATION_MESSAGES } from '@partilha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '../../scripts/lib/mail-catcher';
import {
  createListing,
  records,
  serviceListing,
  superuserApi,
  type Api,
  type Json,
  type TestUser,
} from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';
import { expectRefusal } from './bookings-support';
import { auditEntriesOf, createPerson } from './console-actions-support';
import { createMembers, NOTICES_ROUTE, noticeBody, openCasesOf, reportAsMember } from './moderation-support';
import { bookingIn, reviewBody, submitReview } from './reviews-support';

const APP_URL = 'https://partilha.test';
const DECISIONS = '/api/moderation/decisions';
const UNDO = '/api/moderation/decisions/undo';
const COMMIT = '/api/moderation/decisions/commit';
const STATEMENTS = '/api/moderation/statements';
const TERMS_GROUND = {
  ground: 'incompatible_content',
  termsClause: 'listings',
  groundExplanation: 'Listings must describe one real offer each.',
};
const FACTS = 'The listing offers the same service under five different titles.';

let mail: MailCatcher;
let server: TestServer;
let admin: Api;
let moderator: TestUser;
let otherModerator: TestUser;
let operator: TestUser;
let reporter: TestUser;

beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startTestServer({
    smtp: { host: '127.0.0.1', port: mail.smtpPort },
    appUrl: APP_URL,
    env: { PARTILHA_MODERATION_UNDO_SECONDS: '1' },
    rateLimitExempt: true,
  });
  admin = await superuserApi(server);
  [moderator, otherModerator, operator, reporter] = await Promise.all([
    createPerson(admin, 'moderator', 'Mia Moderator'),
    createPerson(admin, 'moderator', 'Otto Othermod'),
    createPerson(admin, 'operator', 'Ola Operator'),
    createPerson(admin, 'user', 'Rita Reporter'),
  ]);
});

afterAll(async () => {
  await server?.stop();
  await mail?.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function pastWindow(commitAt: string): Promise<void> {
  await sleep(Math.max(0, Date.parse(commitAt) - Date.now()) + 150);
}

async function reportedListing(title: string): Promise<{ owner: TestUser; listingId: string; caseId: string }> {
  const owner = await createPerson(admin, 'user', `Owner of ${title}`);
  const listing = await createListing(owner.api, serviceListing({ title }));
  expect(listing.status, JSON.stringify(listing.body)).toBe(200);
  const listingId = listing.body.id as string;
  await reportAsMember(reporter, 'listing', listingId);
  const [entry] = await openCasesOf(admin, listingId);
  return { owner, listingId, caseId: entry!.id as string };
}

async function decided(caseIds: string[], body: Record<string, unknown> = {}): Promise<Json> {
  const response = await moderator.api.post(DECISIONS, {
    caseIds,
    type: 'suspend_listing',
    facts: FACTS,
    ...TERMS_GROUND,
    ...body,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

async function committed(created: Json): Promise<void> {
  await pastWindow(created.commitAt);
  const answer = await moderator.api.post(COMMIT, { batch: created.batch });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

function statementMail(email: string, decisionId: string): Promise<CaughtMail> {
  return mail.waitFor(
    (caught) => caught.to.includes(email) && caught.text.includes(`/moderation/statements/${decisionId}?token=`),
    10_000,
  );
}

function tokenOf(caught: CaughtMail, decisionId: string): string {
  const match = new RegExp(`/moderation/statements/${decisionId}\\?token=([A-Za-z0-9%_-]+)`).exec(caught.text);
  return decodeURIComponent(match![1]!);
}

describe('the notifier stays unknown to members and the public', () => {
  let listingId: string;
  let owner: TestUser;

  beforeAll(async () => {
    ({ owner, listingId } = await reportedListing('Probed bicycle repair'));
  });

  it('a member reads no other notifier’s notice, whatever the filter, sort or expand', async () => {
    for (const filter of [`targetId = "${listingId}"`, `notifierEmail = "${reporter.email}"`, 'id != ""']) {
      const { status, body } = await owner.api.get(records('moderation_notices'), { filter, expand: 'case' });
      expect(status).toBe(200);
      expect(body.items).toEqual([]);
    }
  });

  // notifierEmail is not a hidden field: only PocketBase refusing `@collection.*` filters to
  // anyone but superusers keeps a public list from answering "did this e-mail report this item?".
  it('nobody probes who reported an item through an @collection join on a public or own collection', async () => {
    const byReporter = `@collection.moderation_notices.targetId = id && @collection.moderation_notices.notifierEmail = "${reporter.email}"`;
    for (const [api, collection] of [
      [admin.guest, 'listings'],
      [owner.api, 'listings'],
      [owner.api, 'moderation_notices'],
      [owner.api, 'users'],
    ] as const) {
      const { status, body } = await api.get(records(collection), { filter: `id = "${listingId}" && ${byReporter}` });
      expect(status, `${collection}: ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(body.message).toEqual(expect.any(String));
    }
  });
});

describe('committed decisions', () => {
  let owner: TestUser;
  let listingId: string;
  let decisionId: string;
  let token: string;
  let otherDecisionId: string;
  let otherOwner: TestUser;

  beforeAll(async () => {
    let caseId: string;
    ({ owner, listingId, caseId } = await reportedListing('Decided kayak lesson'));
    const second = await reportedListing('Another decided lesson');
    otherOwner = second.owner;
    const created = await decided([caseId, second.caseId], {
      facts: 'Déjà vu <script>alert("x")</script> & <b>bold</b> 🚲 ‮RTL',
    });
    await committed(created);
    decisionId = created.decisions[0].id as string;
    otherDecisionId = created.decisions[1].id as string;
    token = tokenOf(await statementMail(owner.email, decisionId), decisionId);
  });

  it('the affected member never sees who decided, even asking with fields= or a filter on hidden fields', async () => {
    const view = await owner.api.get(records('moderation_decisions', decisionId), {
      fields: 'id,decidedBy,decidedByName,appealTokenHash',
    });
    expect(view.status).toBe(200);
    expect(view.body).toEqual({ id: decisionId });
    const probe = await owner.api.get(records('moderation_decisions'), { filter: `decidedBy = "${moderator.id}"` });
    expect(probe.status === 400 || probe.body.items.length === 0, JSON.stringify(probe.body)).toBe(true);
  });

  it('a member reads no decision about someone else: list filters, view, expand and fields', async () => {
    const list = await owner.api.get(records('moderation_decisions'), {
      filter: `id = "${otherDecisionId}" || id != ""`,
    });
    expect(list.body.items.map((item: Json) => item.id)).toEqual([decisionId]);
    expect((await owner.api.get(records('moderation_decisions', otherDecisionId), { fields: 'id' })).status).toBe(404);
    expect((await owner.api.get(`${STATEMENTS}/${otherDecisionId}`)).status).toBe(404);
  });

  it('one decision’s token opens no other decision of the same batch, for reading or appealing', async () => {
    expectRefusal(
      await admin.guest.get(`${STATEMENTS}/${otherDecisionId}`, { token }),
      404,
      MODERATION_MESSAGES.decisionNotFound,
    );
    expectRefusal(
      await admin.guest.post(`${STATEMENTS}/${otherDecisionId}/appeal`, {
        token,
        text: 'I appeal a decision that is not mine.',
      }),
      404,
      MODERATION_MESSAGES.decisionNotFound,
    );
    expect((await otherOwner.api.get(`${STATEMENTS}/${otherDecisionId}`)).status).toBe(200);
  });

  it('HTML in the facts is escaped in the statement e-mail’s HTML part', async () => {
    const caught = await statementMail(owner.email, decisionId);
    expect(caught.html).not.toContain('<script>alert');
    expect(caught.html).not.toContain('<b>bold</b>');
    expect(caught.html).toContain('Déjà vu');
  });

  it('the owner cannot put the suspended listing back, nor clear its statement', async () => {
    const patch = await owner.api.patch(records('listings', listingId), {
      status: 'active',
      suspendedReason: '',
      suspensionDecision: '',
    });
    expect(patch.status).toBeGreaterThanOrEqual(400);
    expect(patch.status).toBeLessThan(500);
    const stored = await admin.get(records('listings', listingId));
    expect(stored.body).toMatchObject({ status: 'suspended', suspensionDecision: decisionId });
  });
});

describe('hostile text reaches the e-mails escaped', () => {
  it('HTML in a listing title is escaped in the statement e-mail, and in the appeal reasons in the outcome e-mail', async () => {
    const title = 'Drill <img src=x onerror=alert(1)>';
    const { owner, caseId } = await reportedListing(title);
    const created = await decided([caseId]);
    await committed(created);
    const decisionId = created.decisions[0].id as string;
    const statement = await statementMail(owner.email, decisionId);
    expect(statement.html).not.toContain('<img');
    expect(statement.html).toContain('&lt;img');

    const filed = await owner.api.post(`${STATEMENTS}/${decisionId}/appeal`, { text: 'Please look <b>again</b>.' });
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    const rejected = await operator.api.post(`/api/moderation/appeals/${filed.body.id}/decision`, {
      granted: false,
      reasons: 'Still <i>duplicated</i> <script>alert(2)</script>.',
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    const outcome = await mail.waitFor(
      (caught) => caught.to.includes(owner.email) && caught.text.includes('duplicated'),
      10_000,
    );
    expect(outcome.html).not.toContain('<script>');
    expect(outcome.html).not.toContain('<i>duplicated');
  });
});

describe('batches', () => {
  it('the same case twice in one decision is refused or counted once, never two decisions', async () => {
    const { caseId } = await reportedListing('Twice decided drill');
    const response = await moderator.api.post(DECISIONS, {
      caseIds: [caseId, caseId],
      type: 'suspend_listing',
      facts: FACTS,
      ...TERMS_GROUND,
    });
    expect(response.status, JSON.stringify(response.body)).toBeLessThan(500);
    const stored = await admin.get(records('moderation_decisions'), { filter: `case = "${caseId}"` });
    expect(stored.body.totalItems).toBeLessThanOrEqual(1);
    if (response.status === 201) {
      await moderator.api.post(UNDO, { batch: response.body.batch });
    } else {
      expect(response.body.message).toEqual(expect.any(String));
    }
  });

  it('the affected member learns nothing of a pending or undone decision: statement, list, appeal, collection', async () => {
    const { owner, caseId } = await reportedListing('Pending secret lamp');
    const created = await decided([caseId]);
    const decisionId = created.decisions[0].id as string;
    const probe = async () => {
      expectRefusal(await owner.api.get(`${STATEMENTS}/${decisionId}`), 404, MODERATION_MESSAGES.decisionNotFound);
      expectRefusal(
        await owner.api.post(`${STATEMENTS}/${decisionId}/appeal`, { text: 'I appeal before being told.' }),
        404,
        MODERATION_MESSAGES.decisionNotFound,
      );
      expect((await owner.api.get(STATEMENTS)).body.items).toEqual([]);
      expect((await owner.api.get(records('moderation_decisions', decisionId))).status).toBe(404);
    };
    await probe();
    expect((await moderator.api.post(UNDO, { batch: created.batch })).status).toBe(200);
    await probe();
  });

  it('51 cases are refused with the schema’s message and nothing is created', async () => {
    const ids = Array.from({ length: 51 }, (_, index) => `case${String(index).padStart(11, '0')}`);
    const response = await moderator.api.post(DECISIONS, { caseIds: ids, type: 'no_action', facts: FACTS });
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(expect.any(String));
  });

  it('another moderator cannot undo a batch whose id they learned; a made-up batch is 404', async () => {
    const { caseId } = await reportedListing('Guessed batch lamp');
    const created = await decided([caseId]);
    expectRefusal(await otherModerator.api.post(UNDO, { batch: created.batch }), 403, MODERATION_MESSAGES.undoOnlyOwn);
    expectRefusal(
      await otherModerator.api.post(UNDO, { batch: 'aaaaaaaaaaaaaaa' }),
      404,
      MODERATION_MESSAGES.decisionNotFound,
    );
    expect((await moderator.api.post(UNDO, { batch: created.batch })).status).toBe(200);
  });

  it('five simultaneous commits of one batch apply it once: one audit entry, one statement e-mail', async () => {
    const { owner, listingId, caseId } = await reportedListing('Raced commit canoe');
    const created = await decided([caseId]);
    await pastWindow(created.commitAt);
    const answers = await Promise.all(
      [moderator, moderator, operator, moderator, moderator].map((by) => by.api.post(COMMIT, { batch: created.batch })),
    );
    for (const answer of answers) {
      expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
    }
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(1);
    const decisionId = created.decisions[0].id as string;
    await statementMail(owner.email, decisionId);
    await sleep(1500);
    const mails = mail
      .messages()
      .filter(
        (caught) =>
          caught.to.includes(owner.email) && caught.text.includes(`/moderation/statements/${decisionId}?token=`),
      );
    expect(mails).toHaveLength(1);
    const audits = (await auditEntriesOf(admin, listingId)).filter((entry) => entry.action === 'moderation.decision');
    expect(audits).toHaveLength(1);
  });

  it('a listing deleted during the window: the commit answers without a 5xx and the case does not stay stuck', async () => {
    const { owner, listingId, caseId } = await reportedListing('Vanishing sofa');
    const created = await decided([caseId]);
    const deleted = await owner.api.delete(records('listings', listingId));
    expect(deleted.status, JSON.stringify(deleted.body)).toBeLessThan(300);
    await pastWindow(created.commitAt);
    const answer = await moderator.api.post(COMMIT, { batch: created.batch });
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
    expect(answer.body.message ?? answer.body.status).toEqual(expect.any(String));
    // Asked again, the answer is the same and still not a 5xx (the cron would retry it every minute).
    const again = await moderator.api.post(COMMIT, { batch: created.batch });
    expect(again.status).toBe(answer.status);
    expect((await admin.get(records('moderation_cases', caseId))).body.status).not.toBe('open');
  });
});

describe('simultaneous requests on one item', () => {
  it('six members reporting a new item at once make one queue entry counting six notices, no 5xx', async () => {
    const owner = await createPerson(admin, 'user', 'Owner of a crowded item');
    const listing = await createListing(owner.api, serviceListing({ title: 'Crowded report target' }));
    const listingId = listing.body.id as string;
    const members = await createMembers(admin, 6, 'Crowd');
    const answers = await Promise.all(
      members.map((member) => member.api.post(NOTICES_ROUTE, noticeBody('listing', listingId))),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const entries = await openCasesOf(admin, listingId);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.noticeCount).toBe(6);
  });

  it('two moderators opening an own-initiative entry at once get one entry (201 and 200), no 5xx', async () => {
    const owner = await createPerson(admin, 'user', 'Owner of a raced item');
    const listing = await createListing(owner.api, serviceListing({ title: 'Raced own initiative' }));
    const listingId = listing.body.id as string;
    const answers = await Promise.all(
      [moderator, otherModerator, operator, moderator].map((by) =>
        by.api.post('/api/moderation/cases', { kind: 'listing', targetId: listingId }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 201]);
    expect(await openCasesOf(admin, listingId)).toHaveLength(1);
  });

  it('moderators deciding one case at once: one pending decision, the others 409 caseNotOpen', async () => {
    const { caseId } = await reportedListing('Raced decision bench');
    const answers = await Promise.all(
      [moderator, otherModerator, operator, otherModerator].map((by) =>
        by.api.post(DECISIONS, { caseIds: [caseId], type: 'no_action', facts: FACTS }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
    const stored = await admin.get(records('moderation_decisions'), { filter: `case = "${caseId}"` });
    expect(stored.body.totalItems).toBe(1);
  });
});

describe('items that change or vanish around a decision', () => {
  it('hide_review: the author edits the review during the window and cannot bring it back after', async () => {
    const [author, reviewee] = await Promise.all([
      createPerson(admin, 'user', 'Artur Author'),
      createPerson(admin, 'user', 'Rosa Reviewee'),
    ]);
    const booking = await bookingIn(admin, { owner: reviewee, renter: author });
    const reviewId = (await submitReview(author, reviewBody(booking, 'owner'))).id as string;
    await reportAsMember(reporter, 'review', reviewId);
    const [entry] = await openCasesOf(admin, reviewId);
    const created = await decided([entry!.id as string], {
      type: 'hide_review',
      termsClause: 'reviews-and-other-content',
    });
    const edit = await author.api.patch(records('reviews', reviewId), { content: 'Edited while being decided on.' });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    await committed(created);
    const revive = await author.api.patch(records('reviews', reviewId), { status: 'active', content: 'Back again.' });
    expect(revive.status).toBeGreaterThanOrEqual(400);
    expect(revive.status).toBeLessThan(500);
    expect((await admin.get(records('reviews', reviewId))).body.status).toBe('hidden');
  });

  it('a listing suspended by a decision, then by the console: granting the appeal leaves the console’s suspension', async () => {
    const { owner, listingId, caseId } = await reportedListing('Twice suspended tent');
    const created = await decided([caseId]);
    await committed(created);
    const decisionId = created.decisions[0].id as string;
    const console = await operator.api.post(`/api/console/listings/${listingId}/suspension`, {
      suspended: true,
      reason: 'Counterfeit goods, found by the operator',
    });
    expect(console.status, JSON.stringify(console.body)).toBe(200);
    // The console's suspension is not the decision's: the listing no longer links to its statement.
    expect((await admin.get(records('listings', listingId))).body.suspensionDecision).toBe('');
    const filed = await owner.api.post(`${STATEMENTS}/${decisionId}/appeal`, { text: 'The tent is genuine.' });
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    const granted = await operator.api.post(`/api/moderation/appeals/${filed.body.id}/decision`, {
      granted: true,
      reasons: 'The duplicate was a mistake.',
    });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    const listing = (await admin.get(records('listings', listingId))).body;
    expect(listing).toMatchObject({
      status: 'suspended',
      suspendedReason: 'Counterfeit goods, found by the operator',
    });
  });

  it('an appeal on a decision whose listing the owner deleted is filed and decided without a 5xx', async () => {
    const { owner, listingId, caseId } = await reportedListing('Deleted after suspension');
    const created = await decided([caseId]);
    await committed(created);
    const decisionId = created.decisions[0].id as string;
    const deleted = await admin.delete(records('listings', listingId));
    expect(deleted.status, JSON.stringify(deleted.body)).toBeLessThan(300);
    const filed = await owner.api.post(`${STATEMENTS}/${decisionId}/appeal`, {
      text: 'My listing was a real offer, please look again.',
    });
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    const granted = await operator.api.post(`/api/moderation/appeals/${filed.body.id}/decision`, {
      granted: true,
      reasons: 'The listing was a genuine offer after all.',
    });
    expect(granted.status, JSON.stringify(granted.body)).toBeLessThan(500);
    expect(granted.body.status ?? granted.body.message).toEqual(expect.any(String));
  });
});

describe('queries', () => {
  it('transparency: reversed, malformed, too long periods are 400 invalidPeriod; a far-future one is empty', async () => {
    const route = '/api/moderation/transparency';
    for (const query of <Record<string, string>[]>[
      { from: '2026-03-10', to: '2026-03-01' },
      { from: '2026-02-30', to: '2026-03-01' },
      { from: '2020-01-01', to: '2026-01-01' },
      { from: '9999-12-31', to: '10000-01-01' },
      { from: '2026-03-01' },
      { from: '2026-03-01T00:00', to: '2026-03-02' },
    ]) {
      expectRefusal(await operator.api.get(route, query), 400, MODERATION_MESSAGES.invalidPeriod);
    }
    const future = await operator.api.get(route, { from: '2999-01-01', to: '2999-12-31' });
    expect(future.status, JSON.stringify(future.body)).toBe(200);
  });

  it('a huge or odd perPage on the queue and the appeals is a 400 or a capped page, never a 5xx', async () => {
    for (const route of ['/api/moderation/cases', '/api/moderation/appeals']) {
      for (const perPage of ['1000000000', '1e308', '-1', '0', 'NaN', '2.5']) {
        const answer = await moderator.api.get(route, { perPage });
        expect(answer.status, `${route} ${perPage}`).toBeLessThan(500);
        if (answer.status === 200) expect(answer.body.perPage).toBeLessThanOrEqual(500);
        else expect(answer.body.message).toBe(CONSOLE_MESSAGES.invalidQuery);
      }
    }
  });
});
