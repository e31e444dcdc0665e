// Who sees and changes what of a profile: public fields for anyone, e-mail for the user and
// operators, phone only when shown, notification preferences for the user only; role,
// verifiedProvider, ratings, review counts and cancellation stats never set by users.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  openRealtime,
  realtimeTopic,
  records,
  superuserApi,
  uniqueEmail,
  type Api,
  type TestUser,
} from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';

let server: TestServer;
let admin: Api;
let guest: Api;
let ana: TestUser;
let rui: TestUser;
let operator: TestUser;

const PRIVATE_PREFERENCES = ['notifyEmail', 'notifyPush', 'notifyMarketing'];

beforeAll(async () => {
  server = await startTestServer();
  admin = await superuserApi(server);
  guest = admin.guest;
  ana = await createUser(admin, { profile: { phoneNumber: '+351 912 345 678', showPhone: false } });
  rui = await createUser(admin, { profile: { phoneNumber: '+351 913 000 111', showPhone: true } });
  operator = await createUser(admin, { role: 'operator' });
});

afterAll(() => server?.stop());

describe('reading profiles', () => {
  it('shows anyone the public profile without e-mail, hidden phone, preferences or full postal code', async () => {
    const { status, body } = await guest.get(records('users', ana.id));

    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: ana.id,
      displayName: 'Ana S.',
      city: 'Lisboa',
      // The postal area only (issue 17, ADR 0012); the full code is the member's and operators'.
      postalArea: '1300',
      role: 'user',
    });
    expect(body).not.toHaveProperty('postalCode');
    expect(body).not.toHaveProperty('email');
    expect(body).not.toHaveProperty('phoneNumber');
    for (const field of PRIVATE_PREFERENCES) expect(body).not.toHaveProperty(field);
  });

  it('shows the phone of a user who chose to show it', async () => {
    const { body } = await guest.get(records('users', rui.id));

    expect(body.phoneNumber).toBe('+351 913 000 111');
    expect(body).not.toHaveProperty('email');
  });

  it('lists profiles to anyone without any e-mail address', async () => {
    const { status, body } = await guest.get(records('users'), { perPage: 50 });

    expect(status).toBe(200);
    expect(body.items.length).toBeGreaterThanOrEqual(3);
    for (const item of body.items) expect(item).not.toHaveProperty('email');
  });

  it('hides e-mail and private fields from another signed-in user', async () => {
    const { body } = await rui.api.get(records('users', ana.id));

    expect(body).not.toHaveProperty('email');
    expect(body).not.toHaveProperty('phoneNumber');
    expect(body).not.toHaveProperty('notifyEmail');
  });

  it('shows users their own e-mail, phone and preferences', async () => {
    const { body } = await ana.api.get(records('users', ana.id));

    expect(body).toMatchObject({
      email: ana.email,
      phoneNumber: '+351 912 345 678',
      notifyEmail: true,
      notifyPush: true,
      notifyMarketing: false,
    });
  });

  it('shows operators the e-mail, but not the preferences or a hidden phone', async () => {
    const { body } = await operator.api.get(records('users', ana.id));

    expect(body.email).toBe(ana.email);
    expect(body).not.toHaveProperty('phoneNumber');
    expect(body).not.toHaveProperty('notifyEmail');
  });

  it('does not find a user by e-mail for a guest', async () => {
    const { body } = await guest.get(records('users'), { filter: `email = "${ana.email}"` });

    expect(body.items).toEqual([]);
  });

  it('refuses filters and sorts that would probe a hidden phone or preference', async () => {
    const byPhone = await guest.get(records('users'), { filter: 'phoneNumber ~ "912"' });
    const throughRelation = await rui.api.get(records('listings'), { filter: 'owner.phoneNumber ~ "912"' });
    const bySort = await rui.api.get(records('users'), { sort: '-notifyMarketing' });

    for (const response of [byPhone, throughRelation, bySort]) {
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Filtering or sorting by private profile fields is not allowed.');
    }
  });

  it('refuses realtime subscriptions whose filter names a private field', async () => {
    const connection = await openRealtime(server.url);
    try {
      const probing = await guest.post('/api/realtime', {
        clientId: connection.clientId,
        subscriptions: [realtimeTopic('users/*', { query: { filter: 'phoneNumber ~ "912"' } })],
      });
      const plain = await guest.post('/api/realtime', {
        clientId: connection.clientId,
        subscriptions: [realtimeTopic('users/*', { query: { filter: 'city = "Lisboa"' } })],
      });

      expect(probing.status).toBe(400);
      expect(probing.body.message).toBe('Filtering or sorting by private profile fields is not allowed.');
      expect(plain.status).toBe(204);
    } finally {
      connection.close();
    }
  });
});

