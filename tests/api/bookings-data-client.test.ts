// The website's booking calls (packages/data/src/bookings) against a real PocketBase: request,
// availability, approve, messages with read marks, the live notification list, cancel, and the
// parties-only reads — the shapes the pages rely on.
import {
  cancelBooking,
  changeBookingStatus,
  countUnreadNotifications,
  createPocketBaseClient,
  fetchListingAvailability,
  getBooking,
  listBookingMessages,
  listLatestNotifications,
  listMyBookings,
  markAllNotificationsRead,
  markConversationNotificationsRead,
  markMessagesRead,
  requestBooking,
  sendBookingMessage,
  updateBookingDetails,
  watchNotifications,
} from '@partilha/data';
import { addDays, lisbonIsoDate, type Notification } from '@partilha/domain';
import { EventSource } from 'eventsource';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createListing,
  createUser,
  serviceListing,
  superuserApi,
  type Api,
  type TestUser,
} from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';

(globalThis as { EventSource?: unknown }).EventSource ??= EventSource;

describe('booking calls of the data layer over a real server', () => {
  let server: TestServer;
  let owner: TestUser;
  let renter: TestUser;
  let stranger: TestUser;
  let listingId: string;
  let admin: Api;
  const inDays = (days: number) => addDays(lisbonIsoDate(new Date()), days);

  const clientFor = (user: TestUser) => {
    const client = createPocketBaseClient(server.url);
    client.authStore.save(user.token, user.record as never);
    return client;
  };

  beforeAll(async () => {
    server = await startTestServer();
    admin = await superuserApi(server);
    owner = await createUser(admin, { profile: { displayName: 'Olga Owner' } });
    renter = await createUser(admin, { profile: { displayName: 'Rui Renter' } });
    stranger = await createUser(admin);
    const created = await createListing(owner.api, serviceListing({ title: 'Garden help', price: '20' }));
    expect(created.status).toBe(200);
    listingId = created.body.id;
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('runs a booking from request to cancellation, with messages and live notifications', async () => {
    const ownerClient = clientFor(owner);
    const renterClient = clientFor(renter);
    const lists: Notification[][] = [];
    const stopWatching = await watchNotifications(ownerClient, owner.id, (feed) => lists.push(feed.latest));
    try {
      const days = [inDays(20), inDays(21)];
      const booking = await requestBooking(renterClient, {
        listingId,
        selectedDates: days,
        hoursPerDay: 2,
        notes: 'Front garden only',
      });
      expect(booking).toMatchObject({ status: 'pending', renter: renter.id, owner: owner.id, hoursPerDay: 2 });
      expect(booking.totalPrice).toBe(80);

      await expect.poll(() => lists.at(-1)?.map((n) => n.type), { timeout: 5_000 }).toEqual(['booking_request']);

      const availability = await fetchListingAvailability(renterClient, listingId, {
        from: inDays(19),
        to: inDays(22),
      });
      expect(availability.unavailableDates).toEqual(days);

      const negotiated = await updateBookingDetails(ownerClient, booking.id, { totalPrice: 70 });
      expect(negotiated).toMatchObject({ status: 'negotiating', totalPrice: 70 });
      const approved = await changeBookingStatus(ownerClient, booking.id, 'approved');
      expect(approved.status).toBe('approved');
      expect(
        (await fetchListingAvailability(ownerClient, listingId, { from: inDays(19), to: inDays(22) })).bookedDates,
      ).toEqual(days);

      const sent = await sendBookingMessage(renterClient, booking.id, '  See you on the 20th  ');
      expect(sent).toMatchObject({ content: 'See you on the 20th', sender: renter.id, read: false });
      const thread = await listBookingMessages(ownerClient, booking.id);
      expect(thread.map((m) => m.content)).toContain('See you on the 20th');
      await markMessagesRead(ownerClient, [sent.id]);
      expect((await listBookingMessages(renterClient, booking.id)).find((m) => m.id === sent.id)?.read).toBe(true);

      const latest = await listLatestNotifications(ownerClient, owner.id);
      expect(latest[0]?.type).toBe('new_message');
      const unread = latest.filter((n) => !n.read).map((n) => n.id);
      expect(await countUnreadNotifications(ownerClient, owner.id)).toBe(unread.length);
      expect((await markAllNotificationsRead(ownerClient, owner.id)).sort()).toEqual(unread.sort());
      expect(await countUnreadNotifications(ownerClient, owner.id)).toBe(0);
      expect((await listLatestNotifications(ownerClient, owner.id)).every((n) => n.read)).toBe(true);

      const cancelled = await cancelBooking(renterClient, booking.id, { reason: 'plans-changed' });
      expect(cancelled.isLateCancellation).toBe(false);
      expect(cancelled.booking.status).toBe('cancelled');
      expect(
        (await fetchListingAvailability(renterClient, listingId, { from: inDays(19), to: inDays(22) })).bookedDates,
      ).toEqual([]);

      expect((await listMyBookings(renterClient, renter.id, 'renter')).map((b) => b.id)).toContain(booking.id);
      expect((await listMyBookings(ownerClient, owner.id, 'owner')).map((b) => b.id)).toContain(booking.id);
      expect(await listMyBookings(clientFor(stranger), renter.id, 'renter')).toEqual([]);
      await expect(getBooking(clientFor(stranger), booking.id)).rejects.toMatchObject({ status: 404 });
    } finally {
      await stopWatching();
    }
  });

  it("marks read the viewer's message notifications of one conversation only", async () => {
    const ownerClient = clientFor(owner);
    const renterClient = clientFor(renter);
    const first = await requestBooking(renterClient, {
      listingId,
      selectedDates: [inDays(50)],
      hoursPerDay: 1,
      notes: '',
    });
    const second = await requestBooking(renterClient, {
      listingId,
      selectedDates: [inDays(52)],
      hoursPerDay: 1,
      notes: '',
    });
    await sendBookingMessage(renterClient, first.id, 'One');
    await sendBookingMessage(renterClient, first.id, 'Two');
    await sendBookingMessage(renterClient, second.id, 'Elsewhere');
    await sendBookingMessage(ownerClient, first.id, 'Reply');

    // The renter cannot read the owner's notifications, so marks none of them.
    expect(await markConversationNotificationsRead(renterClient, owner.id, first.id)).toEqual([]);
    const marked = await markConversationNotificationsRead(ownerClient, owner.id, first.id);
    expect(marked).toHaveLength(1);

    const ownerNotices = await listLatestNotifications(ownerClient, owner.id);
    const messageNotice = (bookingId: string, list: Notification[]) =>
      list.find((n) => n.type === 'new_message' && n.booking === bookingId);
    expect(messageNotice(first.id, ownerNotices)).toMatchObject({
      id: marked[0],
      read: true,
      content: '2 new messages from Rui Renter: Two',
    });
    expect(messageNotice(second.id, ownerNotices)).toMatchObject({ read: false });
    expect(
      ownerNotices
        .filter((n) => n.type === 'booking_request' && !n.read)
        .map((n) => n.booking)
        .sort(),
    ).toEqual([first.id, second.id].sort());
    // The renter's own notification of the owner's reply is untouched.
    expect(messageNotice(first.id, await listLatestNotifications(renterClient, renter.id))).toMatchObject({
      read: false,
      content: 'New message from Olga Owner: Reply',
    });
  });

  it("rejects with the server's message when the days are taken", async () => {
    const day = inDays(40);
    const first = await requestBooking(clientFor(renter), {
      listingId,
      selectedDates: [day],
      hoursPerDay: 1,
      notes: '',
    });
    await changeBookingStatus(clientFor(owner), first.id, 'approved');
    const refused = await requestBooking(clientFor(stranger), {
      listingId,
      selectedDates: [day],
      hoursPerDay: 1,
      notes: '',
    }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 409 });
    expect((refused as { response: { message: string } }).response.message).toMatch(
      /^The following dates are no longer available/,
    );
  });

  it('counts and marks read every unread notification, beyond the live 20 and one batch call', async () => {
    const member = await createUser(admin);
    const other = await createUser(admin);
    // Through the batch API, 100 records a call: one request each would take most of the test's time.
    const notices = async (user: TestUser, count: number) => {
      for (let start = 0; start < count; start += 100) {
        const requests = Array.from({ length: Math.min(100, count - start) }, (_, index) => ({
          method: 'POST',
          url: '/api/collections/notifications/records',
          body: { user: user.id, type: 'generic', content: `Notice ${start + index}`, read: false },
        }));
        const response = await admin.post('/api/batch', { requests });
        expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(200);
      }
    };
    await notices(member, 130);
    await notices(other, 3);
    const client = clientFor(member);
    const feeds: { latest: Notification[]; unreadCount: number }[] = [];
    const stop = await watchNotifications(client, member.id, (feed) => feeds.push(feed));
    try {
      expect(feeds.at(-1)?.latest).toHaveLength(20);
      expect(feeds.at(-1)?.unreadCount).toBe(130);
      expect(await markAllNotificationsRead(client, member.id)).toHaveLength(130);
      expect(await countUnreadNotifications(client, member.id)).toBe(0);
      await expect.poll(() => feeds.at(-1)?.unreadCount, { timeout: 5_000 }).toBe(0);
      // Another member's stay as they were.
      expect(await countUnreadNotifications(clientFor(other), other.id)).toBe(3);
    } finally {
      await stop();
    }
  });
});
