// Suspending a member (POST /api/console/members/{id}/suspension): they cannot sign in and read
// why, their tokens stop working, their listings leave search, availability and booking, and their
// suspension is private to them and staff. Reinstating undoes it.
import { BOOKING_MESSAGES, suspendedAccountMessage } from '@partilha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createListing,
  createUser,
  records,
  request,
  serviceListing,
  signIn,
  superuserApi,
  type Api,
  type TestUser,
} from '../support/api-client';
import { oidcServerEnv, signInOverHttp, startOidcServer, type OidcTestServer } from '../support/oidc-server';
import { startTestServer, type TestServer } from '../support/pocketbase';
import { BOOKINGS_ROUTE, availabilityRoute, dayFromToday, daysFromToday, expectRefusal } from './bookings-support';
import { createPerson, listingSuspensionRoute, memberRoute } from './console-actions-support';

const REASON = 'Repeated no-shows reported by renters';
const TITLES = ['Suspensible kayak tour', 'Suspensible bike repair', 'Suspensible piano lesson'];

let oidc: OidcTestServer;
let server: TestServer;
let admin: Api;
let operator: TestUser;
let moderator: TestUser;
let member: TestUser;
let renter: TestUser;
let listingIds: string[];

function searchFor(text: string) {
  return admin.guest.get('/api/market/search', { search: text, perPage: 50 });
}

async function foundTitles(): Promise<string[]> {
  const { body } = await searchFor('Suspensible');
  return (body.items as { title: string }[]).map((item) => item.title).sort();
}

function signInAttempt(email: string, password: string) {
  return request(server.url, 'POST', '/api/collections/users/auth-with-password', {
    json: { identity: email, password },
  });
}

beforeAll(async () => {
  oidc = await startOidcServer();
  server = await startTestServer({ env: oidcServerEnv(oidc) });
  admin = await superuserApi(server);
  [operator, moderator, member, renter] = await Promise.all([
    createPerson(admin, 'operator', 'Olívia Operator'),
    createPerson(admin, 'moderator', 'Mário Moderator'),
    createPerson(admin, 'user', 'Sérgio Suspended'),
    createPerson(admin, 'user', 'Rita Renter'),
  ]);
  listingIds = [];
  for (const title of TITLES) listingIds.push((await createListing(member.api, serviceListing({ title }))).body.id);
  // The third listing is suspended on its own: reinstating its owner must not bring it back.
  const own = await moderator.api.post(listingSuspensionRoute(listingIds[2]!), {
    suspended: true,
    reason: 'Copied text',
  });
  expect(own.status).toBe(200);
});

afterAll(async () => {
  await server?.stop();
  await oidc?.stop();
});

/** The OpenID Connect sign-in as the website's SDK makes it, minus the popup. */
async function signInWithOidc() {
  const { body: methods } = await admin.guest.get('/api/collections/users/auth-methods');
  const method = methods.oauth2.providers.find((provider: { name: string }) => provider.name === 'oidc');
  const redirectURL = `${server.url}/api/oauth2-redirect`;
  const back = await signInOverHttp(`${method.authURL}${encodeURIComponent(redirectURL)}`);
  return admin.guest.post('/api/collections/users/auth-with-oauth2', {
    provider: 'oidc',
    code: back.searchParams.get('code') ?? '',
    codeVerifier: method.codeVerifier,
    redirectURL,
  });
}

describe('before a suspension', () => {
  it('shows the member their own suspension fields, and nobody else but staff', async () => {
    const own = await member.api.get(records('users', member.id));
    const other = await renter.api.get(records('users', member.id));
    const guestView = await admin.guest.get(records('users', member.id));
    const staffView = await moderator.api.get(records('users', member.id));

    expect(own.body).toMatchObject({ suspended: false, suspendedReason: '' });
    for (const view of [other.body, guestView.body]) {
      for (const field of ['suspended', 'suspendedReason', 'suspendedAt']) expect(view).not.toHaveProperty(field);
    }
    expect(staffView.body).toMatchObject({ suspended: false });
  });

  it('refuses filtering members by their suspension to anyone but superusers', async () => {
    const probe = await renter.api.get(records('users'), { filter: 'suspended = true' });
    expect(probe.status).toBe(400);
  });

  it('finds the member’s active listings', async () => {
    expect(await foundTitles()).toEqual(['Suspensible bike repair', 'Suspensible kayak tour']);
  });
});