describe('signing up', () => {
  it('starts every account as a plain user with zeroed stats and default preferences, whatever the body says', async () => {
    const email = uniqueEmail('signup');
    const signUp = await guest.post(records('users'), {
      email,
      password: 'Secret-123',
      passwordConfirm: 'Secret-123',
      role: 'operator',
      verifiedProvider: true,
      ratingAsProvider: 5,
      ratingAsClient: 5,
      reviewsAsProvider: 99,
      reviewsAsClient: 99,
      totalCancellations: 3,
      lateCancellations: 2,
      endedBookings: 7,
      postalArea: '9999',
      cancellationsUpdated: '2026-01-01 00:00:00.000Z',
      notifyEmail: false,
      notifyPush: false,
      notifyMarketing: true,
      emailVisibility: true,
    });
    expect(signUp.status).toBe(200);

    const { body } = await admin.get(records('users', signUp.body.id));
    expect(body).toMatchObject({
      role: 'user',
      verifiedProvider: false,
      ratingAsProvider: 0,
      ratingAsClient: 0,
      reviewsAsProvider: 0,
      reviewsAsClient: 0,
      totalCancellations: 0,
      lateCancellations: 0,
      endedBookings: 0,
      postalArea: '',
      cancellationsUpdated: '',
      notifyEmail: true,
      notifyPush: true,
      notifyMarketing: false,
      emailVisibility: false,
    });
  });

  // Issue 17 replaced the sign-up minimum of 6 by the reset policy (one policy for every new password).
  it('holds a sign-up to the password policy: 8 characters, upper, lower, number, special', async () => {
    const strong = await guest.post(records('users'), {
      email: uniqueEmail('strong'),
      password: 'Abcdef1!',
      passwordConfirm: 'Abcdef1!',
    });
    const sixOnly = await guest.post(records('users'), {
      email: uniqueEmail('six'),
      password: 'abc123',
      passwordConfirm: 'abc123',
    });

    expect(strong.status).toBe(200);
    expect({ status: sixOnly.status, message: sixOnly.body.message }).toEqual({
      status: 400,
      message: 'Password must be at least 8 characters',
    });
  });
});

