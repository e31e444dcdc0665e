// Each booking route writes the booking's status history in the transaction of the change: the
// request ('' → pending), each status change, a details edit (→ negotiating, "Details updated") and
// a cancellation (with its reason). The parties and staff read it; nobody writes it through the API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { records, superuserApi, type Api, type Json, type TestUser } from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';
import {
  bookingParties,
  cancelRoute,
  daysFromToday,
  detailsRoute,
  listingOf,
  moveBooking,
  requestBooking,
  statusRoute,
  storedBooking,
} from './bookings-support';
import { createPerson } from './console-actions-support';

const SERVER_ONLY = 'The status history of a booking is written by Partilha only.';

let server: TestServer;
let admin: Api;
let owner: TestUser;
let renter: TestUser;
let stranger: TestUser;
let moderator: TestUser;
let listingId: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await superuserApi(server);
  ({ owner, renter, stranger } = await bookingParties(admin));
  moderator = await createPerson(admin, 'moderator', 'Mário Moderator');
  listingId = await listingOf(owner, { title: 'Sofa cleaning' });
});

afterAll(() => server?.stop());

async function historyOf(api: Api, bookingId: string): Promise<Json[]> {
  const { body } = await api.get(records('booking_status_history'), {
    filter: `booking = "${bookingId}"`,
    sort: 'created,id',
    perPage: 50,
  });
  return body.items as Json[];
}

function steps(rows: Json[]) {
  return rows.map((row) => [row.fromStatus, row.toStatus, row.actorRole, row.actorName, row.note]);
}

describe('the history of a booking', () => {
  it('follows a request, a details edit, an approval and a late change of plans', async () => {
    const booking = await requestBooking(renter, listingId, daysFromToday(20, 2));
    const edit = await owner.api.post(detailsRoute(booking.id), { hoursPerDay: 3 });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    await moveBooking(owner, booking.id, 'approved');
    const cancel = await renter.api.post(cancelRoute(booking.id), { reason: 'My plans changed' });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const reason = (await storedBooking(admin, booking.id)).cancellationReason;

    expect(steps(await historyOf(admin, booking.id))).toEqual([
      ['', 'pending', 'renter', 'Rui Renter', ''],
      ['pending', 'negotiating', 'owner', 'Olga Owner', 'Details updated'],
      ['negotiating', 'approved', 'owner', 'Olga Owner', ''],
      ['approved', 'cancelled', 'renter', 'Rui Renter', reason],
    ]);
    expect(reason).not.toBe('');
    const [first] = await historyOf(admin, booking.id);
    expect(first).toMatchObject({ booking: booking.id, actor: renter.id });
  });

  it('follows a booking to completion, and records nothing for a refused change', async () => {
    // Today: a booking can be completed from its first day on (issue 17).
    const booking = await requestBooking(renter, listingId, daysFromToday(0, 1));
    await moveBooking(owner, booking.id, 'approved');
    const refused = await renter.api.post(statusRoute(booking.id), { status: 'completed' });
    expect(refused.status).toBe(403);
    await moveBooking(owner, booking.id, 'completed');

    expect(steps(await historyOf(admin, booking.id))).toEqual([
      ['', 'pending', 'renter', 'Rui Renter', ''],
      ['pending', 'approved', 'owner', 'Olga Owner', ''],
      ['approved', 'completed', 'owner', 'Olga Owner', ''],
    ]);
  });
});

describe('who reads and writes it', () => {
  let bookingId: string;
  let row: Json;

  beforeAll(async () => {
    bookingId = (await requestBooking(renter, listingId, daysFromToday(40, 1))).id;
    [row] = await historyOf(admin, bookingId);
  });

  it('is read by the two parties and staff, not by others', async () => {
    for (const reader of [renter.api, owner.api, moderator.api]) {
      expect(await historyOf(reader, bookingId)).toHaveLength(1);
    }
    expect(await historyOf(stranger.api, bookingId)).toEqual([]);
    expect(await historyOf(admin.guest, bookingId)).toEqual([]);
  });

  it('refuses every API write, superusers included', async () => {
    const forged = { booking: bookingId, fromStatus: 'pending', toStatus: 'approved', actorRole: 'owner' };
    for (const api of [renter.api, owner.api, moderator.api]) {
      expect((await api.post(records('booking_status_history'), forged)).status).toBe(403);
      expect((await api.patch(records('booking_status_history', row.id), { note: 'forged' })).status).toBe(403);
      expect((await api.delete(records('booking_status_history', row.id))).status).toBe(403);
    }
    for (const response of [
      await admin.post(records('booking_status_history'), forged),
      await admin.patch(records('booking_status_history', row.id), { note: 'forged' }),
      await admin.delete(records('booking_status_history', row.id)),
    ]) {
      expect({ status: response.status, message: response.body.message }).toEqual({
        status: 403,
        message: SERVER_ONLY,
      });
    }
    expect(await historyOf(admin, bookingId)).toEqual([row]);
  });

  it('goes with its booking when the booking is deleted', async () => {
    expect((await admin.delete(records('bookings', bookingId))).status).toBe(204);
    expect(await historyOf(admin, bookingId)).toEqual([]);
  });
});
