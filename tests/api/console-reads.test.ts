// The console's read routes (docs/console-api.md "Routes", issue 14) against a real server:
// answers, filters, paging, sorting and counts of each table; what moderators must not read;
// members' and guests' tokens refused; hostile query values answered 400 or safely, never 500;
// each Overview figure equal to the table its card opens. The server runs with a test clock
// (lib/booking-clock.ts), real time unless a test sets it.
import {
  addDays,
  BOOKING_STATUSES,
  CONSOLE_ACTIONS,
  CONSOLE_MESSAGES,
  consoleActionsOf,
  daysInMonth,
  toIsoDate,
  toLisbonParts,
} from '@partilha/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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
import { dayFromToday, expectRefusal, moveBooking, requestBooking } from './bookings-support';
import { CONSOLE, createModerator, getRaw } from './console-reads-support';
import { NOTICES_ROUTE, noticeBody } from './moderation-support';
import { bookingIn, reviewBody, submitReview } from './reviews-support';

let server: TestServer;
let clock: TestClock;
let admin: Api;
let operator: TestUser;
let moderator: TestUser;
let owner: TestUser;
let renter: TestUser;
let member: TestUser;
const listings: Record<string, string> = {};
const bookings: Record<string, string> = {};

const READ_ROUTES = [
  '/session',
  '/overview',
  '/subscriptions',
  '/subscriptions/export',
  '/bookings',
  '/bookings/export',
  '/members',
  '/listings',
  '/audit',
  '/audit/export',
];
const OPERATOR_ONLY = ['/subscriptions', '/subscriptions/export', '/bookings/export', '/audit/export'];

