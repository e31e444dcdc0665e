// POST /api/market/bookings/{id}/status for every (from-status, to-status, actor) combination,
// against the spec's table (spec 001 §4) written out here independently of the domain's copy:
// allowed changes succeed with their side effects, all others fail with the exact message and
// leave the booking as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, records, superuserApi, type Api, type Json, type TestUser } from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';
import {
  bookedDays,
  bookingParties,
  dayFromToday,
  expectRefusal,
  listingOf,
  moveBooking,
  notificationsAbout,
  requestBooking,
  statusRoute,
  storedBooking,
} from './bookings-support';

const STATUSES = ['pending', 'negotiating', 'approved', 'rejected', 'cancelled', 'completed'] as const;
type Status = (typeof STATUSES)[number];
type Who = 'owner' | 'renter' | 'stranger';
const ACTORS: readonly Who[] = ['owner', 'renter', 'stranger'];

/** The spec's table: from → to → who may. */
const TABLE: Partial<Record<Status, Partial<Record<Status, readonly Who[]>>>> = {
  pending: { negotiating: ['owner', 'renter'], approved: ['owner'], rejected: ['owner'], cancelled: ['renter'] },
  negotiating: { approved: ['owner'], rejected: ['owner'], cancelled: ['renter'] },
  approved: { completed: ['owner'], cancelled: ['owner', 'renter'] },
};

const LISTING_TITLE = 'Moving help';

/** What the other party reads in their notification after each change. */
const NOTIFICATION_TEXT: Partial<Record<Status, string>> = {
  negotiating: `The booking for "${LISTING_TITLE}" is now being negotiated`,
  approved: `Your booking request for "${LISTING_TITLE}" was confirmed`,
  rejected: `Your booking request for "${LISTING_TITLE}" was rejected`,
  cancelled: `The booking for "${LISTING_TITLE}" was cancelled`,
  completed: `Your booking for "${LISTING_TITLE}" was marked as completed`,
};

function expectedRefusal(from: Status, to: Status, who: Who): { status: number; message: string } | null {
  if (who === 'stranger') {
    return {
      status: 403,
      message: 'Permission denied: Only the owner or renter can update this booking. Your role: none',
    };
  }
  const allowed = TABLE[from]?.[to];
  if (!allowed) {
    const next = Object.keys(TABLE[from] ?? {});
    return {
      status: 409,
      message: `Invalid status transition: Cannot change from ${from} to ${to}. Allowed transitions from ${from}: ${
        next.length > 0 ? next.join(', ') : 'none'
      }`,
    };
  }
  if (allowed.includes(who)) return null;
  return {
    status: 403,
    message: allowed.includes('owner')
      ? 'Only the owner can update this booking'
      : 'Only the renter can update this booking',
  };
}

/** The status changes that bring a new booking to `status`, and who makes each. */
const PATH_TO: Record<Status, readonly [Who, Status][]> = {
  pending: [],
  negotiating: [['owner', 'negotiating']],
  approved: [['owner', 'approved']],
  rejected: [['owner', 'rejected']],
  cancelled: [['renter', 'cancelled']],
  completed: [
    ['owner', 'approved'],
    ['owner', 'completed'],
  ],
};

let server: TestServer;
let admin: Api;
let people: Record<Who, TestUser>;
let listingId: string;
let nextDay = 100;
interface Prepared {
  id: string;
  day: string;
  listing: string;
}
const prepared = new Map<string, Prepared>();

/**
 * A booking in `status`. One that is or may be completed is for today on a listing of its own: a
 * booking can be completed only from its first day on (issue 17), and each listing has one
 * booking per day. The others take a day of their own far ahead (never a late cancellation).
 */
async function bookingIn(status: Status, completable: boolean): Promise<Prepared> {
  const listing = completable ? await listingOf(people.owner, { title: LISTING_TITLE }) : listingId;
  const day = completable ? dayFromToday(0) : dayFromToday(nextDay++);
  const booking = await requestBooking(people.renter, listing, [day]);
  for (const [who, step] of PATH_TO[status]) await moveBooking(people[who], booking.id, step);
  return { id: booking.id, day, listing };
}

beforeAll(async () => {
  server = await startTestServer({ rateLimitExempt: true });
  admin = await superuserApi(server);
  const { owner, renter, stranger } = await bookingParties(admin);
  people = { owner, renter, stranger };
  listingId = await listingOf(owner, { title: LISTING_TITLE });

  // One booking per combination, in its from-status, made a dozen at a time.
  const combinations = STATUSES.flatMap((from) => STATUSES.flatMap((to) => ACTORS.map((who) => ({ from, to, who }))));
  for (let start = 0; start < combinations.length; start += 12) {
    const batch = combinations.slice(start, start + 12);
    const made = await Promise.all(
      batch.map(({ from, to }) => bookingIn(from, from === 'completed' || (from === 'approved' && to === 'completed'))),
    );
    batch.forEach(({ from, to, who }, index) => prepared.set(`${from}>${to}>${who}`, made[index]!));
  }
}, 120_000);

afterAll(() => server?.stop());

async function cancellationCount(user: TestUser): Promise<number> {
  return (await admin.get(records('users', user.id))).body.totalCancellations as number;
}

