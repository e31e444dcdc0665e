// Bookings, booked days, booking messages and notifications over the raw collection API: who
// reads them, and that users cannot write what only the server routes may write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createListing,
  createUser,
  records,
  serviceListing,
  superuserApi,
  type Api,
  type TestUser,
} from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';

let server: TestServer;
let admin: Api;
let guest: Api;
let owner: TestUser;
let renter: TestUser;
let stranger: TestUser;
let operator: TestUser;
let listingId: string;
let bookingId: string;
let cancelledBookingId: string;

async function created(response: Promise<{ status: number; body: { id: string } }>): Promise<string> {
  const { status, body } = await response;
  expect(status, JSON.stringify(body)).toBe(200);
  return body.id;
}

function bookingFields(status: string): Record<string, unknown> {
  return {
    listing: listingId,
    listingType: 'service',
    listingTitle: 'Furniture assembly in Lisbon',
    renter: renter.id,
    owner: owner.id,
    totalPrice: 50,
    startDate: '2026-12-01 09:00:00.000Z',
    endDate: '2026-12-01 09:00:00.000Z',
    selectedDates: ['2026-12-01'],
    hoursPerDay: 2,
    status,
    paymentStatus: 'pending',
  };
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await superuserApi(server);
  guest = admin.guest;
  [owner, renter, stranger, operator] = await Promise.all([
    createUser(admin),
    createUser(admin),
    createUser(admin),
    createUser(admin, { role: 'operator' }),
  ]);
  listingId = await created(createListing(admin, serviceListing({ owner: owner.id })));
  bookingId = await created(admin.post(records('bookings'), bookingFields('pending')));
  cancelledBookingId = await created(admin.post(records('bookings'), bookingFields('cancelled')));
  await created(admin.post(records('booked_days'), { listing: listingId, day: '2026-12-01', booking: bookingId }));
});

afterAll(() => server?.stop());

describe('bookings', () => {
  it('are read by their renter, their owner and operators', async () => {
    for (const reader of [renter, owner, operator]) {
      const view = await reader.api.get(records('bookings', bookingId));
      expect(view.status).toBe(200);
      expect(view.body.status).toBe('pending');
    }
  });

  it('are hidden from guests and other users', async () => {
    for (const api of [guest, stranger.api]) {
      expect((await api.get(records('bookings', bookingId))).status).toBe(404);
      expect((await api.get(records('bookings'))).body.items).toEqual([]);
    }
  });

  it('cannot be created, changed or deleted through the collection API, not even by their parties', async () => {
    const create = await renter.api.post(records('bookings'), bookingFields('pending'));
    const approve = await owner.api.patch(records('bookings', bookingId), { status: 'approved' });
    const cheaper = await renter.api.patch(records('bookings', bookingId), { totalPrice: 1 });
    const removal = await renter.api.delete(records('bookings', bookingId));

    expect(create.status).toBe(403);
    expect(approve.status).toBe(403);
    expect(cheaper.status).toBe(403);
    expect(removal.status).toBe(403);
    expect((await admin.get(records('bookings', bookingId))).body).toMatchObject({ status: 'pending', totalPrice: 50 });
  });
});

describe('booked days', () => {
  it('are public, because availability is', async () => {
    const { status, body } = await guest.get(records('booked_days'), { filter: `listing = "${listingId}"` });

    expect(status).toBe(200);
    expect(body.items.map((item: { day: string }) => item.day)).toEqual(['2026-12-01']);
  });

  it('cannot be written by users', async () => {
    const create = await owner.api.post(records('booked_days'), {
      listing: listingId,
      day: '2026-12-02',
      booking: bookingId,
    });
    const dayId = (await guest.get(records('booked_days'), { filter: `listing = "${listingId}"` })).body.items[0].id;
    const move = await owner.api.patch(records('booked_days', dayId), { day: '2026-12-03' });
    const release = await renter.api.delete(records('booked_days', dayId));

    expect(create.status).toBe(403);
    expect(move.status).toBe(403);
    expect(release.status).toBe(403);
  });

  it('refuse a second booking of the same listing on the same day, even for the superuser', async () => {
    const duplicate = await admin.post(records('booked_days'), {
      listing: listingId,
      day: '2026-12-01',
      booking: cancelledBookingId,
    });
    const otherDay = await admin.post(records('booked_days'), {
      listing: listingId,
      day: '2026-12-04',
      booking: cancelledBookingId,
    });

    expect(duplicate.status).toBe(400);
    expect(otherDay.status).toBe(200);
  });
});

