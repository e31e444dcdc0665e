// POST /api/market/bookings/{id}/cancel, and the late-cancellation flag by the server's clock:
// fewer than 24 hours before 09:00 Europe/Lisbon on the start day is late (spec 001 §4).
//
// The server runs with PARTILHA_TEST_CLOCK_FILE (lib/booking-clock.ts): the booking rules read
// "now" from that file, which each test rewrites. Start dates relative to the real clock cannot
// reach the boundary to the minute (the start is always 09:00 Lisbon, so "23 h 59 min before"
// means a precise time of day), nor put a start date on a daylight-saving change day; a
// controllable clock can. An empty file means the real clock (the last tests use it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { records, superuserApi, type Api, type Json, type TestUser } from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';
import { createTestClock, type TestClock } from '../support/test-clock';
import {
  bookingParties,
  cancelRoute,
  dayFromToday,
  expectRefusal,
  listingOf,
  moveBooking,
  notificationsAbout,
  requestBooking,
  statusRoute,
  storedBooking,
} from './bookings-support';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let clock: TestClock;
let server: TestServer;
let admin: Api;
let owner: TestUser;
let renter: TestUser;
let stranger: TestUser;
let listingId: string;

beforeAll(async () => {
  clock = createTestClock();
  server = await startTestServer({ rateLimitExempt: true, env: { PARTILHA_TEST_CLOCK_FILE: clock.file } });
  admin = await superuserApi(server);
  ({ owner, renter, stranger } = await bookingParties(admin));
  listingId = await listingOf(owner, { title: 'Bike repair' });
});

afterAll(async () => {
  await server?.stop();
  clock?.remove();
});

/** A booking of `day`, requested three days before it (by the test clock), in `status`. */
async function bookingOn(day: string, status: 'pending' | 'approved' = 'approved'): Promise<Json> {
  clock.set(new Date(Date.parse(`${day}T12:00:00Z`) - 3 * 24 * HOUR));
  const booking = await requestBooking(renter, listingId, [day]);
  if (status === 'approved') await moveBooking(owner, booking.id, 'approved');
  return booking;
}

async function stats(user: TestUser): Promise<{ totalCancellations: number; lateCancellations: number }> {
  const { body } = await admin.get(records('users', user.id));
  return { totalCancellations: body.totalCancellations, lateCancellations: body.lateCancellations };
}

/** Cancels as the renter at `now` and answers the late flag the route gave. */
async function cancelAt(booking: Json, now: Date, who: TestUser = renter): Promise<boolean> {
  clock.set(now);
  const answer = await who.api.post(cancelRoute(booking.id), { reason: 'plans-changed' });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.booking.isLateCancellation).toBe(answer.body.isLateCancellation);
  expect((await storedBooking(admin, booking.id)).isLateCancellation).toBe(answer.body.isLateCancellation);
  return answer.body.isLateCancellation as boolean;
}

/**
 * Start days and the instant of 09:00 Lisbon on each: summer time is UTC+1, winter UTC+0; the
 * clocks change at 01:00 UTC on the last Sundays of March and October.
 */
const START_DAYS = [
  { label: 'a winter day', day: '2030-01-15', nineAm: '2030-01-15T09:00:00Z' },
  { label: 'a summer day', day: '2030-06-12', nineAm: '2030-06-12T08:00:00Z' },
  { label: 'the spring daylight-saving change day', day: '2030-03-31', nineAm: '2030-03-31T08:00:00Z' },
  { label: 'the autumn daylight-saving change day', day: '2030-10-27', nineAm: '2030-10-27T09:00:00Z' },
  { label: 'the day after the spring change', day: '2030-04-01', nineAm: '2030-04-01T08:00:00Z' },
] as const;

describe.each(START_DAYS)('a start on $label ($day)', ({ day, nineAm }) => {
  const start = Date.parse(nineAm);

  it('is late 23 h 59 min before 09:00 Lisbon', async () => {
    const booking = await bookingOn(day);
    expect(await cancelAt(booking, new Date(start - 24 * HOUR + MINUTE))).toBe(true);
  });

  it('is not late 24 h 01 min before 09:00 Lisbon', async () => {
    const booking = await bookingOn(day);
    expect(await cancelAt(booking, new Date(start - 24 * HOUR - MINUTE))).toBe(false);
  });

  it('is late after the start, too', async () => {
    const booking = await bookingOn(day);
    expect(await cancelAt(booking, new Date(start + HOUR))).toBe(true);
  });
});

describe('daylight saving', () => {
  it('counts real hours on the spring change: 08:30 Lisbon the day before is already late', async () => {
    // 2030-03-30 08:30 Lisbon (winter, UTC) is 23 h 30 min before 2030-03-31 09:00 Lisbon (summer).
    const booking = await bookingOn('2030-03-31');
    expect(await cancelAt(booking, new Date('2030-03-30T08:30:00Z'))).toBe(true);
  });

  it('counts real hours on the autumn change: 09:30 Lisbon the day before is not late yet', async () => {
    // 2030-10-26 09:30 Lisbon (summer, UTC+1) is 24 h 30 min before 2030-10-27 09:00 Lisbon (winter).
    const booking = await bookingOn('2030-10-27');
    expect(await cancelAt(booking, new Date('2030-10-26T08:30:00Z'))).toBe(false);
  });
});

