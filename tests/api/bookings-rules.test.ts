// Issue 17's booking rules over a real server, tried with raw HTTP as the parties would:
// completion only from the first booked day (and so no review of a booking that has not
// happened), the selected days are exactly the priced and held days (gaps stay free), the
// listing's weekly availability, hours only for services (1 by default), the request's note as
// the conversation's first message, and the optional reason of a rejection.
//
// The server runs with PARTILHA_TEST_CLOCK_FILE (lib/booking-clock.ts), set to a fixed day in
// 2030, so the days below fall on known weekdays: 2030-03-04 is a Monday.
import {
  addDays,
  completedTooEarlyMessage,
  createWizardAvailability,
  unavailableWeekdayMessage,
} from '@partilha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equipmentListing, records, superuserApi, type Api, type Json, type TestUser } from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';
import { createTestClock, type TestClock } from '../support/test-clock';
import { eligibility, reviewBody, REVIEWS_ROUTE } from './reviews-support';
import {
  BOOKINGS_ROUTE,
  availabilityRoute,
  bookedDays,
  bookingParties,
  detailsRoute,
  expectRefusal,
  listingOf,
  moveBooking,
  notificationsAbout,
  requestBooking,
  statusRoute,
  storedBooking,
} from './bookings-support';

const MONDAY = '2030-03-04';
const SATURDAY = '2030-03-09';
const SUNDAY = '2030-03-10';

let clock: TestClock;
let server: TestServer;
let admin: Api;
let owner: TestUser;
let renter: TestUser;
let stranger: TestUser;
let listingId: string;

/** The day `offset` days after MONDAY. */
function day(offset: number): string {
  return addDays(MONDAY, offset);
}

beforeAll(async () => {
  clock = createTestClock();
  clock.set('2030-02-25T10:00:00Z');
  server = await startTestServer({ rateLimitExempt: true, env: { PARTILHA_TEST_CLOCK_FILE: clock.file } });
  admin = await superuserApi(server);
  ({ owner, renter, stranger } = await bookingParties(admin));
  // A service at 25 €/h, open every day (the fixture's availability).
  listingId = await listingOf(owner, { title: 'Garden help', price: '25' });
});

afterAll(async () => {
  await server?.stop();
  clock?.remove();
});

describe('marking a booking completed', () => {
  it('is refused before its first booked day, so nobody can review it yet', async () => {
    clock.set('2030-02-25T10:00:00Z');
    const booking = await requestBooking(renter, listingId, [day(14), day(16)]);
    await moveBooking(owner, booking.id, 'approved');

    // The evening before the first day, Lisbon time (UTC in March before the change).
    clock.set(`${day(13)}T23:59:00Z`);
    const early = await owner.api.post(statusRoute(booking.id), { status: 'completed' });
    expectRefusal(early, 409, completedTooEarlyMessage(day(14)));
    expect((await storedBooking(admin, booking.id)).status).toBe('approved');

    for (const [who, type] of [
      [renter, 'owner'],
      [renter, 'listing'],
      [owner, 'renter'],
    ] as const) {
      expect((await eligibility(who, booking.id, type)).body).toEqual({
        canReview: false,
        reason: 'You can only review completed bookings',
      });
    }
    const review = await renter.api.post(REVIEWS_ROUTE, reviewBody(booking.id, 'owner'));
    expectRefusal(review, 409, 'You can only review completed bookings');

    clock.set(`${day(14)}T08:00:00Z`);
    const completed = await moveBooking(owner, booking.id, 'completed');
    expect(completed.status).toBe('completed');
    expect((await eligibility(renter, booking.id, 'owner')).body).toEqual({ canReview: true, reason: null });
  });
});

