// POST /api/market/bookings and GET /api/market/listings/{id}/availability over a real server:
// required fields, the listing's state, the caller as renter, the server's price, free days.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equipmentListing, records, superuserApi, type Api, type TestUser } from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';
import {
  BOOKINGS_ROUTE,
  availabilityRoute,
  bookingParties,
  dayFromToday,
  daysFromToday,
  expectRefusal,
  listingOf,
  moveBooking,
  notificationsAbout,
  requestBooking,
} from './bookings-support';

let server: TestServer;
let admin: Api;
let owner: TestUser;
let renter: TestUser;
let stranger: TestUser;
let listingId: string;

beforeAll(async () => {
  server = await startTestServer({ rateLimitExempt: true });
  admin = await superuserApi(server);
  ({ owner, renter, stranger } = await bookingParties(admin));
  listingId = await listingOf(owner, { title: 'Garden help', price: '25' });
});

afterAll(() => server?.stop());

describe('a booking request', () => {
  it('is stored pending for the caller as renter, priced by the server from the listing', async () => {
    const days = daysFromToday(10, 3);
    const response = await renter.api.post(BOOKINGS_ROUTE, {
      listingId,
      selectedDates: [days[2], days[0], days[1], days[0]],
      hoursPerDay: 3,
      notes: '  Back garden, bring gloves  ',
      totalPrice: 1,
      renterId: stranger.id,
      ownerId: stranger.id,
      status: 'approved',
      paymentStatus: 'paid',
    });

    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({
      listing: listingId,
      listingType: 'service',
      listingTitle: 'Garden help',
      renter: renter.id,
      owner: owner.id,
      totalPrice: 225,
      startDate: `${days[0]} 00:00:00.000Z`,
      endDate: `${days[2]} 00:00:00.000Z`,
      selectedDates: days,
      hoursPerDay: 3,
      status: 'pending',
      paymentStatus: 'pending',
      notes: 'Back garden, bring gloves',
      isLateCancellation: false,
    });
  });

  it('prices equipment per day, whatever the hours', async () => {
    const drill = await listingOf(owner, equipmentListing({ price: '12.5' }));
    const booking = await requestBooking(renter, drill, daysFromToday(10, 2), { hoursPerDay: 8 });
    expect(booking.totalPrice).toBe(25);
    expect(booking.listingType).toBe('equipment');
  });

  it('accepts a start and end date for every day between them', async () => {
    const [first, , last] = daysFromToday(40, 3);
    const response = await renter.api.post(BOOKINGS_ROUTE, {
      listingId,
      startDate: first,
      endDate: last,
      hoursPerDay: 1,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.selectedDates).toEqual(daysFromToday(40, 3));
    expect(response.body.totalPrice).toBe(75);
  });

  it('notifies the owner in the same change', async () => {
    const booking = await requestBooking(renter, listingId, daysFromToday(12, 1));
    const notices = await notificationsAbout(owner, booking.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      type: 'booking_request',
      user: owner.id,
      read: false,
      content: 'New booking request for "Garden help" from Rui Renter',
      data: {
        bookingId: booking.id,
        listingTitle: 'Garden help',
        status: 'pending',
        senderName: 'Rui Renter',
        renterName: 'Rui Renter',
      },
    });
    expect(await notificationsAbout(renter, booking.id)).toEqual([]);
  });

  it('names the first missing field with the spec\'s "<field> is required"', async () => {
    expectRefusal(
      await renter.api.post(BOOKINGS_ROUTE, { selectedDates: daysFromToday(5, 1) }),
      400,
      'listingId is required',
    );
    expectRefusal(await renter.api.post(BOOKINGS_ROUTE, { listingId }), 400, 'startDate is required');
    expectRefusal(
      await renter.api.post(BOOKINGS_ROUTE, { listingId, startDate: dayFromToday(5) }),
      400,
      'endDate is required',
    );
    const free = await listingOf(owner, { price: '0' });
    expectRefusal(
      await renter.api.post(BOOKINGS_ROUTE, { listingId: free, selectedDates: daysFromToday(5, 1) }),
      400,
      'totalPrice is required',
    );
    expectRefusal(
      await admin.post(BOOKINGS_ROUTE, { listingId, selectedDates: daysFromToday(5, 1) }),
      400,
      'renterId is required',
    );
  });

  it("checks hours, notes and dates with the forms' rules", async () => {
    const days = daysFromToday(5, 1);
    expectRefusal(
      await renter.api.post(BOOKINGS_ROUTE, { listingId, selectedDates: days, hoursPerDay: 0 }),
      400,
      'Hours per day must be at least 1',
    );
    expectRefusal(
      await renter.api.post(BOOKINGS_ROUTE, { listingId, selectedDates: days, hoursPerDay: 25 }),
      400,
      'Hours per day cannot exceed 24',
    );
    expectRefusal(
      await renter.api.post(BOOKINGS_ROUTE, { listingId, selectedDates: days, hoursPerDay: '8' }),
      400,
      'Hours per day must be a number',
    );
    expectRefusal(
      await renter.api.post(BOOKINGS_ROUTE, { listingId, selectedDates: days, notes: 'x'.repeat(501) }),
      400,
      'Message cannot exceed 500 characters',
    );
    expectRefusal(
      await renter.api.post(BOOKINGS_ROUTE, { listingId, selectedDates: ['tomorrow'] }),
      400,
      'Dates must be in YYYY-MM-DD format',
    );
    expectRefusal(
      await renter.api.post(BOOKINGS_ROUTE, { listingId, startDate: dayFromToday(6), endDate: dayFromToday(5) }),
      400,
      'End date must be after or equal to start date',
    );
    expectRefusal(
      await renter.api.post(BOOKINGS_ROUTE, { listingId, startDate: dayFromToday(1), endDate: dayFromToday(367) }),
      400,
      'A booking can cover at most 366 days',
    );
  });

  it('needs a signed-in renter who is not the owner, and an active listing', async () => {
    const days = daysFromToday(5, 1);
    expectRefusal(
      await admin.guest.post(BOOKINGS_ROUTE, { listingId, selectedDates: days }),
      401,
      'You must be logged in to request a booking',
    );
    expectRefusal(
      await owner.api.post(BOOKINGS_ROUTE, { listingId, selectedDates: days }),
      403,
      'You cannot book your own listing',
    );
    expectRefusal(
      await renter.api.post(BOOKINGS_ROUTE, { listingId: 'missing0000000a', selectedDates: days }),
      404,
      'Listing not found',
    );

    const suspended = await listingOf(owner);
    expect((await admin.patch(records('listings', suspended), { status: 'suspended' })).status).toBe(200);
    expectRefusal(
      await renter.api.post(BOOKINGS_ROUTE, { listingId: suspended, selectedDates: days }),
      404,
      'Listing not found',
    );
  });

  it('refuses days the owner blocked, days an approved booking holds, and past days, listing them', async () => {
    const blockedDay = dayFromToday(20);
    const listing = await listingOf(owner, { unavailableDates: [blockedDay] });
    const approved = await requestBooking(stranger, listing, daysFromToday(21, 2));
    await moveBooking(owner, approved.id, 'approved');

    const overlapping = await renter.api.post(BOOKINGS_ROUTE, {
      listingId: listing,
      startDate: dayFromToday(19),
      endDate: dayFromToday(23),
    });
    expectRefusal(
      overlapping,
      409,
      `The following dates are no longer available: ${blockedDay}, ${dayFromToday(21)}, ${dayFromToday(22)}. Please select different dates.`,
    );

    const past = await renter.api.post(BOOKINGS_ROUTE, {
      listingId: listing,
      selectedDates: [dayFromToday(-1), dayFromToday(0)],
    });
    expectRefusal(
      past,
      409,
      `The following dates are no longer available: ${dayFromToday(-1)}. Please select different dates.`,
    );
  });

  it('is not blocked by other pending, rejected or cancelled requests', async () => {
    const listing = await listingOf(owner);
    const days = daysFromToday(30, 2);
    const pending = await requestBooking(stranger, listing, days);
    const rejected = await requestBooking(stranger, listing, days);
    await moveBooking(owner, rejected.id, 'rejected');
    const cancelled = await requestBooking(stranger, listing, days);
    await moveBooking(stranger, cancelled.id, 'cancelled');

    const mine = await requestBooking(renter, listing, days);
    expect(mine.status).toBe('pending');
    expect(pending.id).not.toBe(mine.id);
  });
});

