// The booking e-mails as people receive them (real SMTP into a catcher): the five templates of
// spec 001 §7, each to the right party with a link to the booking's page on the website, sent
// after the change commits; none to someone who turned e-mail notifications off; and a failed
// delivery is logged without undoing the change.
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '../../scripts/lib/mail-catcher';
import { formatDate, formatEuros } from '@partilha/domain';
import { createUser, equipmentListing, records, superuserApi, type Api, type TestUser } from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';
import {
  bookingParties,
  cancelRoute,
  daysFromToday,
  detailsRoute,
  listingOf,
  moveBooking,
  notificationsAbout,
  requestBooking,
  storedBooking,
} from './bookings-support';

const APP_URL = 'https://partilha.example';
const TITLE = 'Tom & Jerry <tools>';

let mail: MailCatcher;
let server: TestServer;
let admin: Api;
let owner: TestUser;
let renter: TestUser;
let listingId: string;
let nextDay = 10;

beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startTestServer({ smtp: { host: '127.0.0.1', port: mail.smtpPort }, appUrl: APP_URL });
  admin = await superuserApi(server);
  ({ owner, renter } = await bookingParties(admin));
  listingId = await listingOf(owner, { title: TITLE });
});

afterAll(async () => {
  await server?.stop();
  await mail?.stop();
});

function freshDays(): string[] {
  nextDay += 2;
  return daysFromToday(nextDay, 1);
}

function bookingUrl(bookingId: string): string {
  return `${APP_URL}/account/bookings/${bookingId}`;
}

/** The e-mail to `to` whose subject matches, with the booking's link in both parts. */
async function mailTo(to: TestUser, subject: string, bookingId: string): Promise<CaughtMail> {
  const message = await mail.waitFor(
    (caught) => caught.to.includes(to.email) && caught.subject === subject && caught.text.includes(bookingId),
    10_000,
  );
  expect(message.from).toBe('no-reply@partilha.local');
  expect(message.text).toContain(bookingUrl(bookingId));
  expect(message.html).toContain(`href="${bookingUrl(bookingId)}"`);
  return message;
}

/** Nothing for this booking reached `to` (the route sends before it answers, so none is on its way). */
async function expectNoMailAbout(to: TestUser, bookingId: string, subject?: string): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  const found = mail
    .messages()
    .filter((caught) => caught.to.includes(to.email) && caught.text.includes(bookingId))
    .filter((caught) => subject === undefined || caught.subject === subject);
  expect(found.map((caught) => caught.subject)).toEqual([]);
}