describe('the days of a booking with gaps', () => {
  it('are priced, held and booked exactly; the gap day stays free for someone else', async () => {
    clock.set('2030-02-25T10:00:00Z');
    const gap = await listingOf(owner, { title: 'Hedge trimming', price: '18.5' });
    const first = await requestBooking(renter, gap, [day(2), day(0)], { hoursPerDay: 2 });
    expect(first).toMatchObject({
      selectedDates: [day(0), day(2)],
      startDate: `${day(0)} 00:00:00.000Z`,
      endDate: `${day(2)} 00:00:00.000Z`,
      totalPrice: 74,
    });

    const held = await renter.api.get(availabilityRoute(gap), { from: day(0), to: day(6) });
    expect(held.body).toMatchObject({ unavailableDates: [day(0), day(2)], bookedDates: [] });

    await moveBooking(owner, first.id, 'approved');
    expect(await bookedDays(admin, gap)).toEqual([day(0), day(2)]);
    const booked = await renter.api.get(availabilityRoute(gap), { from: day(0), to: day(6) });
    expect(booked.body).toMatchObject({ unavailableDates: [day(0), day(2)], bookedDates: [day(0), day(2)] });

    // Someone else takes the gap day, and it is booked in turn.
    const inGap = await requestBooking(stranger, gap, [day(1)]);
    await moveBooking(owner, inGap.id, 'approved');
    expect(await bookedDays(admin, gap)).toEqual([day(0), day(1), day(2)]);
  });

  it('are checked, priced and booked the same way after a details edit', async () => {
    clock.set('2030-02-25T10:00:00Z');
    const edited = await listingOf(owner, { title: 'Window cleaning', price: '20' });
    const holder = await requestBooking(stranger, edited, [day(3)]);
    await moveBooking(owner, holder.id, 'approved');

    const booking = await requestBooking(renter, edited, [day(10)], { hoursPerDay: 3 });
    // Around the approved day 3, not on it: its span covers day 3, its days do not.
    const change = await renter.api.post(detailsRoute(booking.id), { selectedDates: [day(2), day(4)] });
    expect(change.status, JSON.stringify(change.body)).toBe(200);
    expect(change.body).toMatchObject({ selectedDates: [day(2), day(4)], totalPrice: 120, hoursPerDay: 3 });

    const onTaken = await renter.api.post(detailsRoute(booking.id), { selectedDates: [day(3), day(5)] });
    expect({ status: onTaken.status, message: onTaken.body.message }).toEqual({
      status: 409,
      message: `The following dates are no longer available: ${day(3)}. Please select different dates.`,
    });

    await moveBooking(owner, booking.id, 'approved');
    expect(await bookedDays(admin, edited)).toEqual([day(2), day(3), day(4)]);
  });

  it('price equipment per selected day', async () => {
    clock.set('2030-02-25T10:00:00Z');
    const drill = await listingOf(owner, equipmentListing({ price: '12' }));
    const booking = await requestBooking(renter, drill, [day(0), day(3), day(6)]);
    expect(booking).toMatchObject({ totalPrice: 36, hoursPerDay: 0 });
  });
});

describe("the listing's weekly availability", () => {
  let weekdaysOnly: string;

  beforeAll(async () => {
    // The wizard's week: Monday to Friday, the weekend "Not available".
    weekdaysOnly = await listingOf(owner, { title: 'Office moves', availability: createWizardAvailability() });
  });

  it('refuses a request with a day on a closed weekday, naming it', async () => {
    clock.set('2030-02-25T10:00:00Z');
    const response = await renter.api.post(BOOKINGS_ROUTE, {
      listingId: weekdaysOnly,
      selectedDates: [day(4), SATURDAY],
      hoursPerDay: 2,
    });
    expectRefusal(response, 409, unavailableWeekdayMessage('Saturday', SATURDAY));
    expect(response.body.message).toBe(
      'This listing is not available on Saturdays (2030-03-09). Please select different dates.',
    );

    const range = await renter.api.post(BOOKINGS_ROUTE, {
      listingId: weekdaysOnly,
      startDate: day(4),
      endDate: SUNDAY,
    });
    expectRefusal(range, 409, unavailableWeekdayMessage('Saturday', SATURDAY));
  });

  it('accepts open weekdays and refuses a details edit onto a closed one', async () => {
    clock.set('2030-02-25T10:00:00Z');
    const booking = await requestBooking(renter, weekdaysOnly, [MONDAY, day(4)]);
    const edit = await renter.api.post(detailsRoute(booking.id), { selectedDates: [MONDAY, SUNDAY] });
    expectRefusal(edit, 409, unavailableWeekdayMessage('Sunday', SUNDAY));
    const asOwner = await owner.api.post(detailsRoute(booking.id), { startDate: day(4), endDate: SATURDAY });
    expectRefusal(asOwner, 409, unavailableWeekdayMessage('Saturday', SATURDAY));
    expect((await storedBooking(admin, booking.id)).selectedDates).toEqual([MONDAY, day(4)]);
  });
});

