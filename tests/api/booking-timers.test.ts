// The booking job (issue 21; hooks/booking-timers.pb.ts, lib/booking-timers.ts) on the server's
// test clock: an unanswered request reminds its owner at 24 h and 48 h and expires at 72 h; an
// approved booking reminds its owner once its last day is over and completes itself 48 h later;
// each exactly once, across a restart and with runs at once; the periods are an operator's
// settings, changed only through the console route and audited. E-mails arrive in a real catcher.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '../../scripts/lib/mail-catcher';
import { BOOKING_EXPIRED_REASON, addDays, lastDayEndsAt } from '@partilha/domain';
import { createUser, records, superuserApi, type Api, type Json, type TestUser } from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';
import { createTestClock, type TestClock } from '../support/test-clock';
import {
  bookingParties,
  listingOf,
  moveBooking,
  notificationsAbout,
  statusRoute,
  storedBooking,
} from './bookings-support';

const APP_URL = 'https://partilha.example';
const RUN_ROUTE = '/api/market/booking-timers/run';
const SETTINGS_ROUTE = '/api/console/settings/booking-timers';
const HOUR = 3_600_000;
const MINUTE = 60_000;

let mail: MailCatcher;
let clock: TestClock;
let server: TestServer;
let admin: Api;
let owner: TestUser;
let renter: TestUser;
let stranger: TestUser;
let operator: TestUser;
let listingId: string;
let titleCount = 0;

beforeAll(async () => {
  mail = await startMailCatcher();
  clock = createTestClock();
  clock.set('2031-03-02T10:00:00Z');
  server = await startTestServer({
    smtp: { host: '127.0.0.1', port: mail.smtpPort },
    appUrl: APP_URL,
    rateLimitExempt: true,
    env: { PARTILHA_TEST_CLOCK_FILE: clock.file },
  });
  admin = await superuserApi(server);
  ({ owner, renter, stranger } = await bookingParties(admin));
  operator = await createUser(admin, { role: 'operator', profile: { displayName: 'Otília Operator' } });
  listingId = await listingOf(owner, { title: 'Cortador de relva' });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await mail?.stop();
  clock?.remove();
});

type Run = { reminded: number; expired: number; completed: number; published: number };

async function runJob(): Promise<Run> {
  const response = await admin.post(RUN_ROUTE, {});
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as Run;
}

/** A pending request made at `at` (test clock) for days in the following week; its id. */
async function requestAt(at: Date, by: TestUser = renter, listing = listingId): Promise<string> {
  clock.set(at);
  const first = addDays(at.toISOString().slice(0, 10), 7 + titleCount++);
  const response = await by.api.post('/api/market/bookings', {
    listingId: listing,
    selectedDates: [first],
    hoursPerDay: 2,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.id as string;
}

const after = (start: Date, ms: number) => new Date(start.getTime() + ms);

function mailsAbout(bookingId: string, to: TestUser, subject?: string): CaughtMail[] {
  return mail
    .messages()
    .filter((caught) => caught.to.includes(to.email) && caught.text.includes(bookingId))
    .filter((caught) => subject === undefined || caught.subject.startsWith(subject));
}

/** Waits for the e-mails a run sent (SMTP is after the commit, before the route answers). */
async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 300));
}

async function history(bookingId: string): Promise<Json[]> {
  const { body } = await admin.get(records('booking_status_history'), {
    filter: `booking = "${bookingId}"`,
    sort: 'created',
    perPage: 50,
  });
  return body.items as Json[];
}

const REMINDER = 'A booking request for "Cortador de relva" is waiting for your answer';
const EXPIRED = 'The booking request for "Cortador de relva" expired';

