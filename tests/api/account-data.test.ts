// A member's own account settings over raw HTTP (issue 17): one password policy for sign-up and
// change, the change needing the current password and told by e-mail; the data export holding
// only the caller's data; and the deletion, asked with the password and confirmed through a
// one-time e-mailed link, that anonymises the member while bookings and reviews stay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '../../scripts/lib/mail-catcher';
import {
  createUser,
  records,
  request,
  superuserApi,
  uniqueEmail,
  type Api,
  type Json,
  type TestUser,
} from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';
import { createTestClock, type TestClock } from '../support/test-clock';
import { listingOf } from './bookings-support';
import { bookingIn, reviewBody, submitReview } from './reviews-support';

const APP_URL = 'https://partilha.example';
const EXPORT = '/api/market/me/export';
const DELETION = '/api/market/me/deletion';
const CONFIRM = '/api/market/me/deletion/confirm';
const STRONG = 'Str0ng-Passw0rd';

let mail: MailCatcher;
let clock: TestClock;
let server: TestServer;
let admin: Api;

beforeAll(async () => {
  clock = createTestClock();
  mail = await startMailCatcher();
  server = await startTestServer({
    smtp: { host: '127.0.0.1', port: mail.smtpPort },
    appUrl: APP_URL,
    rateLimitExempt: true,
    env: { PARTILHA_TEST_CLOCK_FILE: clock.file },
  });
  admin = await superuserApi(server);
});

afterAll(async () => {
  await server?.stop();
  await mail?.stop();
  clock?.remove();
});

function signInStatus(email: string, password: string): Promise<number> {
  return request(server.url, 'POST', '/api/collections/users/auth-with-password', {
    json: { identity: email, password },
  }).then((response) => response.status);
}

function mailTo(address: string, subject: RegExp): Promise<CaughtMail> {
  return mail.waitFor((message) => message.to.includes(address) && subject.test(message.subject));
}

function deletionTokenOf(message: CaughtMail): string {
  const token = new RegExp(`${APP_URL}/account/delete\\?token=([A-Za-z0-9]+)`).exec(message.text)?.[1];
  expect(token, message.text).toBeTruthy();
  expect(message.html).toContain(`${APP_URL}/account/delete?token=${token}`);
  return token ?? '';
}

async function askDeletion(member: TestUser): Promise<string> {
  const asked = await member.api.post(DELETION, { password: member.password });
  expect(asked.status, JSON.stringify(asked.body)).toBe(204);
  return deletionTokenOf(await mailTo(member.email, /^Confirm the deletion of your Partilha account$/));
}

describe('one password policy', () => {
  it('refuses a sign-up with a weak password in the policy words, and accepts a strong one', async () => {
    const weak = await admin.guest.post(records('users'), {
      email: uniqueEmail('weak'),
      password: 'secret1',
      passwordConfirm: 'secret1',
    });
    const strong = await admin.guest.post(records('users'), {
      email: uniqueEmail('strong'),
      password: STRONG,
      passwordConfirm: STRONG,
    });

    expect({ status: weak.status, message: weak.body.message }).toEqual({
      status: 400,
      message: 'Password must be at least 8 characters',
    });
    expect(strong.status).toBe(200);
  });

  it('changes the password only with the current one and the policy, and tells the member by e-mail', async () => {
    const member = await createUser(admin);
    const change = (body: Json) => member.api.patch(records('users', member.id), body);

    const withoutOld = await change({ password: STRONG, passwordConfirm: STRONG });
    const wrongOld = await change({ oldPassword: 'not-my-password', password: STRONG, passwordConfirm: STRONG });
    const weak = await change({ oldPassword: member.password, password: 'abcdefgh1', passwordConfirm: 'abcdefgh1' });
    expect([withoutOld.status, wrongOld.status, weak.status]).toEqual([400, 400, 400]);
    expect(weak.body.message).toBe('Password must contain at least one uppercase letter');
    expect(await signInStatus(member.email, member.password)).toBe(200);

    const changed = await change({ oldPassword: member.password, password: STRONG, passwordConfirm: STRONG });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await signInStatus(member.email, STRONG)).toBe(200);
    expect(await signInStatus(member.email, member.password)).toBe(400);
    const told = await mailTo(member.email, /^Your Partilha password was changed$/);
    expect(told.text).toContain('Your password was changed.');
    // In Partilha's one e-mail layout, like every account e-mail (account-emails.test.ts).
    expect(told.html).toContain('>Partilha</td>');
    expect(told.html).toContain('Your password was changed.');
    expect(told.html).not.toMatch(/<style|class="/);
  });

  it('never lets another member change your password', async () => {
    const [member, other] = await Promise.all([createUser(admin), createUser(admin)]);
    const attempt = await other.api.patch(records('users', member.id), {
      oldPassword: other.password,
      password: STRONG,
      passwordConfirm: STRONG,
    });

    expect([403, 404]).toContain(attempt.status);
    expect(await signInStatus(member.email, member.password)).toBe(200);
  });
});