describe('hours per day', () => {
  it('default to 1 for a service', async () => {
    clock.set('2030-02-25T10:00:00Z');
    const response = await renter.api.post(BOOKINGS_ROUTE, { listingId, selectedDates: [day(20), day(21)] });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ hoursPerDay: 1, totalPrice: 50 });
    expectRefusal(
      await renter.api.post(BOOKINGS_ROUTE, { listingId, selectedDates: [day(20)], hoursPerDay: 0 }),
      400,
      'Hours per day must be at least 1',
    );
  });

  it('are none for equipment: hours sent are ignored, on request and on edit', async () => {
    clock.set('2030-02-25T10:00:00Z');
    const drill = await listingOf(owner, equipmentListing({ price: '12.5' }));
    for (const hoursPerDay of [8, 'lots', -3]) {
      const booking = await requestBooking(renter, drill, [day(22)], { hoursPerDay });
      expect(booking).toMatchObject({ hoursPerDay: 0, totalPrice: 12.5 });
    }
    const booking = await requestBooking(renter, drill, [day(23)]);
    const edit = await owner.api.post(detailsRoute(booking.id), { hoursPerDay: 6 });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(edit.body).toMatchObject({ hoursPerDay: 0, totalPrice: 12.5 });
  });
});

describe("the request's note", () => {
  async function messagesOf(bookingId: string): Promise<Json[]> {
    const { body } = await owner.api.get(records('booking_messages'), { filter: `booking = "${bookingId}"` });
    return body.items as Json[];
  }

  it("opens the conversation as the renter's first message", async () => {
    clock.set('2030-02-25T10:00:00Z');
    const booking = await requestBooking(renter, listingId, [day(30)], { notes: '  Back garden, bring gloves  ' });
    expect(await messagesOf(booking.id)).toMatchObject([
      { booking: booking.id, sender: renter.id, content: 'Back garden, bring gloves', read: false },
    ]);
  });

  it('adds no message when it is empty', async () => {
    clock.set('2030-02-25T10:00:00Z');
    for (const notes of [undefined, '', '   ']) {
      const booking = await requestBooking(renter, listingId, [day(31)], notes === undefined ? {} : { notes });
      expect(await messagesOf(booking.id)).toEqual([]);
    }
  });
});

describe('rejecting a request', () => {
  it('keeps the optional reason, trimmed, for both parties and tells the renter', async () => {
    clock.set('2030-02-25T10:00:00Z');
    const booking = await requestBooking(renter, listingId, [day(40)]);
    const rejected = await owner.api.post(statusRoute(booking.id), {
      status: 'rejected',
      reason: '  Away that week  ',
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'rejected', rejectionReason: 'Away that week' });
    for (const party of [renter, owner]) {
      const { body } = await party.api.get(records('bookings', booking.id));
      expect(body.rejectionReason).toBe('Away that week');
    }
    const notices = await notificationsAbout(renter, booking.id);
    expect(notices.at(-1)).toMatchObject({
      content: 'Your booking request for "Garden help" was rejected. Reason: Away that week',
      data: { status: 'rejected', rejectionReason: 'Away that week' },
    });
  });

  it('needs no reason', async () => {
    clock.set('2030-02-25T10:00:00Z');
    const booking = await requestBooking(renter, listingId, [day(41)]);
    const rejected = await moveBooking(owner, booking.id, 'rejected');
    expect(rejected.rejectionReason).toBe('');
    const notices = await notificationsAbout(renter, booking.id);
    expect(notices.at(-1)?.content).toBe('Your booking request for "Garden help" was rejected');
  });

  it('refuses a reason over 500 characters, one that is not text, and one with another status', async () => {
    clock.set('2030-02-25T10:00:00Z');
    const booking = await requestBooking(renter, listingId, [day(42)]);
    const cases: [Record<string, unknown>, string][] = [
      [{ status: 'rejected', reason: 'x'.repeat(501) }, 'Rejection reason cannot exceed 500 characters'],
      [{ status: 'rejected', reason: 42 }, 'Rejection reason must be text'],
      [{ status: 'approved', reason: 'Welcome' }, 'A reason can only be given when rejecting a booking'],
      [{ status: 'negotiating', reason: 'Let us talk' }, 'A reason can only be given when rejecting a booking'],
    ];
    for (const [body, message] of cases) {
      expectRefusal(await owner.api.post(statusRoute(booking.id), body), 400, message);
    }
    expect((await storedBooking(admin, booking.id)).status).toBe('pending');

    const padded = await owner.api.post(statusRoute(booking.id), {
      status: 'rejected',
      reason: ` ${'y'.repeat(500)} `,
    });
    expect(padded.status, JSON.stringify(padded.body)).toBe(200);
    expect(padded.body.rejectionReason).toBe('y'.repeat(500));
  });

  it('ignores a blank reason with another status', async () => {
    clock.set('2030-02-25T10:00:00Z');
    const booking = await requestBooking(renter, listingId, [day(43)]);
    const approved = await owner.api.post(statusRoute(booking.id), { status: 'approved', reason: '   ' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.rejectionReason).toBe('');
  });
});