describe('a cancellation', () => {
  it('records reason, who and when, counts a late one on the renter, and notifies the owner', async () => {
    const booking = await bookingOn('2030-05-20');
    const before = await stats(renter);
    const now = new Date('2030-05-19T12:00:00Z');
    clock.set(now);

    const answer = await renter.api.post(cancelRoute(booking.id), { reason: 'other', otherReason: '  Sick child  ' });

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.isLateCancellation).toBe(true);
    expect(answer.body.booking).toMatchObject({
      id: booking.id,
      status: 'cancelled',
      cancellationReason: 'Sick child',
      cancelledBy: renter.id,
      cancelledAt: '2030-05-19 12:00:00.000Z',
      isLateCancellation: true,
    });
    expect(await stats(renter)).toEqual({
      totalCancellations: before.totalCancellations + 1,
      lateCancellations: before.lateCancellations + 1,
    });
    expect((await admin.get(records('users', renter.id))).body.cancellationsUpdated).toBe('2030-05-19 12:00:00.000Z');
    const notices = await notificationsAbout(owner, booking.id);
    expect(notices.at(-1)).toMatchObject({
      type: 'booking_status_change',
      content: 'The booking for "Bike repair" was cancelled',
    });
  });

  it('in time counts on the renter as a cancellation but not a late one', async () => {
    const booking = await bookingOn('2030-05-22', 'pending');
    const before = await stats(renter);
    expect(await cancelAt(booking, new Date('2030-05-20T12:00:00Z'))).toBe(false);
    expect(await stats(renter)).toEqual({ ...before, totalCancellations: before.totalCancellations + 1 });
    expect((await storedBooking(admin, booking.id)).cancellationReason).toBe('Plans changed');
  });

  it('by the owner is flagged late but never counts on anyone', async () => {
    const booking = await bookingOn('2030-05-24');
    const renterBefore = await stats(renter);
    const ownerBefore = await stats(owner);
    expect(await cancelAt(booking, new Date('2030-05-23T12:00:00Z'), owner)).toBe(true);
    expect(await stats(renter)).toEqual(renterBefore);
    expect(await stats(owner)).toEqual(ownerBefore);
    expect((await notificationsAbout(renter, booking.id)).at(-1).content).toBe(
      'The booking for "Bike repair" was cancelled',
    );
  });

  it('through the status route is recorded the same way, late flag and count included', async () => {
    const booking = await bookingOn('2030-05-26');
    const before = await stats(renter);
    clock.set(new Date('2030-05-25T12:00:00Z'));
    const answer = await renter.api.post(statusRoute(booking.id), { status: 'cancelled' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: 'cancelled',
      isLateCancellation: true,
      cancelledBy: renter.id,
      cancellationReason: '',
    });
    expect((await stats(renter)).lateCancellations).toBe(before.lateCancellations + 1);
  });

  it('of an approved booking gives its days back', async () => {
    const booking = await bookingOn('2030-05-28');
    await cancelAt(booking, new Date('2030-05-20T12:00:00Z'));
    const again = await requestBooking(stranger, listingId, ['2030-05-28']);
    await moveBooking(owner, again.id, 'approved');
  });
});

describe('the cancel route refuses', () => {
  it('statuses that cannot be cancelled', async () => {
    clock.set(new Date('2030-07-01T12:00:00Z'));
    const completed = await requestBooking(renter, listingId, ['2030-07-10']);
    await moveBooking(owner, completed.id, 'approved');
    // Completion is possible from the first booked day on (issue 17).
    clock.set(new Date('2030-07-10T12:00:00Z'));
    await moveBooking(owner, completed.id, 'completed');
    clock.set(new Date('2030-07-01T12:00:00Z'));
    const rejected = await requestBooking(renter, listingId, ['2030-07-11']);
    await moveBooking(owner, rejected.id, 'rejected');
    const cancelled = await requestBooking(renter, listingId, ['2030-07-12']);
    await moveBooking(renter, cancelled.id, 'cancelled');

    for (const booking of [completed, rejected, cancelled]) {
      const before = await storedBooking(admin, booking.id);
      expectRefusal(await renter.api.post(cancelRoute(booking.id), {}), 409, 'This booking cannot be cancelled');
      expect(await storedBooking(admin, booking.id)).toEqual(before);
    }
  });

  it('the owner before approval, strangers, guests and unknown bookings', async () => {
    clock.set(new Date('2030-07-01T12:00:00Z'));
    const pending = await requestBooking(renter, listingId, ['2030-07-15']);
    const negotiating = await requestBooking(renter, listingId, ['2030-07-16']);
    await moveBooking(owner, negotiating.id, 'negotiating');

    expectRefusal(await owner.api.post(cancelRoute(pending.id), {}), 403, 'Only the renter can update this booking');
    expectRefusal(
      await owner.api.post(cancelRoute(negotiating.id), {}),
      403,
      'Only the renter can update this booking',
    );
    expectRefusal(
      await stranger.api.post(cancelRoute(pending.id), {}),
      403,
      'Permission denied: Only the owner or renter can cancel this booking. Your role: none',
    );
    expectRefusal(await admin.guest.post(cancelRoute(pending.id), {}), 401, 'You must be signed in to do this.');
    expectRefusal(await renter.api.post(cancelRoute('missing0000000a'), {}), 404, 'Booking not found');
    expectRefusal(
      await renter.api.post(cancelRoute(pending.id), { reason: 'other', otherReason: 'x'.repeat(501) }),
      400,
      'Cancellation reason cannot exceed 500 characters',
    );
    expect((await storedBooking(admin, pending.id)).status).toBe('pending');
  });
});

describe('on the real clock (an empty clock file)', () => {
  it('a booking starting today is late, one starting in ten days is not', async () => {
    clock.set(null);
    const today = await requestBooking(renter, listingId, [dayFromToday(0)]);
    const later = await requestBooking(renter, listingId, [dayFromToday(10)]);

    expect((await renter.api.post(cancelRoute(today.id), {})).body.isLateCancellation).toBe(true);
    expect((await renter.api.post(cancelRoute(later.id), {})).body.isLateCancellation).toBe(false);
  });
});
