// Rate limits (issue 7; pb_migrations 1763700000_settings.js, 1763701200_market_rate_limits.js,
// 1763750000_account_and_booking_rate_limits.js): per client IP, fixed windows. A burst of
// sign-ins, account e-mail requests, booking requests, booking changes, messages, reviews or
// record creates gets 429 "Too Many Requests." once its limit is spent, and what it was refused
// is not done; a create window of 10 s opens again after 10 s; a person's ordinary session never
// meets a limit; PARTILHA_RATE_LIMIT_EXEMPT_IPS exempts the addresses it names (test servers that
// make bursts no person makes). Three servers: the ordinary session, the bursts, the exemption.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createListing,
  createUser,
  records,
  request,
  serviceListing,
  superuserApi,
  uniqueEmail,
  type Api,
  type ApiResponse,
  type TestUser,
} from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';
import {
  BOOKINGS_ROUTE,
  cancelRoute,
  dayFromToday,
  detailsRoute,
  listingOf,
  requestBooking,
  statusRoute,
} from './bookings-support';

const TOO_MANY = { status: 429, message: 'Too Many Requests.' };
const REVIEWS_ROUTE = '/api/market/reviews';
/** The `*:create` window (10 s) and a margin for the server's clock, which counts whole seconds. */
const CREATE_WINDOW_MS = 11_500;
/** A developer's shell must not exempt anyone on the servers that check the limits. */
const NOBODY_EXEMPT = { PARTILHA_RATE_LIMIT_EXEMPT_IPS: '' };

let paceServer: TestServer;
let burstServer: TestServer;
let exemptServer: TestServer;

beforeAll(async () => {
  [paceServer, burstServer, exemptServer] = await Promise.all([
    startTestServer({ env: NOBODY_EXEMPT }),
    startTestServer({ env: NOBODY_EXEMPT }),
    startTestServer({ env: { PARTILHA_RATE_LIMIT_EXEMPT_IPS: '127.0.0.1, ::1' } }),
  ]);
});

afterAll(() => Promise.all([paceServer?.stop(), burstServer?.stop(), exemptServer?.stop()]));

/** Sends `count` requests one after another (a client hammering the route); their answers in order. */
async function sendInTurn(count: number, send: (index: number) => Promise<ApiResponse>): Promise<ApiResponse[]> {
  const answers: ApiResponse[] = [];
  for (let index = 0; index < count; index += 1) answers.push(await send(index));
  return answers;
}

/**
 * The answers to one request more than a limit allows: all but the last get through (whatever
 * their own answer), the last is refused with 429 and PocketBase's message.
 */
function expectLimitedAfter(answers: ApiResponse[], allowed: number): void {
  expect(answers).toHaveLength(allowed + 1);
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.slice(0, allowed).filter((status) => status === 429)).toEqual([]);
  const last = answers[allowed]!;
  expect({ status: last.status, message: last.body?.message }).toEqual(TOO_MANY);
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

describe('an ordinary session from one address', () => {
  it('meets no limit: sign-ins, e-mail requests, booking requests and changes, messages, a review', async () => {
    const admin = await superuserApi(paceServer);
    const [owner, renter] = await Promise.all([createUser(admin), createUser(admin)]);
    const listing = await listingOf(owner);
    const answers: ApiResponse[] = [];
    const note = async (answer: Promise<ApiResponse>) => answers.push(await answer);

    await note(
      request(paceServer.url, 'POST', '/api/collections/users/request-password-reset', {
        json: { email: renter.email },
      }),
    );
    await note(
      request(paceServer.url, 'POST', '/api/collections/users/request-verification', {
        json: { email: renter.email },
      }),
    );
    const requests = [];
    for (const offset of [30, 32, 34]) requests.push(await requestBooking(renter, listing, [dayFromToday(offset)]));
    await note(owner.api.post(statusRoute(requests[0]!.id), { status: 'approved' }));
    await note(owner.api.post(statusRoute(requests[1]!.id), { status: 'rejected' }));
    await note(renter.api.post(cancelRoute(requests[2]!.id), { reason: 'Plans changed' }));
    for (let turn = 0; turn < 6; turn += 1) {
      const from = turn % 2 === 0 ? renter : owner;
      await note(
        from.api.post(records('booking_messages'), {
          booking: requests[0]!.id,
          sender: from.id,
          content: `Hi ${turn}`,
        }),
      );
    }
    // Too early to review (the booking is not completed): refused by the rules, not by a limit.
    await note(renter.api.post(REVIEWS_ROUTE, { bookingId: requests[0]!.id, reviewType: 'owner', rating: 5 }));
    await note(createListing(owner.api, serviceListing({ title: 'A second service' })));

    expect(answers.filter((answer) => answer.status === 429)).toEqual([]);
    expect(answers.slice(0, 2).map((answer) => answer.status)).toEqual([204, 204]);
    expect(answers.slice(2, 5).map((answer) => answer.status)).toEqual([200, 200, 200]);
  });
});

