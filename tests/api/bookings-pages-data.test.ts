// The reads the booking pages make (packages/data/src/bookings: booking-with-parties.ts and
// booking-messages.ts) against a real PocketBase: My Bookings' two lists, one booking with its
// listing and people, and the live booking and thread — who gets what, and what never leaks.
import {
  createPocketBaseClient,
  getBookingWithParties,
  listMyBookingsWithParties,
  markMessagesRead,
  sendBookingMessage,
  watchBooking,
  watchBookingMessages,
  type BookingWithParties,
} from '@partilha/data';
import type { BookingMessage } from '@partilha/domain';
import { EventSource } from 'eventsource';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, records, superuserApi, type Api, type TestUser } from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';
import { bookingParties, daysFromToday, listingOf, requestBooking, statusRoute } from './bookings-support';

(globalThis as { EventSource?: unknown }).EventSource ??= EventSource;

/** How long a realtime event may take to arrive, and how long we wait to be sure one never does. */
const ARRIVAL_MS = 5_000;
const SILENCE_MS = 2_000;
const TEST_MS = 15_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('booking pages’ data calls over a real server', () => {
  let server: TestServer;
  let admin: Api;
  let operator: TestUser;

  const clientFor = (user: TestUser) => {
    const client = createPocketBaseClient(server.url);
    client.authStore.save(user.token, user.record as never);
    return client;
  };

  /** Fresh people and a listing per test, so each test's lists are exactly its own. */
  const setUp = async (title = 'Garden help') => {
    const people = await bookingParties(admin);
    const listingId = await listingOf(people.owner, { title });
    return { ...people, listingId };
  };

  beforeAll(async () => {
    server = await startTestServer();
    admin = await superuserApi(server);
    operator = await createUser(admin, { role: 'operator' });
  });

  afterAll(async () => {
    await server?.stop();
  });

  it(
    "lists a member's bookings in one role, newest first, with the listing and the two people",
    async () => {
      const { owner, renter, stranger, listingId } = await setUp();
      const older = await requestBooking(renter, listingId, daysFromToday(10, 1));
      const newer = await requestBooking(renter, listingId, daysFromToday(12, 2));
      // The renter also owns a listing someone else booked: that booking is in their other tab.
      const renterListing = await listingOf(renter, { title: 'Bike repair' });
      const received = await requestBooking(stranger, renterListing, daysFromToday(14, 1));

      const made = await listMyBookingsWithParties(clientFor(renter), renter.id, 'renter');
      expect(made.map((item) => item.booking.id)).toEqual([newer.id, older.id]);
      expect((await listMyBookingsWithParties(clientFor(renter), renter.id, 'owner')).map((i) => i.booking.id)).toEqual(
        [received.id],
      );
      expect((await listMyBookingsWithParties(clientFor(owner), owner.id, 'owner')).map((i) => i.booking.id)).toEqual([
        newer.id,
        older.id,
      ]);
      expect(await listMyBookingsWithParties(clientFor(owner), owner.id, 'renter')).toEqual([]);
      // Asking for someone else's list gives nothing, not their bookings.
      expect(await listMyBookingsWithParties(clientFor(stranger), renter.id, 'renter')).toEqual([]);

      const [first] = made;
      expect(first?.listingProblem).toBeNull();
      expect(first?.listing).toMatchObject({ id: listingId, title: 'Garden help', owner: owner.id, status: 'active' });
      expect(first?.renter).toMatchObject({ id: renter.id, displayName: 'Rui Renter' });
      expect(first?.owner).toMatchObject({ id: owner.id, displayName: 'Olga Owner' });
    },
    TEST_MS,
  );

  it(
    "shows the other party's public profile only: no e-mail, phone or preferences, and nobody can publish their e-mail",
    async () => {
      const { owner, renter, listingId } = await setUp();
      const booking = await requestBooking(renter, listingId, daysFromToday(10, 1));
      // A member cannot make their address public: the server keeps emailVisibility off.
      expect((await owner.api.patch(records('users', owner.id), { emailVisibility: true })).status).toBe(403);
      expect((await owner.api.patch(records('users', owner.id), { phoneNumber: '912345678' })).status).toBe(200);

      const seenByRenter = await getBookingWithParties(clientFor(renter), booking.id);
      expect(seenByRenter.owner).toMatchObject({ id: owner.id, email: '', phoneNumber: '' });
      // Your own record keeps your own address.
      expect(seenByRenter.renter?.email).toBe(renter.email);
      const [listed] = await listMyBookingsWithParties(clientFor(owner), owner.id, 'owner');
      expect(listed?.renter).toMatchObject({ id: renter.id, email: '' });

      // What actually travels, not only what the parser keeps: the same request as the page.
      const raw = await clientFor(renter).collection('bookings').getOne(booking.id, { expand: 'listing,renter,owner' });
      const rawOwner = (raw.expand as Record<string, Record<string, unknown>>).owner;
      expect(rawOwner).toMatchObject({ id: owner.id, displayName: 'Olga Owner', emailVisibility: false });
      expect(rawOwner).not.toHaveProperty('email');
      expect(rawOwner).not.toHaveProperty('phoneNumber');
      expect(rawOwner).not.toHaveProperty('notifyEmail');
      expect(rawOwner).not.toHaveProperty('password');
      expect(rawOwner).not.toHaveProperty('tokenKey');
    },
    TEST_MS,
  );

  it(
    'keeps a booking whose listing was deleted: no listing, "not-found", the title kept',
    async () => {
      const { owner, renter, listingId } = await setUp('Hedge trimming');
      const booking = await requestBooking(renter, listingId, daysFromToday(10, 1));
      expect((await owner.api.delete(records('listings', listingId))).status).toBe(204);

      for (const reader of [renter, owner]) {
        const role = reader === renter ? 'renter' : 'owner';
        const [listed] = await listMyBookingsWithParties(clientFor(reader), reader.id, role);
        const fetched = await getBookingWithParties(clientFor(reader), booking.id);
        for (const item of [listed, fetched]) {
          expect(item).toMatchObject({ listing: null, listingProblem: 'not-found' });
          expect(item?.booking).toMatchObject({ id: booking.id, listing: '', listingTitle: 'Hedge trimming' });
          expect(item?.renter?.id).toBe(renter.id);
          expect(item?.owner?.id).toBe(owner.id);
        }
      }
    },
    TEST_MS,
  );

  it(
    'hides a suspended listing from the renter ("not-found") and still shows it to its owner',
    async () => {
      const { owner, renter, listingId } = await setUp('Lawn mowing');
      const booking = await requestBooking(renter, listingId, daysFromToday(10, 1));
      // Only staff suspend a listing, through the console's route: the owner's attempt is refused
      // and changes nothing.
      expect((await owner.api.patch(records('listings', listingId), { status: 'suspended' })).status).toBe(403);
      expect((await admin.get(records('listings', listingId))).body.status).toBe('active');
      const suspension = await operator.api.post(`/api/console/listings/${listingId}/suspension`, {
        suspended: true,
        reason: 'Reported as a scam',
      });
      expect(suspension.status).toBe(200);

      const forRenter = await getBookingWithParties(clientFor(renter), booking.id);
      expect(forRenter).toMatchObject({ listing: null, listingProblem: 'not-found' });
      expect(forRenter.booking.listingTitle).toBe('Lawn mowing');
      expect(forRenter.owner?.id).toBe(owner.id);
      const [listedForRenter] = await listMyBookingsWithParties(clientFor(renter), renter.id, 'renter');
      expect(listedForRenter).toMatchObject({ listing: null, listingProblem: 'not-found' });

      const forOwner = await getBookingWithParties(clientFor(owner), booking.id);
      expect(forOwner.listingProblem).toBeNull();
      expect(forOwner.listing).toMatchObject({ id: listingId, status: 'suspended', title: 'Lawn mowing' });
    },
    TEST_MS,
  );

  it(
    'gives one booking to its two parties and a 404 to a stranger or for a missing id',
    async () => {
      const { owner, renter, stranger, listingId } = await setUp();
      const booking = await requestBooking(renter, listingId, daysFromToday(10, 2));

      for (const reader of [renter, owner]) {
        const item = await getBookingWithParties(clientFor(reader), booking.id);
        expect(item.booking).toMatchObject({ id: booking.id, status: 'pending', renter: renter.id, owner: owner.id });
        expect(item.listing?.id).toBe(listingId);
        expect(item.renter?.displayName).toBe('Rui Renter');
        expect(item.owner?.displayName).toBe('Olga Owner');
      }
      await expect(getBookingWithParties(clientFor(stranger), booking.id)).rejects.toMatchObject({ status: 404 });
      await expect(getBookingWithParties(clientFor(renter), 'abcdefghijklmno')).rejects.toMatchObject({ status: 404 });
    },
    TEST_MS,
  );

  it(
    "delivers the other party's status change live, and nothing to a stranger watching the same id",
    async () => {
      const { owner, renter, stranger, listingId } = await setUp();
      const booking = await requestBooking(renter, listingId, daysFromToday(10, 1));
      const seen: BookingWithParties[] = [];
      const renterErrors: unknown[] = [];
      const strangerSeen: BookingWithParties[] = [];
      const strangerErrors: unknown[] = [];
      const stopRenter = await watchBooking(
        clientFor(renter),
        booking.id,
        (item) => seen.push(item),
        (error) => renterErrors.push(error),
      );
      const stopStranger = await watchBooking(
        clientFor(stranger),
        booking.id,
        (item) => strangerSeen.push(item),
        (error) => strangerErrors.push(error),
      );
      try {
        // Each party's page gets the booking as it is now before the watch resolves.
        expect(seen.length).toBeGreaterThan(0);
        expect(seen.every((item) => item.booking.status === 'pending')).toBe(true);
        // The stranger's first read is refused like any read of theirs: a 404 to onError, no booking.
        expect(strangerSeen).toEqual([]);
        expect(strangerErrors.length).toBeGreaterThan(0);
        expect(strangerErrors.every((error) => (error as { status?: number }).status === 404)).toBe(true);
        const strangerErrorsBefore = strangerErrors.length;

        expect((await owner.api.post(statusRoute(booking.id), { status: 'approved' })).status).toBe(200);
        await expect.poll(() => seen.at(-1)?.booking.status, { timeout: ARRIVAL_MS }).toBe('approved');
        expect(seen.at(-1)).toMatchObject({ listingProblem: null, listing: { id: listingId } });
        expect(seen.at(-1)?.owner?.id).toBe(owner.id);

        await pause(SILENCE_MS);
        // Had the server sent the stranger the event, their re-read would have added a 404 here.
        expect({ changes: strangerSeen.length, errors: strangerErrors.length }).toEqual({
          changes: 0,
          errors: strangerErrorsBefore,
        });
        expect(renterErrors).toEqual([]);
      } finally {
        await stopRenter();
        await stopStranger();
      }
    },
    TEST_MS,
  );

  it(
    'keeps a thread live for both parties, oldest first, with read marks, and shows a stranger nothing',
    async () => {
      const { owner, renter, stranger, listingId } = await setUp();
      const booking = await requestBooking(renter, listingId, daysFromToday(10, 1));
      const first = await sendBookingMessage(clientFor(renter), booking.id, 'Is the morning fine?');

      const ownerLists: BookingMessage[][] = [];
      const renterLists: BookingMessage[][] = [];
      const strangerLists: BookingMessage[][] = [];
      const errors: unknown[] = [];
      const stops: (() => Promise<void>)[] = [];
      try {
        stops.push(
          await watchBookingMessages(
            clientFor(owner),
            booking.id,
            (list) => ownerLists.push(list),
            (error) => errors.push(error),
          ),
        );
        // The page has its first list as soon as the watch is set up.
        expect(ownerLists.length).toBeGreaterThan(0);
        expect(ownerLists[0]?.map((m) => m.content)).toEqual(['Is the morning fine?']);
        stops.push(
          await watchBookingMessages(
            clientFor(renter),
            booking.id,
            (list) => renterLists.push(list),
            (error) => errors.push(error),
          ),
        );
        const strangerWatch = watchBookingMessages(
          clientFor(stranger),
          booking.id,
          (list) => strangerLists.push(list),
          (error) => errors.push(error),
        );
        stops.push(await strangerWatch);
        // A stranger's first list is delivered, and empty: the thread's rules filter every message.
        expect(strangerLists.length).toBeGreaterThan(0);
        expect(strangerLists.every((list) => list.length === 0)).toBe(true);

        const second = await sendBookingMessage(clientFor(renter), booking.id, 'Or the afternoon?');
        await expect
          .poll(() => ownerLists.at(-1)?.map((m) => m.content), { timeout: ARRIVAL_MS })
          .toEqual(['Is the morning fine?', 'Or the afternoon?']);
        expect(ownerLists.at(-1)?.map((m) => m.id)).toEqual([first.id, second.id]);

        const reply = await sendBookingMessage(clientFor(owner), booking.id, 'Morning works.');
        await expect
          .poll(() => renterLists.at(-1)?.map((m) => m.id), { timeout: ARRIVAL_MS })
          .toEqual([first.id, second.id, reply.id]);

        await markMessagesRead(clientFor(owner), [first.id, second.id]);
        const readMarks = (list: BookingMessage[] | undefined) => list?.map((m) => [m.content, m.read]);
        const expected = [
          ['Is the morning fine?', true],
          ['Or the afternoon?', true],
          ['Morning works.', false],
        ];
        // The sender sees the recipient's read mark arrive, and so does the recipient.
        await expect.poll(() => readMarks(renterLists.at(-1)), { timeout: ARRIVAL_MS }).toEqual(expected);
        await expect.poll(() => readMarks(ownerLists.at(-1)), { timeout: ARRIVAL_MS }).toEqual(expected);

        await pause(SILENCE_MS);
        expect(strangerLists.every((list) => list.length === 0)).toBe(true);
        expect(JSON.stringify(strangerLists)).not.toMatch(/morning|afternoon/i);
        expect(errors).toEqual([]);
      } finally {
        for (const stop of stops) await stop();
      }
    },
    TEST_MS,
  );
});
