// The two parties of a booking and everyone else, over bookings made through the routes: a third
// user can neither read nor change a booking or its messages; details edits (spec 001 §4);
// messages and their notifications with a 50-character preview.
import { createCollections, createPocketBaseClient } from '@partilha/data';
import { EventSource } from 'eventsource';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { records, superuserApi, type Api, type Json, type TestUser } from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';
import {
  bookingParties,
  cancelRoute,
  dayFromToday,
  daysFromToday,
  detailsRoute,
  expectRefusal,
  listingOf,
  moveBooking,
  notificationsAbout,
  requestBooking,
  statusRoute,
  storedBooking,
} from './bookings-support';

// PocketBase's SDK uses the browser's EventSource for realtime; Node needs the polyfill.
(globalThis as { EventSource?: unknown }).EventSource ??= EventSource;

let server: TestServer;
let admin: Api;
let owner: TestUser;
let renter: TestUser;
let stranger: TestUser;
let listingId: string;
let nextDay = 10;

beforeAll(async () => {
  server = await startTestServer();
  admin = await superuserApi(server);
  ({ owner, renter, stranger } = await bookingParties(admin));
  listingId = await listingOf(owner, { title: 'Piano lessons', price: '20' });
});

afterAll(() => server?.stop());

/** A pending request of `count` days not used by any other test. */
function newRequest(count = 1, extra: Record<string, unknown> = {}): Promise<Json> {
  const days = daysFromToday(nextDay, count);
  nextDay += count + 1;
  return requestBooking(renter, listingId, days, extra);
}

function send(user: TestUser, bookingId: string, content: string) {
  return user.api.post(records('booking_messages'), { booking: bookingId, sender: user.id, content });
}

describe('a third user', () => {
  let booking: Json;
  let messageId: string;

  beforeAll(async () => {
    booking = await newRequest();
    const sent = await send(renter, booking.id, 'Is the piano tuned?');
    expect(sent.status).toBe(200);
    messageId = sent.body.id;
  });

  it('cannot read the booking or its messages', async () => {
    expect((await stranger.api.get(records('bookings', booking.id))).status).toBe(404);
    expect((await stranger.api.get(records('bookings'))).body.items).toEqual([]);
    expect((await stranger.api.get(records('booking_messages', messageId))).status).toBe(404);
    expect(
      (await stranger.api.get(records('booking_messages'), { filter: `booking = "${booking.id}"` })).body.items,
    ).toEqual([]);
    expect((await stranger.api.get(records('notifications'))).body.items).toEqual([]);
  });

  it('cannot change the booking through any route', async () => {
    const before = await storedBooking(admin, booking.id);
    expectRefusal(
      await stranger.api.post(statusRoute(booking.id), { status: 'approved' }),
      403,
      'Permission denied: Only the owner or renter can update this booking. Your role: none',
    );
    expectRefusal(
      await stranger.api.post(detailsRoute(booking.id), { notes: 'Mine now' }),
      403,
      'Permission denied: Only the owner or renter can update booking details. Your role: none',
    );
    expectRefusal(
      await stranger.api.post(cancelRoute(booking.id), {}),
      403,
      'Permission denied: Only the owner or renter can cancel this booking. Your role: none',
    );
    expect(await storedBooking(admin, booking.id)).toEqual(before);
  });

  it('cannot write, mark read or delete its messages', async () => {
    expect((await send(stranger, booking.id, 'Hello from outside')).status).toBe(400);
    expect((await stranger.api.patch(records('booking_messages', messageId), { read: true })).status).toBe(404);
    expect((await stranger.api.delete(records('booking_messages', messageId))).status).toBe(403);
    const stored = await admin.get(records('booking_messages'), { filter: `booking = "${booking.id}"` });
    expect(stored.body.items).toHaveLength(1);
    expect(stored.body.items[0]).toMatchObject({ read: false, content: 'Is the piano tuned?' });
  });
});

describe('messages', () => {
  it('notify the other party with the whole text when it is 50 characters or fewer', async () => {
    const booking = await newRequest();
    const text = 'Can we start at ten? I will bring the sheet music.';
    expect([...text]).toHaveLength(50);
    expect((await send(renter, booking.id, text)).status).toBe(200);

    const notices = (await notificationsAbout(owner, booking.id)).filter((n: Json) => n.type === 'new_message');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      user: owner.id,
      read: false,
      content: `New message from Rui Renter: ${text}`,
    });
    expect((await notificationsAbout(renter, booking.id)).filter((n: Json) => n.type === 'new_message')).toEqual([]);
  });

  it('notify with the first 50 characters and an ellipsis when longer', async () => {
    const booking = await newRequest();
    const text = `${'Ten o’clock works for me, see you on the day! '.repeat(3)}🎹`;
    expect((await send(owner, booking.id, `  ${text}  `)).status).toBe(200);

    const [notice] = (await notificationsAbout(renter, booking.id)).filter((n: Json) => n.type === 'new_message');
    expect(notice.content).toBe(`New message from Olga Owner: ${[...text].slice(0, 50).join('')}…`);
  });

  it('are stored trimmed and refused when blank', async () => {
    const booking = await newRequest();
    const sent = await send(renter, booking.id, '   See you soon   ');
    expect(sent.body.content).toBe('See you soon');
    expectRefusal(await send(renter, booking.id, '   '), 400, 'Message cannot be empty');
  });

  it('cannot be sent on a cancelled or rejected booking', async () => {
    const rejected = await newRequest();
    await moveBooking(owner, rejected.id, 'rejected');
    const cancelled = await newRequest();
    await moveBooking(renter, cancelled.id, 'cancelled');
    expect((await send(renter, rejected.id, 'Why?')).status).toBe(400);
    expect((await send(owner, cancelled.id, 'Pity')).status).toBe(400);
  });
});