/** A member with a listing, a completed booking with a message each way, and reviews both ways. */
async function memberWithHistory(
  name: string,
  phoneNumber: string,
): Promise<{ member: TestUser; other: TestUser; bookingId: string }> {
  const [member, other] = await Promise.all([
    createUser(admin, { profile: { displayName: name, phoneNumber, lastName: `${name}son` } }),
    createUser(admin, {
      profile: { displayName: 'Otto Other', phoneNumber: '+351 922 222 222', postalCode: '4000-123' },
    }),
  ]);
  await listingOf(member, { title: 'Marta garden help' });
  const othersListing = await listingOf(other, { title: 'Otto ladder' });
  const bookingId = await bookingIn(admin, { owner: other, renter: member, listing: othersListing });
  for (const [sender, content] of [
    [member, 'Hello Otto, is the ladder tall?'],
    [other, 'Yes, four metres.'],
  ] as const) {
    const sent = await admin.post(records('booking_messages'), { booking: bookingId, sender: sender.id, content });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  }
  await submitReview(member, reviewBody(bookingId, 'owner'));
  await submitReview(other, reviewBody(bookingId, 'renter', { title: 'Careful renter' }));
  return { member, other, bookingId };
}

describe('download my data', () => {
  it('holds what the member owns or wrote, and nothing private of the other party', async () => {
    const { member, other, bookingId } = await memberWithHistory('Marta Member', '+351 911 111 111');
    const exported = await member.api.get(EXPORT);

    expect(exported.status).toBe(200);
    const data = exported.body;
    expect(data.profile).toMatchObject({ id: member.id, email: member.email, displayName: 'Marta Member' });
    expect(data.notifications.map((notice: Json) => notice.content)).toEqual([
      'New message from Otto Other: Yes, four metres.',
    ]);
    expect(data.profile).not.toHaveProperty('password');
    expect(data.profile).not.toHaveProperty('tokenKey');
    expect(data.listings.map((listing: Json) => listing.title)).toEqual(['Marta garden help']);
    expect(data.bookingsAsRenter.map((booking: Json) => booking.id)).toEqual([bookingId]);
    expect(data.bookingsAsOwner).toEqual([]);
    expect(data.bookingMessages.map((message: Json) => message.content)).toEqual([
      'Hello Otto, is the ladder tall?',
      'Yes, four metres.',
    ]);
    expect(data.reviewsWritten).toHaveLength(1);
    expect(data.reviewsReceived.map((review: Json) => review.title)).toEqual(['Careful renter']);
    const text = JSON.stringify(data);
    for (const secret of [other.email, '+351 922 222 222', '4000-123', 'Otto ladder']) {
      expect(text).not.toContain(secret);
    }
  });

  it('is refused to a guest with 401', async () => {
    expect((await admin.guest.get(EXPORT)).status).toBe(401);
  });
});

/** A booking of `renter` with `owner` in `status`, ending three days from now (stored by the superuser). */
async function bookingToCome(renter: TestUser, owner: TestUser, status: 'pending' | 'approved'): Promise<void> {
  const stored = await admin.post(records('bookings'), {
    renter: renter.id,
    owner: owner.id,
    status,
    endDate: new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString(),
    totalPrice: 10,
  });
  expect(stored.status, JSON.stringify(stored.body)).toBe(200);
}