describe('an unanswered request', () => {
  it('reminds its owner at 24 h and 48 h and expires at 72 h, each once, across a restart and with runs at once', async () => {
    const t0 = new Date('2031-03-02T10:00:00Z');
    const id = await requestAt(t0);

    clock.set(after(t0, 24 * HOUR - MINUTE));
    expect(await runJob()).toEqual({ reminded: 0, expired: 0, completed: 0, published: 0 });

    clock.set(after(t0, 24 * HOUR));
    expect(await runJob()).toEqual({ reminded: 1, expired: 0, completed: 0, published: 0 });
    expect(await runJob()).toEqual({ reminded: 0, expired: 0, completed: 0, published: 0 });
    const first = await mail.waitFor(
      (caught) => caught.to.includes(owner.email) && caught.subject.startsWith(REMINDER),
    );
    expect(first.text).toContain('Rui Renter asked to book "Cortador de relva"');
    // It says when the request expires (72 h after it was made: 5 March, 10:00 in Lisbon).
    expect(first.text).toContain('Mar 5, 2031, 10:00 AM');
    expect(first.text).toContain(`${APP_URL}/account/bookings/${id}`);
    expect(first.html).toContain(`href="${APP_URL}/account/bookings/${id}"`);
    const ownerNotices = await notificationsAbout(owner, id);
    expect(ownerNotices.filter((notice) => notice.type === 'booking_reminder')).toHaveLength(1);

    await server.restart();
    // The launcher sets the superuser's password again on start, which ends its sessions.
    admin = await superuserApi(server);
    expect(await runJob()).toEqual({ reminded: 0, expired: 0, completed: 0, published: 0 });

    clock.set(after(t0, 48 * HOUR));
    const runs = await Promise.all([runJob(), runJob(), runJob(), runJob()]);
    expect(runs.reduce((sum, run) => sum + run.reminded, 0)).toBe(1);

    clock.set(after(t0, 72 * HOUR - MINUTE));
    expect(await runJob()).toEqual({ reminded: 0, expired: 0, completed: 0, published: 0 });
    expect((await storedBooking(admin, id)).status).toBe('pending');

    clock.set(after(t0, 72 * HOUR));
    const expiring = await Promise.all([runJob(), runJob()]);
    expect(expiring.reduce((sum, run) => sum + run.expired, 0)).toBe(1);
    await settle();

    const booking = await storedBooking(admin, id);
    expect(booking.status).toBe('rejected');
    expect(booking.rejectionReason).toBe(BOOKING_EXPIRED_REASON);
    expect(booking.expiredAt).toBe('2031-03-05 10:00:00.000Z');
    const last = (await history(id)).at(-1);
    expect(last).toMatchObject({ fromStatus: 'pending', toStatus: 'rejected', actorRole: 'system', actor: '' });

    // Two reminders and one expiry notice for the owner, one for the renter: never twice.
    expect(mailsAbout(id, owner, REMINDER)).toHaveLength(2);
    expect(mailsAbout(id, owner, EXPIRED)).toHaveLength(1);
    expect(mailsAbout(id, renter, EXPIRED)).toHaveLength(1);
    expect(mailsAbout(id, renter, REMINDER)).toHaveLength(0);
    expect(mailsAbout(id, renter, EXPIRED)[0]?.text).toContain(
      'Your booking request for "Cortador de relva" expired: the owner did not answer in time.',
    );
    const renterNotices = await notificationsAbout(renter, id);
    expect(renterNotices.at(-1)?.content).toBe(
      'Your booking request for "Cortador de relva" expired: the owner did not answer in time',
    );
    expect((await notificationsAbout(owner, id)).filter((notice) => notice.type === 'booking_reminder')).toHaveLength(
      2,
    );

    // Both parties read the reason; the owner can no longer accept it.
    expect((await renter.api.get(records('bookings', id))).body.rejectionReason).toBe(BOOKING_EXPIRED_REASON);
    expect((await owner.api.get(records('bookings', id))).body.rejectionReason).toBe(BOOKING_EXPIRED_REASON);
    expect((await owner.api.post(statusRoute(id), { status: 'approved' })).status).toBe(409);
  });

  it('past its expiry when the job first sees it, expires without the reminders it missed', async () => {
    const t0 = new Date('2031-04-01T09:00:00Z');
    const id = await requestAt(t0);
    clock.set(after(t0, 100 * HOUR));
    expect(await runJob()).toEqual({ reminded: 0, expired: 1, completed: 0, published: 0 });
    await settle();
    expect(mailsAbout(id, owner, REMINDER)).toHaveLength(0);
    expect(mailsAbout(id, owner, EXPIRED)).toHaveLength(1);
  });

  it('past its second reminder, gets only that one', async () => {
    const t0 = new Date('2031-04-10T09:00:00Z');
    const id = await requestAt(t0);
    clock.set(after(t0, 50 * HOUR));
    expect(await runJob()).toEqual({ reminded: 1, expired: 0, completed: 0, published: 0 });
    expect(await runJob()).toEqual({ reminded: 0, expired: 0, completed: 0, published: 0 });
    await settle();
    expect(mailsAbout(id, owner, REMINDER)).toHaveLength(1);
    // Answered, it leaves the later runs' counts to their own bookings.
    await moveBooking(owner, id, 'rejected');
  });

  it('expires while negotiating; an approved or declined one does not', async () => {
    const t0 = new Date('2031-05-01T09:00:00Z');
    const negotiating = await requestAt(t0);
    const approved = await requestAt(t0);
    const declined = await requestAt(t0);
    await moveBooking(owner, negotiating, 'negotiating');
    await moveBooking(owner, approved, 'approved');
    await moveBooking(owner, declined, 'rejected');
    clock.set(after(t0, 72 * HOUR));
    await runJob();
    expect((await storedBooking(admin, negotiating)).status).toBe('rejected');
    expect((await storedBooking(admin, approved)).status).toBe('approved');
    expect((await storedBooking(admin, declined)).rejectionReason).toBe('');
  });

  it('sends no e-mail to an owner who turned e-mail off, but still notifies them', async () => {
    const quiet = await createUser(admin, { profile: { displayName: 'Quim Quiet', notifyEmail: false } });
    const quietListing = await listingOf(quiet, { title: 'Berbequim' });
    const t0 = new Date('2031-06-01T09:00:00Z');
    const id = await requestAt(t0, renter, quietListing);
    clock.set(after(t0, 24 * HOUR));
    expect((await runJob()).reminded).toBe(1);
    await settle();
    expect(mailsAbout(id, quiet)).toHaveLength(0);
    expect((await notificationsAbout(quiet, id)).map((notice) => notice.type)).toContain('booking_reminder');
    await moveBooking(quiet, id, 'rejected');
  });
});