describe('booking e-mails', () => {
  it('booking-request goes to the owner, with the renter named and the title escaped', async () => {
    const booking = await requestBooking(renter, listingId, freshDays());
    const message = await mailTo(owner, `New booking request for "${TITLE}" — Partilha`, booking.id);

    expect(message.text).toContain(`Hello Olga Owner,`);
    expect(message.text).toContain(`Rui Renter would like to book "${TITLE}".`);
    expect(message.html).toContain('Tom &amp; Jerry &lt;tools&gt;');
    expect(message.html).not.toContain('<tools>');
    await expectNoMailAbout(renter, booking.id);
  });

  it('booking-approved, then booking-completed go to the renter', async () => {
    // Today: a booking can be completed from its first day on (issue 17).
    const booking = await requestBooking(renter, listingId, daysFromToday(0, 1));
    await moveBooking(owner, booking.id, 'approved');
    const approved = await mailTo(renter, `Your booking for "${TITLE}" is confirmed — Partilha`, booking.id);
    expect(approved.text).toContain(`Olga Owner confirmed your booking request for "${TITLE}".`);

    await moveBooking(owner, booking.id, 'completed');
    const completed = await mailTo(renter, `Your booking for "${TITLE}" is completed — Partilha`, booking.id);
    expect(completed.text).toContain('You can now leave a review.');
  });

  it('booking-rejected goes to the renter', async () => {
    const booking = await requestBooking(renter, listingId, freshDays());
    await moveBooking(owner, booking.id, 'rejected');
    await mailTo(renter, `Your booking request for "${TITLE}" was declined — Partilha`, booking.id);
  });

  it('booking-cancelled goes to the other party, whoever cancels', async () => {
    const byRenter = await requestBooking(renter, listingId, freshDays());
    await moveBooking(owner, byRenter.id, 'approved');
    expect((await renter.api.post(cancelRoute(byRenter.id), { reason: 'emergency' })).status).toBe(200);
    const toOwner = await mailTo(owner, `The booking for "${TITLE}" was cancelled — Partilha`, byRenter.id);
    expect(toOwner.text).toContain(`Rui Renter cancelled the booking for "${TITLE}".`);

    const byOwner = await requestBooking(renter, listingId, freshDays());
    await moveBooking(owner, byOwner.id, 'approved');
    expect((await owner.api.post(cancelRoute(byOwner.id), {})).status).toBe(200);
    await mailTo(renter, `The booking for "${TITLE}" was cancelled — Partilha`, byOwner.id);
    await expectNoMailAbout(owner, byOwner.id, `The booking for "${TITLE}" was cancelled — Partilha`);
  });

  it("carry the listing, dates, hours, price and note in both parts, every value escaped, in Partilha's layout", async () => {
    const days = freshDays();
    const note = 'Ring twice <script>alert("x")</script> & wait';
    const booking = await requestBooking(renter, listingId, days, { notes: note, hoursPerDay: 3 });
    const message = await mailTo(owner, `New booking request for "${TITLE}" — Partilha`, booking.id);
    const price = formatEuros(booking.totalPrice as number);

    for (const line of [
      `Listing: ${TITLE}`,
      `Dates: ${formatDate(days[0])}`,
      'Hours per day: 3 hours',
      `Total price: ${price}`,
      `Note: ${note}`,
      `Review the request: ${bookingUrl(booking.id)}`,
    ]) {
      expect(message.text).toContain(line);
    }
    expect(message.text).not.toMatch(/<(p|td|table|a)\b/);
    expect(message.html).toContain('Ring twice &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; wait');
    expect(message.html).not.toContain('<script');
    expect(message.html).toContain(`>Total price</th>`);
    expect(message.html).toContain(price);
    expect(message.html).toContain('background:#1f6f5c');
    expect(message.html).not.toMatch(/<style|class="/);
  });

  it('show hours per day only for a service', async () => {
    const equipmentId = await listingOf(owner, { ...equipmentListing(), title: 'Ladder <3 m>' });
    const booking = await requestBooking(renter, equipmentId, freshDays());
    const message = await mailTo(owner, 'New booking request for "Ladder <3 m>" — Partilha', booking.id);
    expect(message.text).toContain('Listing: Ladder <3 m>');
    expect(message.text).toContain(`Total price: ${formatEuros(booking.totalPrice as number)}`);
    expect(message.text).not.toContain('Hours per day');
    expect(message.html).toContain('Ladder &lt;3 m&gt;');
  });

  it('are not sent for negotiation or a details edit (the spec has no template for them)', async () => {
    const booking = await requestBooking(renter, listingId, freshDays());
    await mailTo(owner, `New booking request for "${TITLE}" — Partilha`, booking.id);
    await moveBooking(renter, booking.id, 'negotiating');
    expect((await owner.api.post(detailsRoute(booking.id), { notes: 'Bring the big box' })).status).toBe(200);

    await expectNoMailAbout(renter, booking.id);
    const ownerMails = mail
      .messages()
      .filter((caught) => caught.to.includes(owner.email) && caught.text.includes(booking.id));
    expect(ownerMails).toHaveLength(1);
  });

  it('respect a recipient who turned e-mail notifications off, who still gets the notification', async () => {
    const quietOwner = await createUser(admin, { profile: { displayName: 'Quiet Owner', notifyEmail: false } });
    const quietListing = await listingOf(quietOwner);
    const booking = await requestBooking(renter, quietListing, freshDays());

    await expectNoMailAbout(quietOwner, booking.id);
    expect(await notificationsAbout(quietOwner, booking.id)).toHaveLength(1);

    await moveBooking(quietOwner, booking.id, 'approved');
    // The renter kept e-mail on.
    await mailTo(renter, 'Your booking for "Furniture assembly in Lisbon" is confirmed — Partilha', booking.id);
  });
});

describe('a failed e-mail', () => {
  let brokenServer: TestServer;
  let brokenAdmin: Api;

  async function closedPort(): Promise<number> {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as { port: number }).port;
    await new Promise((resolve) => probe.close(resolve));
    return port;
  }

  beforeAll(async () => {
    brokenServer = await startTestServer({ smtp: { host: '127.0.0.1', port: await closedPort() }, appUrl: APP_URL });
    brokenAdmin = await superuserApi(brokenServer);
  });

  afterAll(() => brokenServer?.stop());

  it('is logged and never undoes the change', async () => {
    const people = await bookingParties(brokenAdmin);
    const listing = await listingOf(people.owner);
    const booking = await requestBooking(people.renter, listing, daysFromToday(5, 1));
    await moveBooking(people.owner, booking.id, 'approved');

    expect((await storedBooking(brokenAdmin, booking.id)).status).toBe('approved');
    expect(await notificationsAbout(people.owner, booking.id)).toHaveLength(1);

    let logged: { data: { template: string; booking: string } }[] = [];
    for (let attempt = 0; attempt < 30 && logged.length < 2; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const logs = await brokenAdmin.get('/api/logs', {
        filter: `message = "Sending a booking e-mail failed" && data.booking = "${booking.id}"`,
        perPage: 10,
      });
      logged = logs.body.items ?? [];
    }
    expect(logged.map((entry) => entry.data.template).sort()).toEqual(['booking-approved', 'booking-request']);
    expect(
      (await brokenAdmin.get(records('booked_days'), { filter: `booking = "${booking.id}"` })).body.items,
    ).toHaveLength(1);
  });
});