describe('delete my account', () => {
  it('is refused to a guest, with a wrong password, and while a booking is still to come', async () => {
    const [member, owner] = await Promise.all([createUser(admin), createUser(admin)]);
    await bookingToCome(member, owner, 'approved');

    const guest = await admin.guest.post(DELETION, { password: member.password });
    const guestConfirm = await admin.guest.post(CONFIRM, { token: 'x'.repeat(40) });
    const wrong = await member.api.post(DELETION, { password: 'not-my-password' });
    const active = await member.api.post(DELETION, { password: member.password });

    expect([guest.status, guestConfirm.status]).toEqual([401, 401]);
    expect({ status: wrong.status, message: wrong.body.message }).toEqual({
      status: 400,
      message: 'Incorrect password. Please try again.',
    });
    expect({ status: active.status, message: active.body.message }).toEqual({
      status: 409,
      message:
        'You have bookings that are pending or still to come. Cancel or finish them before deleting your account.',
    });
    expect(await signInStatus(member.email, member.password)).toBe(200);
  });

  it('refuses the link too when a booking still to come arrived after the request', async () => {
    const [member, owner] = await Promise.all([createUser(admin), createUser(admin)]);
    const token = await askDeletion(member);
    await bookingToCome(member, owner, 'pending');

    const confirmed = await member.api.post(CONFIRM, { token });

    expect(confirmed.status).toBe(409);
    expect(await signInStatus(member.email, member.password)).toBe(200);
  });

  it('refuses a token of another member, an expired token, and the collection API', async () => {
    const [member, other] = await Promise.all([createUser(admin), createUser(admin)]);
    const token = await askDeletion(member);

    const byOther = await other.api.post(CONFIRM, { token });
    expect(byOther.status).toBe(403);
    expect([403, 404]).toContain((await other.api.delete(records('users', member.id))).status);
    expect([403, 404]).toContain((await member.api.delete(records('users', member.id))).status);
    clock.set(new Date(Date.now() + 61 * 60 * 1000));
    const late = await member.api.post(CONFIRM, { token });
    clock.set(null);

    expect({ status: late.status, message: late.body.message }).toEqual({
      status: 400,
      message: 'This account deletion link is invalid or has expired. Please request a new one.',
    });
    expect(await signInStatus(member.email, member.password)).toBe(200);
  });

  it('anonymises the member in place: nothing personal left, bookings and reviews kept as "Former member"', async () => {
    const { member, other, bookingId } = await memberWithHistory('Dora Deleted', '+351 933 333 333');
    const token = await askDeletion(member);
    const old = (await admin.get(records('users', member.id))).body;

    const confirmed = await member.api.post(CONFIRM, { token });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(204);

    const reused = await member.api.post(CONFIRM, { token });
    expect([400, 401]).toContain(reused.status);
    expect(await signInStatus(member.email, member.password)).toBe(400);
    expect((await member.api.post('/api/collections/users/auth-refresh')).status).toBe(401);

    const user = (await admin.get(records('users', member.id))).body;
    expect(user).toMatchObject({ displayName: 'Former member', firstName: '', lastName: '', phoneNumber: '', bio: '' });
    expect(user.email).not.toBe(member.email);
    expect((await admin.get(records('listings'), { filter: `owner = "${member.id}"` })).body.items).toEqual([]);
    // The e-mail is free again.
    const again = await admin.guest.post(records('users'), {
      email: member.email,
      password: STRONG,
      passwordConfirm: STRONG,
    });
    expect(again.status).toBe(200);

    const everything: Json[] = [];
    for (const collection of [
      'users',
      'listings',
      'bookings',
      'booking_messages',
      'reviews',
      'review_summaries',
      'notifications',
      'subscriptions',
      'moderation_notices',
      'audit_log',
    ]) {
      const rows = await admin.get(records(collection), { perPage: '500', filter: '' });
      everything.push(...rows.body.items.filter((row: Json) => row.id !== again.body.id));
    }
    const text = JSON.stringify(everything);
    for (const personal of [old.displayName, old.lastName, old.phoneNumber]) {
      expect(text).not.toContain(personal);
    }
    expect(text.includes(member.email)).toBe(false);

    const notices = await other.api.get(records('notifications'), { filter: `booking = "${bookingId}"` });
    expect(notices.body.items.map((notice: Json) => [notice.content, notice.data.senderName])).toEqual([
      ['New message from Former member: Hello Otto, is the ladder tall?', 'Former member'],
    ]);
    const booking = await other.api.get(records('bookings', bookingId), { expand: 'renter' });
    expect(booking.status).toBe(200);
    expect(booking.body.expand.renter.displayName).toBe('Former member');
    const reviews = await admin.guest.get(records('reviews'), {
      filter: `booking = "${bookingId}"`,
      expand: 'reviewer',
    });
    expect(reviews.body.items).toHaveLength(2);
    expect(reviews.body.items.map((review: Json) => review.expand.reviewer.displayName).sort()).toEqual([
      'Former member',
      'Otto Other',
    ]);
  });
});