describe('an approved booking whose last day has passed', () => {
  it('reminds its owner when the last day ends and completes itself 48 h later, by the system', async () => {
    const t0 = new Date('2031-07-01T09:00:00Z');
    const id = await requestAt(t0);
    await moveBooking(owner, id, 'approved');
    const lastDay = ((await storedBooking(admin, id)).endDate as string).slice(0, 10);
    const ended = lastDayEndsAt(lastDay);

    clock.set(after(ended, -MINUTE));
    expect(await runJob()).toEqual({ reminded: 0, expired: 0, completed: 0, published: 0 });
    clock.set(ended);
    expect(await runJob()).toEqual({ reminded: 1, expired: 0, completed: 0, published: 0 });
    expect(await runJob()).toEqual({ reminded: 0, expired: 0, completed: 0, published: 0 });
    const reminder = await mail.waitFor(
      (caught) =>
        caught.to.includes(owner.email) && caught.subject.startsWith('Mark the booking for "Cortador de relva"'),
    );
    expect(reminder.text).toContain(`${APP_URL}/account/bookings/${id}`);

    clock.set(after(ended, 48 * HOUR - MINUTE));
    expect(await runJob()).toEqual({ reminded: 0, expired: 0, completed: 0, published: 0 });
    clock.set(after(ended, 48 * HOUR));
    const runs = await Promise.all([runJob(), runJob()]);
    expect(runs.reduce((sum, run) => sum + run.completed, 0)).toBe(1);
    await settle();

    expect((await storedBooking(admin, id)).status).toBe('completed');
    expect((await history(id)).at(-1)).toMatchObject({
      fromStatus: 'approved',
      toStatus: 'completed',
      actorRole: 'system',
    });
    for (const party of [owner, renter]) {
      expect(mailsAbout(id, party, 'The booking for "Cortador de relva" is completed')).toHaveLength(1);
    }
    // Completed by the system, it can be reviewed like any completed booking.
    const eligibility = await renter.api.get('/api/market/reviews/eligibility', {
      bookingId: id,
      reviewType: 'owner',
    });
    expect(eligibility.body).toMatchObject({ canReview: true });
  });

  it('is never completed once cancelled', async () => {
    const t0 = new Date('2031-08-01T09:00:00Z');
    const id = await requestAt(t0);
    await moveBooking(owner, id, 'approved');
    await moveBooking(renter, id, 'cancelled');
    const lastDay = ((await storedBooking(admin, id)).endDate as string).slice(0, 10);
    clock.set(after(lastDayEndsAt(lastDay), 72 * HOUR));
    await runJob();
    expect((await storedBooking(admin, id)).status).toBe('cancelled');
  });
});

