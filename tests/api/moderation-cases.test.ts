// The moderation queue for the console (docs/moderation-api.md "The queue (console)", issue 15)
// against a real server: entries made by real notices, newest or most reported first, each
// filter, paging and hostile query values, who may read and open entries, the notifier's e-mail
// only for operators, own-initiative entries opened once, the snapshot kept as first reported,
// the owner's history and related entries, and the Overview's open-reports figure. Decisions
// commit after a 1-second undo window (PARTILHA_MODERATION_UNDO_SECONDS).
import { CONSOLE_MESSAGES, MODERATION_MESSAGES } from '@partilha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../scripts/lib/mail-catcher';
import {
  createListing,
  createUser,
  equipmentListing,
  records,
  serviceListing,
  superuserApi,
  type Api,
  type Json,
  type TestUser,
} from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';
import { createTestClock, type TestClock } from '../support/test-clock';
import { expectRefusal } from './bookings-support';
import { CONSOLE, createModerator } from './console-reads-support';
import {
  CONFIRM_NOTICE_ROUTE,
  confirmationMailTo,
  confirmTokenOf,
  createMembers,
  guestNotifier,
  lastMailId,
  reportAsGuest,
  reportAsMember,
} from './moderation-support';
import { bookingIn, reviewBody, submitReview } from './reviews-support';

const CASES = '/api/moderation/cases';

let mail: MailCatcher;
let server: TestServer;
let clock: TestClock;
let admin: Api;
let operator: TestUser;
let moderator: TestUser;
let owner: TestUser;
let renter: TestUser;
let member: TestUser;
let reporters: TestUser[];
const items = { drill: '', lessons: '', ladder: '', review: '' };
/** Queue entry ids by item name. */
const entries = { drill: '', lessons: '', ladder: '', profile: '', review: '' };