describe('a details edit', () => {
  it('by the renter moves the booking to negotiating, re-prices new dates and ignores a price', async () => {
    const booking = await newRequest(1, { hoursPerDay: 2 });
    const days = daysFromToday(nextDay, 3);
    const [first, , last] = days;
    nextDay += 4;

    const answer = await renter.api.post(detailsRoute(booking.id), {
      startDate: first,
      endDate: last,
      hoursPerDay: 3,
      totalPrice: 1,
      notes: 'Three short lessons',
    });

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      status: 'negotiating',
      startDate: `${first} 00:00:00.000Z`,
      endDate: `${last} 00:00:00.000Z`,
      selectedDates: days,
      hoursPerDay: 3,
      totalPrice: 180,
      notes: 'Three short lessons',
    });
    expect(answer.body.lastUpdated).not.toBe('');
  });

  it('adds the automatic message and notifies the other party once', async () => {
    const booking = await newRequest();
    expect((await renter.api.post(detailsRoute(booking.id), { hoursPerDay: 4 })).status).toBe(200);

    const thread = await owner.api.get(records('booking_messages'), { filter: `booking = "${booking.id}"` });
    expect(thread.body.items).toHaveLength(1);
    expect(thread.body.items[0]).toMatchObject({
      sender: renter.id,
      content: 'Booking details were updated by the renter.',
      read: false,
    });
    const notices = await notificationsAbout(owner, booking.id);
    expect(notices.map((n: Json) => [n.type, n.content])).toEqual([
      ['booking_request', 'New booking request for "Piano lessons" from Rui Renter'],
      ['booking_status_change', 'Booking details for "Piano lessons" were updated by the renter'],
    ]);
    expect((await storedBooking(admin, booking.id)).totalPrice).toBe(80);
  });

  it('by the owner may set the price; other edits keep it', async () => {
    const booking = await newRequest();
    const priced = await owner.api.post(detailsRoute(booking.id), { totalPrice: 99.99 });
    expect(priced.body).toMatchObject({ totalPrice: 99.99, status: 'negotiating' });

    const noted = await renter.api.post(detailsRoute(booking.id), { notes: 'Fine by me' });
    expect(noted.body).toMatchObject({ totalPrice: 99.99, notes: 'Fine by me' });
    const notices = await notificationsAbout(renter, booking.id);
    expect(notices.at(-1).content).toBe('Booking details for "Piano lessons" were updated by the owner');
  });

  it('is refused once the booking is approved, rejected, cancelled or completed', async () => {
    const booking = await newRequest();
    await moveBooking(owner, booking.id, 'approved');
    const message = 'Booking details can only be updated for pending or negotiating bookings';
    expectRefusal(await owner.api.post(detailsRoute(booking.id), { notes: 'Late change' }), 409, message);
    expectRefusal(await renter.api.post(detailsRoute(booking.id), { notes: 'Late change' }), 409, message);
  });

  it("checks dates, hours and price with the dialog's rules, and that new days are free", async () => {
    const booking = await newRequest();
    const taken = await newRequest();
    await moveBooking(owner, taken.id, 'approved');
    const takenDay = taken.selectedDates[0] as string;

    const edit = (body: Record<string, unknown>, who: TestUser = renter) =>
      who.api.post(detailsRoute(booking.id), body);
    expectRefusal(await edit({ startDate: '' }), 400, 'Start date is required');
    expectRefusal(await edit({ endDate: '' }), 400, 'End date is required');
    expectRefusal(await edit({ selectedDates: [] }), 400, 'Start date is required');
    expectRefusal(
      await edit({ startDate: dayFromToday(90), endDate: dayFromToday(89) }),
      400,
      'End date must be after or equal to start date',
    );
    expectRefusal(await edit({ hoursPerDay: 30 }), 400, 'Hours per day cannot exceed 24');
    expectRefusal(await edit({ totalPrice: -1 }, owner), 400, 'Total price cannot be negative');
    expectRefusal(
      await edit({ startDate: takenDay, endDate: takenDay }),
      409,
      `The following dates are no longer available: ${takenDay}. Please select different dates.`,
    );
    expectRefusal(
      await edit({ startDate: dayFromToday(-2), endDate: dayFromToday(-2) }),
      409,
      `The following dates are no longer available: ${dayFromToday(-2)}. Please select different dates.`,
    );
    expectRefusal(
      await admin.guest.post(detailsRoute(booking.id), { notes: 'x' }),
      401,
      'You must be signed in to do this.',
    );
    expect((await storedBooking(admin, booking.id)).status).toBe('pending');
  });
});

describe('realtime', () => {
  it('delivers the request notification, the message and its notification to the owner as they commit', async () => {
    const client = createPocketBaseClient(server.url);
    client.authStore.save(owner.token);
    const collections = createCollections(client);
    const notices: string[] = [];
    const messages: string[] = [];
    const stopNotices = await collections.notifications.subscribe('*', (event) => notices.push(event.record.type));
    const stopMessages = await collections.booking_messages.subscribe('*', (event) =>
      messages.push(event.record.content),
    );
    try {
      const booking = await newRequest();
      await expect.poll(() => notices, { timeout: 5_000 }).toEqual(['booking_request']);
      expect((await send(renter, booking.id, 'Hello!')).status).toBe(200);
      await expect.poll(() => messages, { timeout: 5_000 }).toEqual(['Hello!']);
      await expect.poll(() => notices, { timeout: 5_000 }).toEqual(['booking_request', 'new_message']);
    } finally {
      await stopNotices();
      await stopMessages();
    }
  });
});