describe('listing availability', () => {
  let listing: string;
  const blocked = () => dayFromToday(50);

  beforeAll(async () => {
    listing = await listingOf(owner, { unavailableDates: [blocked(), dayFromToday(200)] });
    const approved = await requestBooking(stranger, listing, daysFromToday(52, 2));
    await moveBooking(owner, approved.id, 'approved');
    await requestBooking(renter, listing, [dayFromToday(55)]);
    const rejected = await requestBooking(renter, listing, [dayFromToday(56)]);
    await moveBooking(owner, rejected.id, 'rejected');
    const cancelled = await requestBooking(renter, listing, [dayFromToday(57)]);
    await moveBooking(renter, cancelled.id, 'cancelled');
  });

  it('lists the days the calendar disables and, apart, those a request is refused for', async () => {
    const { status, body } = await admin.guest.get(availabilityRoute(listing), {
      from: dayFromToday(49),
      to: dayFromToday(60),
    });

    expect(status).toBe(200);
    expect(body).toEqual({
      listingId: listing,
      from: dayFromToday(49),
      to: dayFromToday(60),
      unavailableDates: [blocked(), dayFromToday(52), dayFromToday(53), dayFromToday(55)],
      bookedDates: [blocked(), dayFromToday(52), dayFromToday(53)],
    });
  });

  it('keeps to the range asked for', async () => {
    const { body } = await renter.api.get(availabilityRoute(listing), { from: dayFromToday(53), to: dayFromToday(54) });
    expect(body.unavailableDates).toEqual([dayFromToday(53)]);
  });

  it('refuses missing, malformed, reversed or over-long ranges, and unknown or suspended listings', async () => {
    const message = 'Invalid parameters for availability check';
    expectRefusal(await admin.guest.get(availabilityRoute(listing)), 400, message);
    expectRefusal(
      await admin.guest.get(availabilityRoute(listing), { from: 'today', to: dayFromToday(2) }),
      400,
      message,
    );
    expectRefusal(
      await admin.guest.get(availabilityRoute(listing), { from: dayFromToday(3), to: dayFromToday(2) }),
      400,
      message,
    );
    expectRefusal(
      await admin.guest.get(availabilityRoute(listing), { from: dayFromToday(0), to: dayFromToday(400) }),
      400,
      message,
    );

    const range = { from: dayFromToday(1), to: dayFromToday(2) };
    expectRefusal(await admin.guest.get(availabilityRoute('missing0000000a'), range), 404, 'Listing not found');
    const suspended = await listingOf(owner);
    await admin.patch(records('listings', suspended), { status: 'suspended' });
    expectRefusal(await renter.api.get(availabilityRoute(suspended), range), 404, 'Listing not found');
    expect((await owner.api.get(availabilityRoute(suspended), range)).status).toBe(200);
  });
});