/** A booking stored as the superuser, with the fields a table shows. */
async function storedBooking(fields: Record<string, unknown>): Promise<string> {
  const response = await admin.post(records('bookings'), {
    renter: renter.id,
    owner: owner.id,
    hoursPerDay: 2,
    paymentStatus: 'pending',
    ...fields,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.id as string;
}

async function subscribe(email: string): Promise<string> {
  const response = await operator.api.post(records('subscriptions'), { email });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.id as string;
}

/** The server's "now"; null for the real clock. */
beforeAll(async () => {
  clock = createTestClock();
  server = await startTestServer({ rateLimitExempt: true, env: { PARTILHA_TEST_CLOCK_FILE: clock.file } });
  admin = await superuserApi(server);
  operator = await createUser(admin, { role: 'operator', profile: { displayName: 'Otto Operator' } });
  [owner, renter, member] = await Promise.all([
    createUser(admin, { profile: { displayName: 'Olga Owner', city: 'Porto', phoneNumber: '+351 912 345 678' } }),
    createUser(admin, { profile: { displayName: 'Rui Renter', city: 'Lisboa' } }),
    createUser(admin, { profile: { displayName: 'Mia Member', city: 'Braga' } }),
  ]);
  moderator = await createModerator(admin, operator);

  const drill = await createListing(owner.api, equipmentListing({ title: 'Cordless drill', city: 'Porto' }));
  const lessons = await createListing(owner.api, serviceListing({ title: 'Guitar lessons', city: 'Lisboa' }));
  listings.drill = drill.body.id;
  listings.lessons = lessons.body.id;

  bookings.pendingDrill = await storedBooking({
    listing: listings.drill,
    listingType: 'equipment',
    listingTitle: 'Cordless drill',
    status: 'pending',
    startDate: '2026-12-01',
    endDate: '2026-12-03',
    totalPrice: 30,
  });
  bookings.lateLessons = await storedBooking({
    listing: listings.lessons,
    listingType: 'service',
    listingTitle: 'Guitar lessons',
    status: 'cancelled',
    startDate: '2026-12-10',
    endDate: '2026-12-10',
    totalPrice: 50,
    isLateCancellation: true,
    cancelledAt: new Date().toISOString(),
    cancellationReason: 'Sick',
  });
  bookings.approvedLessons = await storedBooking({
    listing: listings.lessons,
    listingType: 'service',
    listingTitle: 'Guitar lessons',
    status: 'approved',
    startDate: '2026-12-20',
    endDate: '2026-12-21',
    totalPrice: 100,
  });

  for (const email of ['ana@example.pt', 'bruno@example.pt', 'carla@sapo.pt']) await subscribe(email);
}, 120_000);

afterAll(() => {
  server?.stop();
  clock?.remove();
});

describe('who may read', () => {
  it.each(READ_ROUTES)('GET %s refuses guests (401) and members (403) with the contract texts', async (route) => {
    expectRefusal(await admin.guest.get(`${CONSOLE}${route}`), 401, CONSOLE_MESSAGES.signInRequired);
    expectRefusal(await member.api.get(`${CONSOLE}${route}`), 403, CONSOLE_MESSAGES.noAccess);
  });

  it.each(OPERATOR_ONLY)('GET %s is for operators only', async (route) => {
    expectRefusal(await moderator.api.get(`${CONSOLE}${route}`), 403, CONSOLE_MESSAGES.operatorsOnly);
  });

  it('refuses the detail routes to members and guests too', async () => {
    for (const route of [`/bookings/${bookings.pendingDrill}`, `/members/${owner.id}`]) {
      expectRefusal(await admin.guest.get(`${CONSOLE}${route}`), 401, CONSOLE_MESSAGES.signInRequired);
      expectRefusal(await owner.api.get(`${CONSOLE}${route}`), 403, CONSOLE_MESSAGES.noAccess);
    }
  });
});

describe('GET /api/console/session', () => {
  it('names the staff member and the actions of their role', async () => {
    const asOperator = await operator.api.get(`${CONSOLE}/session`);
    expect(asOperator.body).toEqual({
      user: { id: operator.id, displayName: 'Otto Operator', email: operator.email, role: 'operator' },
      actions: [...CONSOLE_ACTIONS],
    });
    const asModerator = await moderator.api.get(`${CONSOLE}/session`);
    expect(asModerator.body.user).toMatchObject({ id: moderator.id, role: 'moderator' });
    expect(asModerator.body.actions).toEqual(consoleActionsOf('moderator'));
  });

  it('lets a superuser in as an operator, recorded as superuser', async () => {
    const response = await admin.get(`${CONSOLE}/session`);
    expect(response.status).toBe(200);
    expect(response.body.user.role).toBe('superuser');
    expect(response.body.actions).toEqual([...CONSOLE_ACTIONS]);
  });
});

describe('GET /api/console/overview', () => {
  it('counts members, listings, this week’s bookings, late cancellations and subscriptions', async () => {
    const { status, body } = await operator.api.get(`${CONSOLE}/overview`);
    expect(status).toBe(200);
    // operator, owner, renter, member, moderator: all created this week.
    expect(body.members).toEqual({ total: 5, newThisWeek: 5, suspended: 0 });
    expect(body.listings).toEqual({ active: 2, suspended: 0 });
    expect(body.bookingsThisWeek).toEqual({
      pending: 1,
      negotiating: 0,
      approved: 1,
      rejected: 0,
      cancelled: 1,
      completed: 0,
    });
    expect(body.lateCancellationsThisMonth).toBe(1);
    expect(body.openReports).toBe(0);
    expect(body.subscriptions).toEqual({ active: 3, unsubscribed: 0 });
  });

  it('gives moderators no subscription figures', async () => {
    const { status, body } = await moderator.api.get(`${CONSOLE}/overview`);
    expect(status).toBe(200);
    expect(body.subscriptions).toBeNull();
    expect(body.members.total).toBe(5);
  });
});

describe('GET /api/console/subscriptions', () => {
  it('lists sign-ups newest first with paging totals', async () => {
    const { body } = await operator.api.get(`${CONSOLE}/subscriptions`, { perPage: 2 });
    expect(body).toMatchObject({ page: 1, perPage: 2, totalItems: 3, totalPages: 2 });
    expect(body.items.map((item: Json) => item.email)).toEqual(['carla@sapo.pt', 'bruno@example.pt']);
    expect(Object.keys(body.items[0]).sort()).toEqual(['created', 'email', 'id', 'status']);
    const second = await operator.api.get(`${CONSOLE}/subscriptions`, { perPage: 2, page: 2 });
    expect(second.body.items.map((item: Json) => item.email)).toEqual(['ana@example.pt']);
    const beyond = await operator.api.get(`${CONSOLE}/subscriptions`, { perPage: 2, page: 9 });
    expect(beyond.body).toMatchObject({ items: [], totalItems: 3, page: 9 });
  });

  it('filters by a case-insensitive part of the address and by status, and sorts by e-mail', async () => {
    const found = await operator.api.get(`${CONSOLE}/subscriptions`, { q: 'EXAMPLE', sort: 'email' });
    expect(found.body.items.map((item: Json) => item.email)).toEqual(['ana@example.pt', 'bruno@example.pt']);
    const unsubscribed = await operator.api.get(`${CONSOLE}/subscriptions`, { status: 'unsubscribed' });
    expect(unsubscribed.body.totalItems).toBe(0);
    const byEmailDescending = await operator.api.get(`${CONSOLE}/subscriptions`, { sort: '-email' });
    expect(byEmailDescending.body.items[0].email).toBe('carla@sapo.pt');
  });
});

describe('GET /api/console/bookings', () => {
  const ids = (body: Json) => (body.items as Json[]).map((item) => item.id);

  it('lists every booking with its listing, city and parties, newest first', async () => {
    const { status, body } = await moderator.api.get(`${CONSOLE}/bookings`);
    expect(status).toBe(200);
    expect(ids(body)).toEqual([bookings.approvedLessons, bookings.lateLessons, bookings.pendingDrill]);
    expect(body.items[2]).toMatchObject({
      id: bookings.pendingDrill,
      listingId: listings.drill,
      listingTitle: 'Cordless drill',
      listingType: 'equipment',
      city: 'Porto',
      renter: { id: renter.id, displayName: 'Rui Renter' },
      owner: { id: owner.id, displayName: 'Olga Owner' },
      status: 'pending',
      totalPrice: 30,
      isLateCancellation: false,
      cancelledAt: '',
    });
    expect(body.items[2].startDate.slice(0, 10)).toBe('2026-12-01');
    expect(body.countsByStatus).toEqual({
      pending: 1,
      negotiating: 0,
      approved: 1,
      rejected: 0,
      cancelled: 1,
      completed: 0,
    });
  });

  it('filters by status, keeping the counts of every status under the other filters', async () => {
    const { body } = await operator.api.get(`${CONSOLE}/bookings`, { status: 'approved', type: 'service' });
    expect(ids(body)).toEqual([bookings.approvedLessons]);
    expect(body.totalItems).toBe(1);
    expect(body.countsByStatus).toMatchObject({ approved: 1, cancelled: 1, pending: 0 });
  });

  it('filters by dates that overlap, late cancellations, city and a name or title', async () => {
    const overlap = await operator.api.get(`${CONSOLE}/bookings`, { from: '2026-12-03', to: '2026-12-10' });
    expect(ids(overlap.body).sort()).toEqual([bookings.lateLessons, bookings.pendingDrill].sort());
    const late = await operator.api.get(`${CONSOLE}/bookings`, { late: 'true' });
    expect(ids(late.body)).toEqual([bookings.lateLessons]);
    expect(late.body.items[0]).toMatchObject({ isLateCancellation: true, status: 'cancelled' });
    // A listing's city is its owner's (Porto), whatever the form said.
    const porto = await operator.api.get(`${CONSOLE}/bookings`, { city: 'PORTO' });
    expect(porto.body.totalItems).toBe(3);
    const lisboa = await operator.api.get(`${CONSOLE}/bookings`, { city: 'Lisboa' });
    expect(lisboa.body.totalItems).toBe(0);
    const byRenter = await operator.api.get(`${CONSOLE}/bookings`, { q: 'rui ren' });
    expect(byRenter.body.totalItems).toBe(3);
    const byTitle = await operator.api.get(`${CONSOLE}/bookings`, { q: 'DRILL' });
    expect(ids(byTitle.body)).toEqual([bookings.pendingDrill]);
  });

  it('sorts by a whitelisted field and pages', async () => {
    const cheapest = await operator.api.get(`${CONSOLE}/bookings`, { sort: 'totalPrice', perPage: 1, page: 2 });
    expect(cheapest.body).toMatchObject({ totalItems: 3, totalPages: 3, page: 2 });
    expect(ids(cheapest.body)).toEqual([bookings.lateLessons]);
  });
});

describe('GET /api/console/bookings/{id}', () => {
  it('shows a booking with its listing, both parties, messages and status history', async () => {
    const start = dayFromToday(20);
    const requested = await requestBooking(renter, listings.lessons as string, [start]);
    const sent = await renter.api.post(records('booking_messages'), {
      booking: requested.id,
      sender: renter.id,
      content: 'Is 10:00 fine?',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    await moveBooking(owner, requested.id, 'approved');

    const { status, body } = await moderator.api.get(`${CONSOLE}/bookings/${requested.id}`);
    expect(status).toBe(200);
    expect(body.booking).toMatchObject({
      id: requested.id,
      listingId: listings.lessons,
      status: 'approved',
      selectedDates: [start],
      hoursPerDay: 2,
    });
    expect(body.listing).toMatchObject({
      id: listings.lessons,
      title: 'Guitar lessons',
      type: 'service',
      status: 'active',
    });
    expect(body.renter).toMatchObject({ id: renter.id, displayName: 'Rui Renter', suspended: false });
    expect(body.renter).not.toHaveProperty('email');
    expect(body.owner).not.toHaveProperty('phoneNumber');
    expect(body.owner.totalBookings).toBeGreaterThanOrEqual(4);
    expect(body.messages).toEqual([
      expect.objectContaining({ sender: renter.id, senderName: 'Rui Renter', content: 'Is 10:00 fine?' }),
    ]);
    expect(body.history.map((entry: Json) => [entry.fromStatus, entry.toStatus, entry.actorRole])).toEqual([
      ['', 'pending', 'renter'],
      ['pending', 'approved', 'owner'],
    ]);
  });

  it('answers 404 for an unknown booking', async () => {
    expectRefusal(await operator.api.get(`${CONSOLE}/bookings/aaaaaaaaaaaaaaa`), 404, CONSOLE_MESSAGES.notFound);
  });
});

describe('GET /api/console/members', () => {
  it('shows contact details to operators only', async () => {
    const asOperator = await operator.api.get(`${CONSOLE}/members`, { q: 'olga' });
    expect(asOperator.body.items).toEqual([
      expect.objectContaining({
        id: owner.id,
        displayName: 'Olga Owner',
        email: owner.email,
        phoneNumber: '+351 912 345 678',
        role: 'user',
        city: 'Porto',
        listingsCount: 2,
        suspended: false,
      }),
    ]);
    const asModerator = await moderator.api.get(`${CONSOLE}/members`, { q: 'olga' });
    expect(asModerator.body.items).toHaveLength(1);
    expect(asModerator.body.items[0]).not.toHaveProperty('email');
    expect(asModerator.body.items[0]).not.toHaveProperty('phoneNumber');
  });

  it('matches e-mail addresses for operators only, and refuses a moderator’s sort by e-mail', async () => {
    const local = owner.email.split('@')[0] as string;
    expect((await operator.api.get(`${CONSOLE}/members`, { q: local })).body.totalItems).toBe(1);
    expect((await moderator.api.get(`${CONSOLE}/members`, { q: local })).body.totalItems).toBe(0);
    expect((await operator.api.get(`${CONSOLE}/members`, { sort: 'email' })).status).toBe(200);
    expectRefusal(await moderator.api.get(`${CONSOLE}/members`, { sort: 'email' }), 400, CONSOLE_MESSAGES.invalidQuery);
  });

  it('filters by role, city, joining days and suspension, and sorts by listings', async () => {
    const staff = await operator.api.get(`${CONSOLE}/members`, { role: 'moderator' });
    expect(staff.body.items.map((item: Json) => item.id)).toEqual([moderator.id]);
    const braga = await operator.api.get(`${CONSOLE}/members`, { city: 'braga' });
    expect(braga.body.items.map((item: Json) => item.id)).toEqual([member.id]);
    const today = dayFromToday(0);
    expect((await operator.api.get(`${CONSOLE}/members`, { joinedFrom: today })).body.totalItems).toBe(5);
    expect((await operator.api.get(`${CONSOLE}/members`, { joinedTo: dayFromToday(-1) })).body.totalItems).toBe(0);
    expect((await operator.api.get(`${CONSOLE}/members`, { suspended: 'true' })).body.totalItems).toBe(0);
    const mostListings = await operator.api.get(`${CONSOLE}/members`, { sort: '-listingsCount', perPage: 1 });
    expect(mostListings.body.items[0].id).toBe(owner.id);
    expect(mostListings.body).toMatchObject({ totalItems: 5, totalPages: 5 });
  });
});

describe('GET /api/console/members/{id}', () => {
  it('shows a member with standing, listings, bookings both ways and reviews', async () => {
    const { status, body } = await moderator.api.get(`${CONSOLE}/members/${owner.id}`);
    expect(status).toBe(200);
    expect(body.member).toMatchObject({
      id: owner.id,
      displayName: 'Olga Owner',
      suspendedReason: '',
      lateCancellations: 0,
    });
    expect(body.member).not.toHaveProperty('email');
    expect(body.listings.map((listing: Json) => listing.title)).toEqual(['Guitar lessons', 'Cordless drill']);
    expect(body.listings[0]).toEqual(
      expect.objectContaining({ id: listings.lessons, type: 'service', status: 'active', ownerSuspended: false }),
    );
    expect(body.bookingsAsRenter).toEqual([]);
    expect(body.bookingsAsOwner.length).toBe(4);
    expect(body.bookingsAsOwner[0].renter).toEqual({ id: renter.id, displayName: 'Rui Renter' });
    expect(body.reviews).toEqual({ written: [], received: [] });
    const asOperator = await operator.api.get(`${CONSOLE}/members/${owner.id}`);
    expect(asOperator.body.member.email).toBe(owner.email);
  });

  it('answers 404 for an unknown member', async () => {
    expectRefusal(await operator.api.get(`${CONSOLE}/members/zzzzzzzzzzzzzzz`), 404, CONSOLE_MESSAGES.notFound);
  });
});

describe('GET /api/console/listings', () => {
  it('lists listings with their owner, filtered and sorted', async () => {
    const { body } = await moderator.api.get(`${CONSOLE}/listings`, { owner: owner.id, sort: 'title' });
    expect(body.items.map((item: Json) => item.title)).toEqual(['Cordless drill', 'Guitar lessons']);
    expect(body.items[0]).toMatchObject({
      id: listings.drill,
      type: 'equipment',
      city: 'Porto',
      status: 'active',
      ownerSuspended: false,
      suspendedReason: '',
      owner: { id: owner.id, displayName: 'Olga Owner' },
      image: '',
    });
    const services = await operator.api.get(`${CONSOLE}/listings`, { type: 'service', q: 'GUITAR' });
    expect(services.body.items.map((item: Json) => item.id)).toEqual([listings.lessons]);
    const suspended = await operator.api.get(`${CONSOLE}/listings`, { status: 'suspended' });
    expect(suspended.body.totalItems).toBe(0);
  });
});

describe('GET /api/console/audit', () => {
  it('shows operators every entry, newest first, and moderators the moderation entries only', async () => {
    const suspended = await moderator.api.post(`${CONSOLE}/listings/${listings.drill}/suspension`, {
      suspended: true,
      reason: 'Counterfeit brand',
    });
    expect(suspended.status, JSON.stringify(suspended.body)).toBe(200);

    const all = await operator.api.get(`${CONSOLE}/audit`);
    expect(all.body.items.map((item: Json) => item.action)).toEqual(['listing.suspend', 'member.role']);
    expect(all.body.items[0]).toMatchObject({
      actor: moderator.id,
      actorRole: 'moderator',
      category: 'moderation',
      targetCollection: 'listings',
      targetId: listings.drill,
      reason: 'Counterfeit brand',
    });
    expect(all.body.items[1]).toMatchObject({
      action: 'member.role',
      targetId: moderator.id,
      category: 'administration',
    });

    const moderation = await moderator.api.get(`${CONSOLE}/audit`);
    expect(moderation.body.items.map((item: Json) => item.action)).toEqual(['listing.suspend']);
    // Asking for an administration entry by name does not reach past the category.
    const asked = await moderator.api.get(`${CONSOLE}/audit`, { action: 'member.role' });
    expect(asked.body).toMatchObject({ items: [], totalItems: 0 });
  });

  it('filters by action, target, actor, day and text', async () => {
    const byTarget = await operator.api.get(`${CONSOLE}/audit`, { targetCollection: 'users', targetId: moderator.id });
    expect(byTarget.body.items.map((item: Json) => item.action)).toEqual(['member.role']);
    const byActor = await operator.api.get(`${CONSOLE}/audit`, { actor: moderator.id });
    expect(byActor.body.totalItems).toBe(1);
    const byText = await operator.api.get(`${CONSOLE}/audit`, { q: 'counterfeit' });
    expect(byText.body.items.map((item: Json) => item.action)).toEqual(['listing.suspend']);
    const yesterday = await operator.api.get(`${CONSOLE}/audit`, { to: dayFromToday(-1) });
    expect(yesterday.body.totalItems).toBe(0);
    const today = await operator.api.get(`${CONSOLE}/audit`, { from: dayFromToday(0), action: 'listing.suspend' });
    expect(today.body.totalItems).toBe(1);
  });

  it('counts a suspended listing in the overview and the listings table', async () => {
    const overview = await operator.api.get(`${CONSOLE}/overview`);
    expect(overview.body.listings).toEqual({ active: 1, suspended: 1 });
    const table = await operator.api.get(`${CONSOLE}/listings`, { status: 'suspended' });
    expect(table.body.items).toEqual([
      expect.objectContaining({ id: listings.drill, status: 'suspended', suspendedReason: 'Counterfeit brand' }),
    ]);
  });
});

describe('open reports in the overview', () => {
  // Every report is a notice (docs/moderation-api.md); the overview counts the moderation queue's
  // open entries: one per reported item, however many notices, until a decision closes it.
  it('counts one open entry per reported item, however many notices', async () => {
    const completed = await bookingIn(admin, { owner, renter, listing: listings.lessons, status: 'completed' });
    const review = await submitReview(renter, reviewBody(completed, 'owner'));
    const report = (user: TestUser, kind: 'review' | 'listing', id: string) =>
      user.api.post(NOTICES_ROUTE, noticeBody(kind, id, { explanation: 'Not what happened' }));

    const first = await report(member, 'review', review.id);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect((await moderator.api.get(`${CONSOLE}/overview`)).body.openReports).toBe(1);
    expect((await report(owner, 'review', review.id)).status).toBe(201);
    expect((await moderator.api.get(`${CONSOLE}/overview`)).body.openReports).toBe(1);
    expect((await report(member, 'listing', listings.lessons!)).status).toBe(201);
    expect((await moderator.api.get(`${CONSOLE}/overview`)).body.openReports).toBe(2);

    // Hiding the review outside the queue decides nothing: its entry waits for a moderator.
    const hidden = await operator.api.patch(records('reviews', review.id), { status: 'hidden' });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    expect((await moderator.api.get(`${CONSOLE}/overview`)).body.openReports).toBe(2);
  });
});

describe('hostile query values', () => {
  const HOSTILE: Record<string, string>[] = [
    { page: '0' },
    { page: '-1' },
    { page: '99999999999999999999999' },
    { page: '1e3' },
    { perPage: '201' },
    { perPage: '0' },
    { perPage: 'NaN' },
    { sort: 'password' },
    { sort: 'created; DROP TABLE users' },
    { sort: '-created,-id' },
    { sort: '(SELECT 1)' },
    { status: "active' OR '1'='1" },
    { from: '2026-02-30' },
    { from: "2026-01-01' OR 1=1 --" },
    { from: '2026-12-10', to: '2026-12-01' },
    { late: 'yes' },
    { role: 'superuser' },
    { owner: "x' OR owner != '" },
    { action: 'member.delete' },
    { q: 'x'.repeat(201) },
  ];
  const SAFE_TEXT = ["'; DROP TABLE bookings; --", '%', '_', '" OR 1=1 --', '\\', '\u0000', 'ção'];
  const TABLES = ['/subscriptions', '/bookings', '/members', '/listings', '/audit'];

  it('answers 400 with invalidQuery or a normal page, never a 500', async () => {
    for (const route of TABLES) {
      for (const query of HOSTILE) {
        const response = await operator.api.get(`${CONSOLE}${route}`, query);
        expect(response.status, `${route} ${JSON.stringify(query)}`).not.toBe(500);
        if (response.status === 400) expect(response.body.message).toBe(CONSOLE_MESSAGES.invalidQuery);
        else expect(response.status, `${route} ${JSON.stringify(query)}`).toBe(200);
      }
    }
  });

  it('refuses each kind of bad value with invalidQuery', async () => {
    const bad: Record<string, string>[] = [
      { page: '0' },
      { perPage: '500' },
      { sort: 'password' },
      { from: '2026-13-01' },
      { requestedFrom: '2026-02-30' },
      { requestedFrom: '2026-12-10', requestedTo: '2026-12-01' },
      { cancelledFrom: "2026-01-01' OR 1=1 --" },
      { cancelledTo: 'yesterday' },
    ];
    for (const query of bad) {
      expectRefusal(await operator.api.get(`${CONSOLE}/bookings`, query), 400, CONSOLE_MESSAGES.invalidQuery);
    }
    for (const query of bad.slice(-4)) {
      const answer = await getRaw(operator.api, `${CONSOLE}/bookings/export`, query);
      expect(answer.status, JSON.stringify(query)).toBe(400);
    }
  });

  it('searches SQL-looking and wildcard text literally', async () => {
    for (const route of TABLES) {
      for (const q of SAFE_TEXT) {
        const response = await operator.api.get(`${CONSOLE}${route}`, { q });
        expect(response.status, `${route} q=${JSON.stringify(q)}`).toBe(200);
        expect(response.body.totalItems, `${route} q=${JSON.stringify(q)}`).toBe(0);
      }
    }
    // The tables are all still there.
    expect((await operator.api.get(`${CONSOLE}/bookings`)).body.totalItems).toBeGreaterThan(0);
  });
});

describe('Overview figures equal the table each card opens', () => {
  const DAY = 86_400_000;
  const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

  /** Monday to Sunday of the Lisbon week of `now`, as the console's cards put it in the link. */
  function lisbonWeekOf(now: Date): { from: string; to: string } {
    const today = toLisbonParts(now);
    const from = addDays(toIsoDate(today), -((today.weekday + 6) % 7));
    return { from, to: addDays(from, 6) };
  }

  /** The Overview's "bookings this week", checked against the table filtered on requests this week. */
  async function weekFiguresMatchTable(now: Date): Promise<Record<string, number>> {
    const week = lisbonWeekOf(now);
    const requested = { requestedFrom: week.from, requestedTo: week.to };
    const overview = await operator.api.get(`${CONSOLE}/overview`);
    const table = await operator.api.get(`${CONSOLE}/bookings`, { ...requested, perPage: 1 });
    expect(table.status, JSON.stringify(table.body)).toBe(200);
    expect(table.body.countsByStatus).toEqual(overview.body.bookingsThisWeek);
    for (const status of BOOKING_STATUSES) {
      const byStatus = await operator.api.get(`${CONSOLE}/bookings`, { ...requested, status, perPage: 1 });
      expect(byStatus.body.totalItems, status).toBe(overview.body.bookingsThisWeek[status]);
    }
    return overview.body.bookingsThisWeek as Record<string, number>;
  }

  afterEach(() => clock.set(null));

  it('counts this week’s requests as the Bookings table filtered on requests this week', async () => {
    // Every booking of this file was requested today, whatever days it books.
    const everything = await operator.api.get(`${CONSOLE}/bookings`, { perPage: 1 });
    const now = new Date();
    expect(sum(await weekFiguresMatchTable(now))).toBe(everything.body.totalItems);
    // A week on, and a week back, none of them was requested "this week": card and table say 0.
    for (const shift of [7, -7]) {
      const moved = new Date(now.getTime() + shift * DAY);
      clock.set(moved);
      expect(sum(await weekFiguresMatchTable(moved)), `${shift} days`).toBe(0);
    }
  });

  it('counts this month’s late cancellations as the late Bookings cancelled this month', async () => {
    // July 2031 in Lisbon (summer, UTC+1): 30 Jun 23:00 UTC to 31 Jul 23:00 UTC.
    clock.set(new Date('2031-07-15T12:00:00Z'));
    const cancelledAt = async (instant: string, isLateCancellation = true) =>
      storedBooking({
        listing: listings.lessons,
        listingType: 'service',
        listingTitle: 'Guitar lessons',
        status: 'cancelled',
        startDate: '2031-08-10',
        endDate: '2031-08-10',
        totalPrice: 50,
        isLateCancellation,
        cancelledAt: instant,
        cancellationReason: 'Travel',
      });
    await cancelledAt('2031-06-30T22:59:00Z'); // 30 June 23:59 in Lisbon: last month
    const first = await cancelledAt('2031-06-30T23:00:00Z'); // 1 July 00:00 in Lisbon
    const last = await cancelledAt('2031-07-31T22:59:00Z'); // 31 July 23:59 in Lisbon
    await cancelledAt('2031-07-31T23:00:00Z'); // 1 August 00:00 in Lisbon: next month
    await cancelledAt('2031-07-10T10:00:00Z', false); // this month, but not late

    const overview = await operator.api.get(`${CONSOLE}/overview`);
    const month = { cancelledFrom: '2031-07-01', cancelledTo: `2031-07-${daysInMonth(2031, 7)}` };
    const table = await operator.api.get(`${CONSOLE}/bookings`, { late: 'true', ...month });
    expect(table.status, JSON.stringify(table.body)).toBe(200);
    expect((table.body.items as Json[]).map((item) => item.id).sort()).toEqual([first, last].sort());
    expect(overview.body.lateCancellationsThisMonth).toBe(2);
    expect(table.body.totalItems).toBe(overview.body.lateCancellationsThisMonth);

    // The export of that table holds the same rows (BOM + header + 2 lines).
    const exported = await getRaw(operator.api, `${CONSOLE}/bookings/export`, { late: 'true', ...month });
    expect(exported.status).toBe(200);
    const lines = exported.bytes.toString('utf8').trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    // Only an upper bound still leaves out bookings never cancelled.
    const untilJuly = await operator.api.get(`${CONSOLE}/bookings`, { cancelledTo: month.cancelledTo });
    expect((untilJuly.body.items as Json[]).every((item) => item.cancelledAt !== '')).toBe(true);
  });
});