/** The server's "now"; null for the real clock. */
async function queue(api: Api, query: Record<string, string | number> = {}): Promise<Json> {
  const response = await api.get(CASES, query);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

async function queueIds(query: Record<string, string | number> = {}): Promise<string[]> {
  return ((await queue(moderator.api, query)).items as Json[]).map((item) => item.id as string);
}

async function detail(api: Api, id: string): Promise<Json> {
  const response = await api.get(`${CASES}/${id}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

async function entryOf(targetId: string): Promise<string> {
  const all = (await queue(moderator.api, { status: 'all', perPage: 200 })).items as Json[];
  const found = all.find((item) => item.targetId === targetId && item.status === 'open');
  expect(found, `an open entry for ${targetId}`).toBeDefined();
  return found.id as string;
}

beforeAll(async () => {
  clock = createTestClock();
  mail = await startMailCatcher();
  server = await startTestServer({
    smtp: { host: '127.0.0.1', port: mail.smtpPort },
    env: { PARTILHA_MODERATION_UNDO_SECONDS: '1', PARTILHA_TEST_CLOCK_FILE: clock.file },
  });
  admin = await superuserApi(server);
  operator = await createUser(admin, { role: 'operator', profile: { displayName: 'Otto Operator' } });
  [owner, renter, member] = await Promise.all([
    createUser(admin, { profile: { displayName: 'Olga Owner' } }),
    createUser(admin, { profile: { displayName: 'Rui Renter' } }),
    createUser(admin, { profile: { displayName: 'Mia Member' } }),
  ]);
  moderator = await createModerator(admin, operator);
  reporters = await createMembers(admin, 3, 'Reporter');

  items.drill = (await createListing(owner.api, equipmentListing({ title: 'Cordless drill' }))).body.id;
  items.lessons = (await createListing(owner.api, serviceListing({ title: 'Guitar lessons' }))).body.id;
  items.ladder = (await createListing(owner.api, equipmentListing({ title: 'Tall ladder' }))).body.id;
  const completed = await bookingIn(admin, { owner, renter, listing: items.lessons, status: 'completed' });
  items.review = (await submitReview(renter, reviewBody(completed, 'owner'))).id;

  // One notice at a time, so each entry's last notice is later than the one before.
  const [first, second, third] = reporters as [TestUser, TestUser, TestUser];
  await reportAsMember(first, 'listing', items.drill, { reason: 'scam_fraud' });
  await reportAsMember(second, 'listing', items.drill, { reason: 'spam' });
  await reportAsMember(first, 'listing', items.lessons, { reason: 'spam' });
  await reportAsMember(third, 'profile', owner.id, { reason: 'other' });
  await reportAsMember(second, 'review', items.review, { reason: 'discrimination_harassment' });
  entries.drill = await entryOf(items.drill);
  entries.lessons = await entryOf(items.lessons);
  entries.profile = await entryOf(owner.id);
  entries.review = await entryOf(items.review);
});

afterAll(async () => {
  await server?.stop();
  await mail?.stop();
  clock?.remove();
});

describe('the queue', () => {
  it('lists open entries newest first, with their counts, reasons and owner', async () => {
    const page = await queue(moderator.api);
    expect(page).toMatchObject({ page: 1, perPage: 50, totalItems: 4, totalPages: 1 });
    expect(page.items.map((item: Json) => item.id)).toEqual([
      entries.review,
      entries.profile,
      entries.lessons,
      entries.drill,
    ]);
    const drill = page.items.find((item: Json) => item.id === entries.drill);
    expect(drill).toMatchObject({
      kind: 'listing',
      targetId: items.drill,
      targetLabel: 'Cordless drill',
      targetOwner: { id: owner.id, name: 'Olga Owner' },
      status: 'open',
      source: 'notice',
      noticeCount: 2,
      reasons: { scam_fraud: 1, spam: 1 },
      decision: null,
    });
    expect(drill.targetPath).toContain(items.drill);
    expect(drill.firstNoticeAt <= drill.lastNoticeAt).toBe(true);
    const review = page.items.find((item: Json) => item.id === entries.review);
    expect(review.targetOwner).toEqual({ id: renter.id, name: 'Rui Renter' });
  });

  it('puts the most reported first, newest first among equals', async () => {
    expect(await queueIds({ sort: '-noticeCount' })).toEqual([
      entries.drill,
      entries.review,
      entries.profile,
      entries.lessons,
    ]);
  });

  it('filters by kind', async () => {
    expect(await queueIds({ kind: 'listing' })).toEqual([entries.lessons, entries.drill]);
    expect(await queueIds({ kind: 'profile' })).toEqual([entries.profile]);
    expect(await queueIds({ kind: 'review' })).toEqual([entries.review]);
  });

  it('filters by reason: entries with at least one notice of it', async () => {
    expect(await queueIds({ reason: 'spam' })).toEqual([entries.lessons, entries.drill]);
    expect(await queueIds({ reason: 'scam_fraud' })).toEqual([entries.drill]);
    expect(await queueIds({ reason: 'unsafe' })).toEqual([]);
  });

  it('filters by age from the first notice, on the server’s clock', async () => {
    expect(await queueIds({ olderThanHours: 1 })).toEqual([]);
    clock.set(new Date(Date.now() + 2 * 3_600_000));
    try {
      expect(await queueIds({ olderThanHours: 1 })).toHaveLength(4);
      expect(await queueIds({ olderThanHours: 3 })).toEqual([]);
      expect(await queueIds({ olderThanHours: 1, kind: 'review' })).toEqual([entries.review]);
    } finally {
      clock.set(null);
    }
  });

  it('pages within bounds', async () => {
    const first = await queue(moderator.api, { perPage: 3 });
    expect(first).toMatchObject({ page: 1, perPage: 3, totalItems: 4, totalPages: 2 });
    expect(first.items).toHaveLength(3);
    const second = await queue(moderator.api, { perPage: 3, page: 2 });
    expect(second.items.map((item: Json) => item.id)).toEqual([entries.drill]);
    const beyond = await queue(moderator.api, { perPage: 3, page: 9 });
    expect(beyond).toMatchObject({ items: [], totalItems: 4, totalPages: 2 });
  });

  it('answers 400 invalidQuery to values the contract does not allow', async () => {
    const hostile: Record<string, string>[] = [
      { page: '0' },
      { page: '-1' },
      { page: '1e3' },
      { perPage: '201' },
      { perPage: '0' },
      { status: 'pending' },
      { kind: 'booking' },
      { reason: 'rude' },
      { reason: "spam' OR 1=1 --" },
      { olderThanHours: '-1' },
      { olderThanHours: '0' },
      { olderThanHours: 'two' },
      { sort: 'title' },
      { sort: '-lastNoticeAt,-noticeCount' },
    ];
    for (const query of hostile) {
      expectRefusal(await moderator.api.get(CASES, query), 400, CONSOLE_MESSAGES.invalidQuery);
    }
  });
});

describe('access', () => {
  it('refuses guests (401) and members (403) on every route', async () => {
    const routes: [string, (api: Api) => Promise<{ status: number; body: Json }>][] = [
      ['list', (api) => api.get(CASES)],
      ['detail', (api) => api.get(`${CASES}/${entries.drill}`)],
      ['own initiative', (api) => api.post(CASES, { kind: 'listing', targetId: items.ladder })],
    ];
    for (const [name, call] of routes) {
      const guest = await call(admin.guest);
      expect({ name, status: guest.status, message: guest.body.message }).toEqual({
        name,
        status: 401,
        message: CONSOLE_MESSAGES.signInRequired,
      });
      const refused = await call(member.api);
      expect({ name, status: refused.status, message: refused.body.message }).toEqual({
        name,
        status: 403,
        message: CONSOLE_MESSAGES.noAccess,
      });
    }
    // Nothing was opened by the refused calls.
    expect((await queue(operator.api, { status: 'all' })).totalItems).toBe(4);
  });

  it('answers 404 for an entry that does not exist', async () => {
    expectRefusal(await moderator.api.get(`${CASES}/nosuchcase00000`), 404, CONSOLE_MESSAGES.notFound);
  });
});

describe('an entry in detail', () => {
  it('shows the notices to moderators without the notifiers’ e-mail addresses', async () => {
    const body = await detail(moderator.api, entries.drill);
    expect(body.case).toMatchObject({ id: entries.drill, noticeCount: 2 });
    expect(body.notices).toHaveLength(2);
    expect(body.notices.map((notice: Json) => notice.reason)).toEqual(['scam_fraud', 'spam']);
    for (const notice of body.notices) {
      expect(notice.notifier.kind).toBe('member');
      expect(notice.notifier).not.toHaveProperty('email');
      expect(notice.explanation).toBe('This is the same advert posted again and again.');
    }
    expect(body.notices[0].notifier.name).toBe('Reporter 1');
    expect(JSON.stringify(body)).not.toContain(reporters[0]?.email);
  });

  it('shows operators the notifiers’ e-mail addresses', async () => {
    const body = await detail(operator.api, entries.drill);
    expect(body.notices.map((notice: Json) => notice.notifier.email)).toEqual([
      reporters[0]?.email,
      reporters[1]?.email,
    ]);
  });

  it('keeps the item as first reported after its owner edits it, beside the item as it stands', async () => {
    const edited = await owner.api.patch(records('listings', items.drill), { title: 'Cordless drill (new battery)' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const body = await detail(moderator.api, entries.drill);
    expect(body.snapshot).toMatchObject({ title: 'Cordless drill', type: 'equipment', status: 'active' });
    expect(body.current).toMatchObject({ title: 'Cordless drill (new battery)', exists: true, status: 'active' });
  });

  it('shows the owner’s standing and their other open entries', async () => {
    const body = await detail(moderator.api, entries.drill);
    expect(body.ownerHistory.member).toMatchObject({ id: owner.id, name: 'Olga Owner', suspended: false });
    expect(body.ownerHistory.member.joined).toBe(owner.record.created);
    expect(body.ownerHistory.decisions).toEqual([]);
    expect(body.ownerHistory.reliability).toMatchObject({ cancellationRate: 0, totalBookings: 1 });
    expect(body.related.map((entry: Json) => entry.id).sort()).toEqual([entries.lessons, entries.profile].sort());
    expect(body.related.find((entry: Json) => entry.id === entries.profile)).toMatchObject({
      kind: 'profile',
      noticeCount: 1,
    });
  });

  it('describes a profile as it stands', async () => {
    const body = await detail(moderator.api, entries.profile);
    expect(body.current).toMatchObject({ displayName: 'Olga Owner', exists: true, status: 'active' });
    expect(body.notices[0]).toMatchObject({ reason: 'other', notifier: { kind: 'member', name: 'Reporter 3' } });
  });
});

describe('own-initiative entries', () => {
  it('opens one entry for an item, and answers the same entry when asked again', async () => {
    const opened = await moderator.api.post(CASES, { kind: 'listing', targetId: items.ladder });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    expect(opened.body).toMatchObject({
      kind: 'listing',
      targetId: items.ladder,
      targetLabel: 'Tall ladder',
      targetOwner: { id: owner.id, name: 'Olga Owner' },
      status: 'open',
      source: 'own_initiative',
      noticeCount: 0,
      reasons: {},
      decision: null,
    });
    const again = await operator.api.post(CASES, { kind: 'listing', targetId: items.ladder });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(opened.body.id);
    entries.ladder = opened.body.id;
    const snapshot = (await detail(moderator.api, entries.ladder)).snapshot;
    expect(snapshot).toMatchObject({ title: 'Tall ladder', type: 'equipment' });
    expect(await queueIds({ kind: 'listing' })).toContain(entries.ladder);
  });

  it('answers the open entry a notice made, leaving it as it was', async () => {
    const answer = await moderator.api.post(CASES, { kind: 'listing', targetId: items.drill });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: entries.drill, source: 'notice', noticeCount: 2 });
  });

  it('refuses an unknown kind or id (400) and an item that does not exist (404)', async () => {
    expectRefusal(
      await moderator.api.post(CASES, { kind: 'booking', targetId: items.drill }),
      400,
      MODERATION_MESSAGES.invalidTarget,
    );
    expectRefusal(await moderator.api.post(CASES, { kind: 'listing' }), 400, MODERATION_MESSAGES.invalidTarget);
    expectRefusal(
      await moderator.api.post(CASES, { kind: 'listing', targetId: 'no/such/id' }),
      400,
      MODERATION_MESSAGES.invalidTarget,
    );
    expectRefusal(
      await moderator.api.post(CASES, { kind: 'profile', targetId: 'nosuchmember000' }),
      404,
      MODERATION_MESSAGES.targetNotFound,
    );
  });
});

describe('after a decision', () => {
  it('shows the decision on the entry, closes it, and adds it to the owner’s history', async () => {
    const decided = await moderator.api.post('/api/moderation/decisions', {
      caseIds: [entries.lessons],
      type: 'suspend_listing',
      facts: 'The listing repeats the same advert posted many times.',
      ground: 'incompatible_content',
      termsClause: 'listings',
      groundExplanation: 'Listings must describe one real offer, not repeat adverts.',
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(201);
    const decisionId = decided.body.decisions[0].id as string;
    const pending = await detail(moderator.api, entries.lessons);
    expect(pending.case.decision).toEqual({ id: decisionId, type: 'suspend_listing', status: 'pending' });

    await new Promise((resolve) => setTimeout(resolve, 1200));
    const committed = await moderator.api.post('/api/moderation/decisions/commit', { batch: decided.body.batch });
    expect(committed.status, JSON.stringify(committed.body)).toBe(200);

    expect(await queueIds({ kind: 'listing' })).not.toContain(entries.lessons);
    const closed = (await queue(moderator.api, { status: 'closed' })).items as Json[];
    expect(closed.map((item) => item.id)).toEqual([entries.lessons]);
    expect(closed[0]).toMatchObject({
      status: 'closed',
      decision: { id: decisionId, type: 'suspend_listing', status: 'committed' },
    });
    expect((await queue(moderator.api, { status: 'all' })).totalItems).toBe(5);

    const body = await detail(moderator.api, entries.drill);
    expect(body.ownerHistory.decisions).toEqual([
      expect.objectContaining({
        id: decisionId,
        type: 'suspend_listing',
        status: 'committed',
        targetLabel: 'Guitar lessons',
      }),
    ]);
    expect(body.related.map((entry: Json) => entry.id)).not.toContain(entries.lessons);
  });
});

describe('the Overview', () => {
  it('counts the open entries of the queue as open reports', async () => {
    const open = (await queue(moderator.api)).totalItems as number;
    expect(open).toBe(4);
    const overview = await moderator.api.get(`${CONSOLE}/overview`);
    expect(overview.status).toBe(200);
    expect(overview.body.openReports).toBe(open);
  });
});

describe('a guest’s notice', () => {
  it('joins the entry only once confirmed, with the guest’s e-mail for operators only', async () => {
    const guest = guestNotifier('Gina Guest');
    const before = lastMailId(mail);
    await reportAsGuest(admin, 'listing', items.drill, guest, { reason: 'unsafe' });
    expect((await detail(moderator.api, entries.drill)).notices).toHaveLength(2);
    expect(await queueIds({ reason: 'unsafe' })).toEqual([]);

    const token = confirmTokenOf(await confirmationMailTo(mail, guest.email, before));
    const confirmed = await admin.guest.post(CONFIRM_NOTICE_ROUTE, { token });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);

    expect(await queueIds({ reason: 'unsafe' })).toEqual([entries.drill]);
    const forModerator = await detail(moderator.api, entries.drill);
    expect(forModerator.case).toMatchObject({ noticeCount: 3, reasons: { scam_fraud: 1, spam: 1, unsafe: 1 } });
    expect(forModerator.notices[2]).toMatchObject({
      reason: 'unsafe',
      notifier: { kind: 'guest', name: 'Gina Guest' },
    });
    expect(forModerator.notices[2].notifier).not.toHaveProperty('email');
    const forOperator = await detail(operator.api, entries.drill);
    expect(forOperator.notices[2].notifier).toEqual({ kind: 'guest', name: 'Gina Guest', email: guest.email });
  });
});