describe('booking messages', () => {
  it('are written by a party as themself and read by both parties only', async () => {
    const sent = await renter.api.post(records('booking_messages'), {
      booking: bookingId,
      sender: renter.id,
      content: 'Hello, is Monday fine?',
    });
    expect(sent.status).toBe(200);
    expect(sent.body.read).toBe(false);

    expect((await owner.api.get(records('booking_messages', sent.body.id))).status).toBe(200);
    expect((await stranger.api.get(records('booking_messages', sent.body.id))).status).toBe(404);
    expect((await guest.get(records('booking_messages'))).body.items).toEqual([]);
  });

  it('cannot be sent as someone else, by an outsider, or on a cancelled booking', async () => {
    const impersonated = await renter.api.post(records('booking_messages'), {
      booking: bookingId,
      sender: owner.id,
      content: 'I approve',
    });
    const outsider = await stranger.api.post(records('booking_messages'), {
      booking: bookingId,
      sender: stranger.id,
      content: 'Hi there',
    });
    const cancelled = await renter.api.post(records('booking_messages'), {
      booking: cancelledBookingId,
      sender: renter.id,
      content: 'Still there?',
    });

    expect(impersonated.status).toBe(400);
    expect(outsider.status).toBe(400);
    expect(cancelled.status).toBe(400);
  });

  it('may only be marked read, and only by the recipient', async () => {
    const sent = await owner.api.post(records('booking_messages'), {
      booking: bookingId,
      sender: owner.id,
      content: 'Monday works.',
    });

    const bySender = await owner.api.patch(records('booking_messages', sent.body.id), { read: true });
    const rewrite = await renter.api.patch(records('booking_messages', sent.body.id), {
      read: true,
      content: 'Monday does not work.',
    });
    const unread = await renter.api.patch(records('booking_messages', sent.body.id), { read: false });
    const byRecipient = await renter.api.patch(records('booking_messages', sent.body.id), { read: true });
    const removal = await renter.api.delete(records('booking_messages', sent.body.id));

    expect(bySender.status).toBe(404);
    expect(rewrite.status).toBe(404);
    expect(unread.status).toBe(404);
    expect(byRecipient.status).toBe(200);
    expect(byRecipient.body).toMatchObject({ read: true, content: 'Monday works.' });
    expect(removal.status).toBe(403);
  });
});

describe('notifications', () => {
  let renterNotificationId: string;

  beforeAll(async () => {
    renterNotificationId = await created(
      admin.post(records('notifications'), {
        user: renter.id,
        type: 'booking_status_change',
        booking: bookingId,
        content: 'Your booking was approved',
        data: {},
      }),
    );
    await created(
      admin.post(records('notifications'), {
        user: owner.id,
        type: 'booking_request',
        booking: bookingId,
        content: 'New booking request',
      }),
    );
  });

  it('are read by their user only, never by another user or a guest', async () => {
    const own = await renter.api.get(records('notifications'));
    const others = await owner.api.get(records('notifications', renterNotificationId));
    const strangerList = await stranger.api.get(records('notifications'));
    const guestList = await guest.get(records('notifications'));

    // The owner's messages above also notified the renter (new_message); all are the renter's own.
    expect(own.body.items.map((item: { id: string }) => item.id)).toContain(renterNotificationId);
    expect(own.body.items.every((item: { user: string }) => item.user === renter.id)).toBe(true);
    expect(others.status).toBe(404);
    expect(strangerList.body.items).toEqual([]);
    expect(guestList.body.items).toEqual([]);
  });

  it('cannot be created or deleted by users', async () => {
    const create = await renter.api.post(records('notifications'), {
      user: renter.id,
      type: 'new_message',
      content: 'Fake',
    });
    const removal = await renter.api.delete(records('notifications', renterNotificationId));

    expect(create.status).toBe(403);
    expect(removal.status).toBe(403);
  });

  it('may only be marked read by their user, and never back to unread', async () => {
    const rewrite = await renter.api.patch(records('notifications', renterNotificationId), {
      read: true,
      content: 'Changed',
    });
    const byOther = await owner.api.patch(records('notifications', renterNotificationId), { read: true });
    const read = await renter.api.patch(records('notifications', renterNotificationId), { read: true });
    const unread = await renter.api.patch(records('notifications', renterNotificationId), { read: false });

    expect(rewrite.status).toBe(404);
    expect(byOther.status).toBe(404);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ read: true, content: 'Your booking was approved' });
    expect(unread.status).toBe(404);
  });

  it('can all be marked read in one batch request', async () => {
    const second = await created(
      admin.post(records('notifications'), { user: renter.id, type: 'new_message', content: 'New message' }),
    );
    const third = await created(
      admin.post(records('notifications'), { user: renter.id, type: 'new_message', content: 'Another message' }),
    );

    const batch = await renter.api.post('/api/batch', {
      requests: [second, third].map((id) => ({
        method: 'PATCH',
        url: records('notifications', id),
        body: { read: true },
      })),
    });

    expect(batch.status).toBe(200);
    const stillUnread = await renter.api.get(records('notifications'), {
      filter: `read = false && (id = "${second}" || id = "${third}")`,
    });
    expect(stillUnread.body.items).toEqual([]);
  });
});