async function expectSideEffects(to: Status, who: Who, booking: Prepared, answer: Json) {
  const stored = await storedBooking(admin, booking.id);
  expect(answer.status).toBe(to);
  expect(stored.status).toBe(to);

  const days = await bookedDays(admin.guest, booking.listing);
  const holdsDay = to === 'approved' || to === 'completed';
  expect(days.includes(booking.day), `booked_days holds ${booking.day}`).toBe(holdsDay);

  const notified: Who = to === 'negotiating' || to === 'cancelled' ? (who === 'owner' ? 'renter' : 'owner') : 'renter';
  const notices = await notificationsAbout(people[notified], booking.id);
  expect(notices.at(-1)).toMatchObject({ type: 'booking_status_change', content: NOTIFICATION_TEXT[to] });

  if (to === 'cancelled') {
    expect(stored).toMatchObject({ cancelledBy: people[who].id, isLateCancellation: false, cancellationReason: '' });
    expect(stored.cancelledAt).not.toBe('');
  } else {
    expect(stored.cancelledBy).toBe('');
  }
}

describe.each(STATUSES)('from %s', (from) => {
  describe.each(STATUSES)('to %s', (to) => {
    it.each(ACTORS)('by the %s', async (who) => {
      const booking = prepared.get(`${from}>${to}>${who}`)!;
      const before = await storedBooking(admin, booking.id);
      const noticesBefore =
        (await notificationsAbout(people.owner, booking.id)).length +
        (await notificationsAbout(people.renter, booking.id)).length;
      const renterCancellations = await cancellationCount(people.renter);

      const answer = await people[who].api.post(statusRoute(booking.id), { status: to });
      const refusal = expectedRefusal(from, to, who);

      if (refusal) {
        expectRefusal(answer, refusal.status, refusal.message);
        expect(await storedBooking(admin, booking.id)).toEqual(before);
        const noticesAfter =
          (await notificationsAbout(people.owner, booking.id)).length +
          (await notificationsAbout(people.renter, booking.id)).length;
        expect(noticesAfter).toBe(noticesBefore);
        expect(await cancellationCount(people.renter)).toBe(renterCancellations);
      } else {
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        await expectSideEffects(to, who, booking, answer.body);
        const counted = to === 'cancelled' && who === 'renter' ? 1 : 0;
        expect(await cancellationCount(people.renter)).toBe(renterCancellations + counted);
      }
    });
  });
});

describe('the status route', () => {
  it('refuses guests before looking at the booking', async () => {
    const booking = await bookingIn('pending', false);
    expectRefusal(
      await admin.guest.post(statusRoute(booking.id), { status: 'approved' }),
      401,
      'You must be signed in to do this.',
    );
    expectRefusal(
      await admin.guest.post(statusRoute('missing0000000a'), { status: 'approved' }),
      401,
      'You must be signed in to do this.',
    );
  });

  it('answers 404 "Booking not found" for an unknown booking', async () => {
    expectRefusal(
      await people.owner.api.post(statusRoute('missing0000000a'), { status: 'approved' }),
      404,
      'Booking not found',
    );
  });

  it('needs a status, and refuses an unknown one with the invalid-transition text', async () => {
    const booking = await bookingIn('pending', false);
    expectRefusal(await people.owner.api.post(statusRoute(booking.id), {}), 400, 'status is required');
    expectRefusal(
      await people.owner.api.post(statusRoute(booking.id), { status: 'paid' }),
      400,
      'Invalid status transition: Cannot change from pending to paid. Allowed transitions from pending: negotiating, approved, rejected, cancelled',
    );
  });

  it('takes the role from the token, never from the body', async () => {
    const booking = await bookingIn('pending', false);
    const answer = await people.renter.api.post(statusRoute(booking.id), {
      status: 'approved',
      role: 'owner',
      userId: people.owner.id,
    });
    expectRefusal(answer, 403, 'Only the owner can update this booking');
  });

  it('leaves operators and superusers, who are no party, with role none', async () => {
    const booking = await bookingIn('pending', false);
    const denied = 'Permission denied: Only the owner or renter can update this booking. Your role: none';
    const operator = await createUser(admin, { role: 'operator' });
    expect((await operator.api.get(records('bookings', booking.id))).status).toBe(200);
    expectRefusal(await operator.api.post(statusRoute(booking.id), { status: 'approved' }), 403, denied);
    expectRefusal(await admin.post(statusRoute(booking.id), { status: 'approved' }), 403, denied);
    expect((await storedBooking(admin, booking.id)).status).toBe('pending');
  });

  it("releases an approved booking's days when it is cancelled, so they can be booked again", async () => {
    const booking = await bookingIn('approved', false);
    expect(await bookedDays(admin.guest, listingId)).toContain(booking.day);
    await moveBooking(people.owner, booking.id, 'cancelled');
    expect(await bookedDays(admin.guest, listingId)).not.toContain(booking.day);

    const again = await requestBooking(people.stranger, listingId, [booking.day]);
    await moveBooking(people.owner, again.id, 'approved');
    expect(await bookedDays(admin.guest, listingId)).toContain(booking.day);
  });
});
