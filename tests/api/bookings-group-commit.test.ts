// The booking request route commits the requests that arrive together in one transaction
// (pocketbase/market/booking_writer.go, ADR 0021 "Group commit"). Whatever else is in flight, each
// request must get the answer it would get alone, and store exactly what it would alone: a burst
// of valid requests mixed with refusals of every kind, sent at once, checked one by one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { records, superuserApi, type Api, type ApiResponse, type TestUser } from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';
import { BOOKINGS_ROUTE, bookingParties, dayFromToday, listingOf } from './bookings-support';

let server: TestServer;
let admin: Api;
let owner: TestUser;
let renter: TestUser;
let listingId: string;

beforeAll(async () => {
  server = await startTestServer({ rateLimitExempt: true });
  admin = await superuserApi(server);
  ({ owner, renter } = await bookingParties(admin));
  listingId = await listingOf(owner, { title: 'Group commit', price: '10' });
});

afterAll(() => server?.stop());

type Kind = 'valid' | 'own listing' | 'missing listing' | 'past day' | 'bad hours' | 'bad dates';
const KINDS: Kind[] = [
  'valid',
  'own listing',
  'valid',
  'missing listing',
  'valid',
  'past day',
  'bad hours',
  'bad dates',
];

function send(kind: Kind, index: number): Promise<ApiResponse> {
  const day = dayFromToday(20 + (index % 200));
  switch (kind) {
    case 'valid':
      return renter.api.post(BOOKINGS_ROUTE, { listingId, selectedDates: [day], hoursPerDay: 2, notes: `n${index}` });
    case 'own listing':
      return owner.api.post(BOOKINGS_ROUTE, { listingId, selectedDates: [day] });
    case 'missing listing':
      return renter.api.post(BOOKINGS_ROUTE, { listingId: 'nosuchlisting00', selectedDates: [day] });
    case 'past day':
      return renter.api.post(BOOKINGS_ROUTE, { listingId, selectedDates: [dayFromToday(-3)] });
    case 'bad hours':
      return renter.api.post(BOOKINGS_ROUTE, { listingId, selectedDates: [day], hoursPerDay: 25 });
    case 'bad dates':
      return renter.api.post(BOOKINGS_ROUTE, { listingId, selectedDates: ['2026-02-30'] });
  }
}

const EXPECTED_STATUS: Record<Kind, number> = {
  valid: 200,
  'own listing': 403,
  'missing listing': 404,
  'past day': 409,
  'bad hours': 400,
  'bad dates': 400,
};

describe('booking requests sent at once', () => {
  it('each get their own answer and store exactly their own rows', async () => {
    const kinds = Array.from({ length: 160 }, (_, index) => KINDS[index % KINDS.length]!);
    // The answers each kind gives alone, to compare the burst with.
    const alone = new Map<Kind, ApiResponse>();
    for (const kind of new Set(kinds)) if (kind !== 'valid') alone.set(kind, await send(kind, 0));

    const answers = await Promise.all(kinds.map((kind, index) => send(kind, index)));

    const made: string[] = [];
    answers.forEach((answer, index) => {
      const kind = kinds[index]!;
      expect(answer.status, `${kind} #${index}: ${JSON.stringify(answer.body)}`).toBe(EXPECTED_STATUS[kind]);
      if (kind === 'valid') {
        expect(answer.body).toMatchObject({
          listing: listingId,
          renter: renter.id,
          notes: `n${index}`,
          totalPrice: 20,
        });
        made.push(answer.body.id as string);
      } else {
        expect(answer.body, kind).toEqual(alone.get(kind)!.body);
      }
    });
    expect(new Set(made).size).toBe(kinds.filter((kind) => kind === 'valid').length);

    // Each booking made has its own first message, history row and owner's notification, and
    // nothing else of the burst was stored.
    const filter = `listing = "${listingId}"`;
    const stored = await admin.get(records('bookings'), { filter, perPage: 500 });
    expect((stored.body.items as { id: string }[]).map((item) => item.id).sort()).toEqual([...made].sort());
    for (const [collection, perBooking] of [
      ['booking_messages', 1],
      ['booking_status_history', 1],
      ['notifications', 1],
    ] as const) {
      const { body } = await admin.get(records(collection), {
        filter: `booking.listing = "${listingId}"`,
        perPage: 500,
      });
      const byBooking = new Map<string, number>();
      for (const item of body.items as { booking: string }[])
        byBooking.set(item.booking, (byBooking.get(item.booking) ?? 0) + 1);
      expect([...byBooking.keys()].sort(), collection).toEqual([...made].sort());
      expect(
        [...byBooking.values()].every((count) => count === perBooking),
        collection,
      ).toBe(true);
    }
  });
});
