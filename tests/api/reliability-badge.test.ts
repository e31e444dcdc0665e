// The reliability badge's inputs as the server keeps them (issue 17, docs/adr/0012): late
// cancellations over every booking the member ended as renter (completed or cancelled, by either
// party), "New member" under three. Real bookings go through the booking routes; the late one is
// cancelled at a time set by the server's test clock (lib/booking-clock.ts).
import { getReliabilityRating, type CancellationStats } from '@partilha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api, createUser, records, superuserApi, type TestUser } from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';
import { createTestClock, type TestClock } from '../support/test-clock';
import { cancelRoute, dayFromToday, listingOf, moveBooking, requestBooking } from './bookings-support';

let clock: TestClock;
let server: TestServer;
let admin: Api;
let guest: Api;
let owner: TestUser;
let listingId: string;
let nextDay = 2;

beforeAll(async () => {
  clock = createTestClock();
  server = await startTestServer({ rateLimitExempt: true, env: { PARTILHA_TEST_CLOCK_FILE: clock.file } });
  admin = await superuserApi(server);
  guest = new Api(server.url);
  owner = await createUser(admin, { profile: { displayName: 'Olga Owner' } });
  listingId = await listingOf(owner, { title: 'Ladder' });
});

afterAll(async () => {
  await server?.stop();
  clock?.remove();
});

/** A booking of a day no other booking of the listing holds, approved by the owner. */
async function approvedBooking(renter: TestUser): Promise<string> {
  const booking = await requestBooking(renter, listingId, [dayFromToday(nextDay++)]);
  await moveBooking(owner, booking.id, 'approved');
  return booking.id as string;
}

async function completed(renter: TestUser, count: number): Promise<void> {
  // Ten at a time: different days never compete for the same booked_days row.
  for (let done = 0; done < count; done += 10) {
    const batch = Math.min(10, count - done);
    const ids = await Promise.all(Array.from({ length: batch }, () => approvedBooking(renter)));
    // A booking is completed from its first day on (issue 17): the clock moves past the batch's days.
    clock.set(`${dayFromToday(nextDay)}T12:00:00.000Z`);
    try {
      await Promise.all(ids.map((id) => moveBooking(owner, id, 'completed')));
    } finally {
      clock.set('');
    }
  }
}

async function cancel(who: TestUser, bookingId: string): Promise<boolean> {
  const answer = await who.api.post(cancelRoute(bookingId), { reason: 'plans-changed' });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.isLateCancellation as boolean;
}

/** Cancelled by the renter at 07:00 UTC on the start day (before 09:00 in Lisbon): late. */
async function lateCancellation(renter: TestUser): Promise<void> {
  const day = dayFromToday(nextDay++);
  const booking = await requestBooking(renter, listingId, [day]);
  await moveBooking(owner, booking.id, 'approved');
  clock.set(`${day}T07:00:00.000Z`);
  try {
    expect(await cancel(renter, booking.id)).toBe(true);
  } finally {
    clock.set('');
  }
}

/** What anyone reads of the member: the badge's inputs on the public profile. */
async function publicStats(user: TestUser): Promise<CancellationStats> {
  const { status, body } = await guest.get(records('users', user.id));
  expect(status).toBe(200);
  return {
    totalCancellations: body.totalCancellations,
    lateCancellations: body.lateCancellations,
    endedBookings: body.endedBookings,
  };
}

describe('the reliability badge', () => {
  it('is "New member" at 0 bookings', async () => {
    const renter = await createUser(admin);
    const stats = await publicStats(renter);
    expect(stats).toEqual({ totalCancellations: 0, lateCancellations: 0, endedBookings: 0 });
    expect(getReliabilityRating(stats)).toMatchObject({ label: 'New member', description: '0 bookings so far' });
  });

  it('is "New member" at 1 booking, even one cancelled late (the spec\'s formula said "Unreliable")', async () => {
    const renter = await createUser(admin);
    await lateCancellation(renter);
    const stats = await publicStats(renter);
    expect(stats).toEqual({ totalCancellations: 1, lateCancellations: 1, endedBookings: 1 });
    expect(getReliabilityRating(stats)).toMatchObject({ label: 'New member', description: '1 booking so far' });
  });

  it('is "New member" at 2 bookings, and a pending request cancelled on time counts as one', async () => {
    const renter = await createUser(admin);
    await completed(renter, 1);
    const request = await requestBooking(renter, listingId, [dayFromToday(nextDay++)]);
    expect(await cancel(renter, request.id)).toBe(false);
    // Still open: not counted.
    await requestBooking(renter, listingId, [dayFromToday(nextDay++)]);
    const stats = await publicStats(renter);
    expect(stats).toEqual({ totalCancellations: 1, lateCancellations: 0, endedBookings: 2 });
    expect(getReliabilityRating(stats)).toMatchObject({ label: 'New member', description: '2 bookings so far' });
  });

  it("has a level at 3 bookings, counting the owner's cancellations, and an on-time one does not raise it", async () => {
    const renter = await createUser(admin);
    const steady = await createUser(admin);
    await completed(renter, 1);
    expect(await cancel(renter, await approvedBooking(renter))).toBe(false);
    expect(await cancel(owner, await approvedBooking(renter))).toBe(false);
    await completed(steady, 3);

    const stats = await publicStats(renter);
    expect(stats).toEqual({ totalCancellations: 1, lateCancellations: 0, endedBookings: 3 });
    expect(getReliabilityRating(stats)).toMatchObject({
      label: 'Highly Reliable',
      description: '0 late cancellations in 3 bookings',
    });
    expect(getReliabilityRating(await publicStats(steady))).toMatchObject({
      label: 'Highly Reliable',
      description: 'No booking cancellations in 3 bookings',
    });
    // Bookings count for the renter only: the owner's record is untouched.
    expect(await publicStats(owner)).toEqual({ totalCancellations: 0, lateCancellations: 0, endedBookings: 0 });
  });

  it('is "Reliable", not "Unreliable", at 100 bookings with one late cancellation', async () => {
    const renter = await createUser(admin);
    await completed(renter, 99);
    await lateCancellation(renter);
    const stats = await publicStats(renter);
    expect(stats).toEqual({ totalCancellations: 1, lateCancellations: 1, endedBookings: 100 });
    expect(getReliabilityRating(stats)).toMatchObject({
      level: 'good',
      label: 'Reliable',
      description: '1 late cancellation in 100 bookings',
    });

    // The partner widgets read the same inputs.
    const widget = await fetch(new URL(`/api/widgets/users/${renter.id}/rating?role=renter`, server.url));
    expect((await widget.json()).cancellations).toEqual(stats);
  }, 120_000);

  it('cannot be set by the member', async () => {
    const renter = await createUser(admin);
    const response = await renter.api.patch(records('users', renter.id), { endedBookings: 50 });
    expect(response.status).toBe(403);
    expect((await publicStats(renter)).endedBookings).toBe(0);
  });
});