describe('a burst from one address', () => {
  let admin: Api;
  let owner: TestUser;
  let renter: TestUser;
  let listing: string;
  let setUpListingAt: number;
  /** Sign-ins to `users` spent before the sign-in burst (createUser signs each user in). */
  const SIGN_INS_BEFORE_THE_BURST = 2;

  beforeAll(async () => {
    admin = await superuserApi(burstServer);
    [owner, renter] = await Promise.all([createUser(admin), createUser(admin)]);
    listing = await listingOf(owner);
    setUpListingAt = Date.now();
  });

  it('of sign-ins is refused after 60 a minute, even with the right password', async () => {
    const wrongPassword = () =>
      request(burstServer.url, 'POST', '/api/collections/users/auth-with-password', {
        json: { identity: renter.email, password: 'not-the-password' },
      });
    // Checking a password is slow (bcrypt); what the limit allows is sent eight at a time.
    const allowed: ApiResponse[] = [];
    for (let sent = 0; sent < 60 - SIGN_INS_BEFORE_THE_BURST; sent += 8) {
      const group = Math.min(8, 60 - SIGN_INS_BEFORE_THE_BURST - sent);
      allowed.push(...(await Promise.all(Array.from({ length: group }, wrongPassword))));
    }
    const attempts = [...allowed, await wrongPassword()];
    const rightPassword = await request(burstServer.url, 'POST', '/api/collections/users/auth-with-password', {
      json: { identity: renter.email, password: renter.password },
    });

    expectLimitedAfter(attempts, 60 - SIGN_INS_BEFORE_THE_BURST);
    expect(attempts[0]!.status).toBe(400);
    expect({ status: rightPassword.status, message: rightPassword.body?.message }).toEqual(TOO_MANY);
  });

  it('of password-reset, verification and e-mail-change requests is refused after 10 a minute each', async () => {
    const resets = await sendInTurn(11, () =>
      request(burstServer.url, 'POST', '/api/collections/users/request-password-reset', {
        json: { email: uniqueEmail('reset') },
      }),
    );
    const verifications = await sendInTurn(11, () =>
      request(burstServer.url, 'POST', '/api/collections/users/request-verification', {
        json: { email: uniqueEmail('verify') },
      }),
    );
    const emailChanges = await sendInTurn(11, () =>
      owner.api.post('/api/collections/users/request-email-change', { newEmail: uniqueEmail('moved') }),
    );

    expectLimitedAfter(resets, 10);
    expectLimitedAfter(verifications, 10);
    expectLimitedAfter(emailChanges, 10);
  });

  it('of booking requests is refused after 20 a minute, and the refused one is not stored', async () => {
    const asked = await sendInTurn(21, (index) =>
      renter.api.post(BOOKINGS_ROUTE, {
        listingId: listing,
        selectedDates: [dayFromToday(30 + index)],
        hoursPerDay: 2,
      }),
    );
    const stored = await admin.get(records('bookings'), { filter: `listing = "${listing}"`, perPage: 50 });

    expectLimitedAfter(asked, 20);
    expect(asked[0]!.status).toBe(200);
    expect(stored.body.totalItems).toBe(20);
  });

  it('of status changes, detail edits and cancellations is refused after 60 a minute, all routes together', async () => {
    const bookingIds = ['aaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbb', 'ccccccccccccccc'];
    const routes = [statusRoute, detailsRoute, cancelRoute];
    const changes = await sendInTurn(61, (index) =>
      owner.api.post(routes[index % 3]!(bookingIds[index % 3]!), { status: 'approved', reason: 'x' }),
    );

    expectLimitedAfter(changes, 60);
  });

  it('of booking messages is refused after 30 a minute, and the refused one is not stored', async () => {
    const { body: bookings } = await admin.get(records('bookings'), { filter: `listing = "${listing}"`, perPage: 1 });
    const bookingId = bookings.items[0].id as string;
    const sent = await sendInTurn(31, (index) =>
      renter.api.post(records('booking_messages'), { booking: bookingId, sender: renter.id, content: `No. ${index}` }),
    );
    const stored = await admin.get(records('booking_messages'), { filter: `booking = "${bookingId}"` });

    expectLimitedAfter(sent, 30);
    expect(sent[0]!.status).toBe(200);
    expect(stored.body.totalItems).toBe(30);
  });

  it('of reviews is refused after 10 a minute', async () => {
    const reviews = await sendInTurn(11, () =>
      renter.api.post(REVIEWS_ROUTE, { bookingId: 'aaaaaaaaaaaaaaa', reviewType: 'owner', rating: 5 }),
    );

    expectLimitedAfter(reviews, 10);
  });

  it('of record creates is refused after 60 in 10 s, and allowed again once the 10 s have passed', async () => {
    // The set-up's listing opened a 10 s window of listing creates: start the burst after it.
    await wait(Math.max(0, setUpListingAt + CREATE_WINDOW_MS - Date.now()));
    const burstStart = Date.now();
    const created = await sendInTurn(61, (index) =>
      createListing(owner.api, serviceListing({ title: `Service number ${index}` })),
    );
    await wait(Math.max(0, burstStart + CREATE_WINDOW_MS - Date.now()));
    const afterTheWindow = await createListing(owner.api, serviceListing({ title: 'After the window' }));

    expectLimitedAfter(created, 60);
    expect(created.slice(0, 60).every((answer) => answer.status === 200)).toBe(true);
    expect(afterTheWindow.status).toBe(200);
  }, 40_000);
});

describe('PARTILHA_RATE_LIMIT_EXEMPT_IPS', () => {
  it('lets the addresses it names through any burst, and shows them in the settings', async () => {
    const admin = await superuserApi(exemptServer);
    const { body: settings } = await admin.get('/api/settings');
    const signIns = await sendInTurn(70, () =>
      request(exemptServer.url, 'POST', '/api/collections/users/auth-with-password', {
        json: { identity: 'nobody@partilha.test', password: 'not-the-password' },
      }),
    );
    const bookingRequests = await sendInTurn(30, () => request(exemptServer.url, 'POST', BOOKINGS_ROUTE, { json: {} }));

    expect(settings.rateLimits).toMatchObject({ enabled: true, excludedIPs: ['127.0.0.1', '::1'] });
    expect([...signIns, ...bookingRequests].filter((answer) => answer.status === 429)).toEqual([]);
  });
});