describe('a suspended member', () => {
  let oldToken: string;

  beforeAll(async () => {
    oldToken = member.token;
    const response = await moderator.api.post(memberRoute(member.id, 'suspension'), {
      suspended: true,
      reason: REASON,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.suspended).toBe(true);
  });

  it('cannot sign in, and reads why', async () => {
    const attempt = await signInAttempt(member.email, member.password);

    expectRefusal(attempt, 403, suspendedAccountMessage(REASON));
    expect(attempt.body).not.toHaveProperty('token');
  });

  it('still gets the usual answer for a wrong password (the suspension is not revealed)', async () => {
    const attempt = await signInAttempt(member.email, 'not-the-password');
    expect(attempt.status).toBe(400);
  });

  it('can no longer use or refresh a token issued before', async () => {
    const refresh = await request(server.url, 'POST', '/api/collections/users/auth-refresh', { token: oldToken });
    const edit = await member.api.patch(records('users', member.id), { bio: 'Still here' });

    expect(refresh.status).toBe(401);
    expect(refresh.body).not.toHaveProperty('token');
    expect(edit.status).not.toBe(200);
    expect((await admin.get(records('users', member.id))).body.bio).not.toBe('Still here');
  });

  it('shows staff the suspension with its reason, and hides it from others', async () => {
    const staffView = await operator.api.get(records('users', member.id));
    const other = await renter.api.get(records('users', member.id));

    expect(staffView.body).toMatchObject({ suspended: true, suspendedReason: REASON });
    expect(staffView.body.suspendedAt).toMatch(/^\d{4}-\d{2}-\d{2} /);
    expect(other.body).not.toHaveProperty('suspended');
    expect(other.body).not.toHaveProperty('suspendedReason');
  });

  it('has every listing marked and out of search', async () => {
    expect(await foundTitles()).toEqual([]);
    for (const id of listingIds) {
      expect((await admin.guest.get(records('listings', id))).status).toBe(404);
      expect((await renter.api.get(records('listings', id))).status).toBe(404);
      expect((await moderator.api.get(records('listings', id))).body.ownerSuspended).toBe(true);
    }
  });

  it('has listings nobody can book or check availability of, like a missing listing', async () => {
    const range = { from: dayFromToday(5), to: dayFromToday(9) };
    expectRefusal(
      await renter.api.get(availabilityRoute(listingIds[0]!), range),
      404,
      BOOKING_MESSAGES.listingNotFound,
    );
    expectRefusal(
      await renter.api.post(BOOKINGS_ROUTE, {
        listingId: listingIds[0],
        selectedDates: daysFromToday(5, 2),
        hoursPerDay: 2,
      }),
      404,
      BOOKING_MESSAGES.listingNotFound,
    );
    const staffAvailability = await moderator.api.get(availabilityRoute(listingIds[0]!), range);
    expect(staffAvailability.status).toBe(200);
  });

  it('gets a new listing made for them out of search from the start', async () => {
    const created = await admin.post(records('listings'), {
      ...serviceListing({ title: 'Suspensible extra' }),
      owner: member.id,
    });

    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.ownerSuspended).toBe(true);
    expect(await foundTitles()).toEqual([]);
    listingIds.push(created.body.id);
  });
});

describe('third-party sign-in', () => {
  it('refuses a suspended member signing in through the OpenID Connect provider', async () => {
    const person = await createUser(admin, { email: oidc.account.email, profile: { displayName: 'Joana F.' } });
    const first = await signInWithOidc();
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.record.id).toBe(person.id);

    const suspend = await operator.api.post(memberRoute(person.id, 'suspension'), {
      suspended: true,
      reason: 'Fake reviews',
    });
    expect(suspend.status).toBe(200);

    const refused = await signInWithOidc();
    expectRefusal(refused, 403, suspendedAccountMessage('Fake reviews'));
    expect(refused.body).not.toHaveProperty('token');
  });
});

describe('reinstating the member', () => {
  beforeAll(async () => {
    const response = await operator.api.post(memberRoute(member.id, 'suspension'), {
      suspended: false,
      reason: 'Appeal accepted',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.suspended).toBe(false);
  });

  it('lets them sign in again', async () => {
    const auth = await signIn(server.url, member.email, member.password);
    expect(auth.record).toMatchObject({ id: member.id, suspended: false, suspendedReason: '', suspendedAt: '' });
  });

  it('brings back their listings, but not the one suspended on its own', async () => {
    expect(await foundTitles()).toEqual(['Suspensible bike repair', 'Suspensible extra', 'Suspensible kayak tour']);
    expect((await admin.guest.get(records('listings', listingIds[0]!))).body.ownerSuspended).toBe(false);
    expect((await admin.guest.get(records('listings', listingIds[2]!))).status).toBe(404);
  });
});