describe('changing a profile', () => {
  it('lets users change their own profile fields', async () => {
    const response = await ana.api.patch(records('users', ana.id), {
      displayName: 'Ana Silva',
      city: 'Porto',
      postalCode: '4000-123',
      notifyMarketing: true,
    });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      displayName: 'Ana Silva',
      city: 'Porto',
      postalCode: '4000-123',
      notifyMarketing: true,
    });
  });

  it('refuses a postal code that is not XXXX-XXX but accepts clearing it', async () => {
    const wrong = await ana.api.patch(records('users', ana.id), { postalCode: '1300431' });
    const cleared = await rui.api.patch(records('users', rui.id), { postalCode: '' });

    expect(wrong.status).toBe(400);
    expect(wrong.body.data).toHaveProperty('postalCode');
    expect(cleared.status).toBe(200);
  });

  it.each([
    ['role', 'operator'],
    ['role', 'moderator'],
    ['verifiedProvider', true],
    ['ratingAsProvider', 5],
    ['ratingAsClient', 4.5],
    ['reviewsAsProvider', 10],
    ['reviewsAsClient', 10],
    ['totalCancellations', 0.5],
    ['lateCancellations', 1],
    ['endedBookings', 3],
    ['postalArea', '9999'],
    ['cancellationsUpdated', '2026-02-02 10:00:00.000Z'],
    ['emailVisibility', true],
  ])('refuses a user changing their own %s', async (field, value) => {
    const response = await ana.api.patch(records('users', ana.id), { displayName: 'Changed', [field]: value });

    expect(response.status).toBe(403);
    expect(response.body.message).toBe(`These profile fields are kept by Partilha and cannot be changed: ${field}.`);
    const stored = await admin.get(records('users', ana.id));
    expect(stored.body.displayName).not.toBe('Changed');
  });

  it('ignores the suspension fields a user sends (hidden fields: only superusers write them through the API)', async () => {
    const response = await ana.api.patch(records('users', ana.id), {
      suspended: true,
      suspendedReason: 'Suspended myself',
      suspendedAt: '2026-02-02 10:00:00.000Z',
    });

    expect(response.status).toBe(200);
    expect((await admin.get(records('users', ana.id))).body).toMatchObject({
      suspended: false,
      suspendedReason: '',
      suspendedAt: '',
    });
  });

  it('refuses a counter change sent as a PocketBase "+" modifier', async () => {
    const response = await ana.api.patch(records('users', ana.id), { 'reviewsAsProvider+': 5 });

    expect(response.status).toBe(403);
    expect((await admin.get(records('users', ana.id))).body.reviewsAsProvider).toBe(0);
  });

  it('accepts the unchanged value of a protected field (a full form re-sent)', async () => {
    const response = await ana.api.patch(records('users', ana.id), {
      role: 'user',
      verifiedProvider: false,
      bio: 'Hello',
    });

    expect(response.status).toBe(200);
  });

  it('does not let a user change or delete another user', async () => {
    const update = await rui.api.patch(records('users', ana.id), { displayName: 'Hacked' });
    const removal = await rui.api.delete(records('users', ana.id));

    expect(update.status).toBe(404);
    // Issue 17: nobody deletes a users record through the collection API (only the e-mailed
    // deletion link does), so PocketBase refuses before looking the record up.
    expect(removal.status).toBe(403);
    expect((await admin.get(records('users', ana.id))).body.displayName).not.toBe('Hacked');
  });

  it('does not let an operator change another user through the collection API, not even the verified badge', async () => {
    // Verification is the audited console route now (tests/api/console-actions.test.ts).
    const verify = await operator.api.patch(records('users', rui.id), { verifiedProvider: true });
    const rename = await operator.api.patch(records('users', rui.id), { displayName: 'Renamed' });

    expect(verify.status).toBe(404);
    expect(rename.status).toBe(404);
    const stored = (await admin.get(records('users', rui.id))).body;
    expect(stored.verifiedProvider).toBe(false);
    expect(stored.displayName).not.toBe('Renamed');
  });

  it('does not let an operator change a role, not even their own', async () => {
    const own = await operator.api.patch(records('users', operator.id), { role: 'user' });
    const other = await operator.api.patch(records('users', rui.id), { role: 'operator' });

    expect(own.status).toBe(403);
    expect(other.status).toBe(404);
    expect((await admin.get(records('users', rui.id))).body.role).toBe('user');
    expect((await admin.get(records('users', operator.id))).body.role).toBe('operator');
  });

  it('does not let an operator verify or suspend themselves through the collection API', async () => {
    const response = await operator.api.patch(records('users', operator.id), {
      verifiedProvider: true,
      suspended: true,
      suspendedReason: 'self',
    });

    expect(response.status).toBe(403);
    expect(response.body.message).toBe(
      'These profile fields are kept by Partilha and cannot be changed: verifiedProvider.',
    );
    expect((await admin.get(records('users', operator.id))).body).toMatchObject({
      verifiedProvider: false,
      suspended: false,
    });
  });

  it('lets a superuser change any field, including the role', async () => {
    const response = await admin.patch(records('users', rui.id), { role: 'operator', ratingAsProvider: 4.5 });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ role: 'operator', ratingAsProvider: 4.5 });
  });
});