describe('the periods', () => {
  const periods = { firstReminderHours: 24, secondReminderHours: 48, expiryHours: 72, autoCompleteHours: 48 };

  it('are read and changed by operators only, each change audited with its reason', async () => {
    // The defaults, never changed yet. Anyone reads the periods in force (a request's page says
    // when it expires); only operators read when they were changed.
    expect((await operator.api.get(SETTINGS_ROUTE)).body).toEqual({ ...periods, changedAt: '' });
    expect((await admin.guest.get('/api/market/booking-timers')).body).toEqual(periods);
    for (const [who, status] of [
      [renter, 403],
      [stranger, 403],
    ] as const) {
      expect((await who.api.get(SETTINGS_ROUTE)).status).toBe(status);
      expect((await who.api.post(SETTINGS_ROUTE, { ...periods, expiryHours: 1000, reason: 'Mine now' })).status).toBe(
        status,
      );
    }
    const moderator = await createUser(admin, { profile: { role: 'moderator', displayName: 'Mário Moderator' } });
    expect((await moderator.api.post(SETTINGS_ROUTE, { ...periods, reason: 'Trying' })).status).toBe(403);

    // The collections refuse members and operators alike: writes go through the route.
    const row = (await operator.api.get(records('booking_timer_settings'))).body.items[0] as Json;
    expect((await renter.api.get(records('booking_timer_settings'))).body.items).toEqual([]);
    expect(
      (await operator.api.patch(records('booking_timer_settings', row.id as string), { expiryHours: 2 })).status,
    ).toBe(403);
    expect((await renter.api.get(records('booking_reminders'))).status).toBe(403);
    expect((await operator.api.get(records('booking_reminders'))).status).toBe(403);
    // Nobody moves a request's clock: bookings are written by the server only.
    const id = await requestAt(new Date('2031-09-01T09:00:00Z'));
    expect((await renter.api.patch(records('bookings', id), { requestedAt: '2031-08-01 09:00:00.000Z' })).status).toBe(
      403,
    );

    const changed = await operator.api.post(SETTINGS_ROUTE, {
      firstReminderHours: 1,
      secondReminderHours: 2,
      expiryHours: 3,
      autoCompleteHours: 24,
      reason: 'Testing short periods',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toEqual({
      firstReminderHours: 1,
      secondReminderHours: 2,
      expiryHours: 3,
      autoCompleteHours: 24,
      changedAt: '2031-09-01 09:00:00.000Z',
    });
    const { body: audit } = await operator.api.get(records('audit_log'), {
      filter: 'action = "settings.bookingTimers"',
      sort: '-created',
    });
    expect(audit.items[0]).toMatchObject({
      actor: operator.id,
      reason: 'Testing short periods',
      before: periods,
      after: { firstReminderHours: 1, secondReminderHours: 2, expiryHours: 3, autoCompleteHours: 24 },
    });

    // The job uses them from its next run.
    clock.set(new Date('2031-09-01T12:00:00Z'));
    expect((await runJob()).expired).toBeGreaterThanOrEqual(1);
    expect((await storedBooking(admin, id)).rejectionReason).toBe(BOOKING_EXPIRED_REASON);

    expect((await operator.api.post(SETTINGS_ROUTE, { ...periods, reason: 'Back to the defaults' })).status).toBe(200);
  });

  it('refuse what is not a whole number of hours, reminders after the expiry, and a missing reason', async () => {
    const refused = async (body: Record<string, unknown>) => {
      const response = await operator.api.post(SETTINGS_ROUTE, body);
      expect(response.status).toBe(400);
      return { message: response.body.message, fields: Object.keys(response.body.data ?? {}) };
    };
    const reason = 'A reason';
    expect(await refused({ ...periods, expiryHours: 1.5, reason })).toEqual({
      message: 'Enter a whole number of hours from 1 to 720.',
      fields: ['expiryHours'],
    });
    expect(await refused({ ...periods, firstReminderHours: 0, reason })).toMatchObject({
      fields: ['firstReminderHours'],
    });
    expect(await refused({ ...periods, autoCompleteHours: 721, reason })).toMatchObject({
      fields: ['autoCompleteHours'],
    });
    expect(await refused({ ...periods, autoCompleteHours: 'soon', reason })).toMatchObject({
      fields: ['autoCompleteHours'],
    });
    expect(await refused({ ...periods, secondReminderHours: 24, reason })).toEqual({
      message: 'The second reminder must come after the first.',
      fields: ['secondReminderHours'],
    });
    expect(await refused({ ...periods, expiryHours: 48, reason })).toEqual({
      message: 'A request must expire after its second reminder.',
      fields: ['expiryHours'],
    });
    expect((await refused({ ...periods })).message).toMatch(/reason/i);
    expect((await operator.api.get(SETTINGS_ROUTE)).body).toMatchObject(periods);
  });

  it('run on their own only through the superuser', async () => {
    expect((await operator.api.post(RUN_ROUTE, {})).status).toBe(403);
    expect((await renter.api.post(RUN_ROUTE, {})).status).toBe(403);
    // PocketBase's cron route knows the job (a superuser may start it there too).
    const { body } = await admin.get('/api/crons');
    expect((body as { id: string }[]).map((job) => job.id)).toContain('booking-timers');

    // Started there, the job does the same work (PocketBase answers before it is done).
    const t0 = new Date('2031-10-01T09:00:00Z');
    const id = await requestAt(t0);
    clock.set(after(t0, 24 * HOUR));
    expect((await admin.post('/api/crons/booking-timers', {})).status).toBe(204);
    await expect
      .poll(async () => (await notificationsAbout(owner, id)).filter((notice) => notice.type === 'booking_reminder'))
      .toHaveLength(1);
    await moveBooking(owner, id, 'rejected');
  });
});
