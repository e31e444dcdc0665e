// Double booking is impossible by construction (DESIGN.md): 100 overlapping booking requests,
// approved by their owner all at once in parallel HTTP requests. Exactly one approval per day
// succeeds, every other one gets the unavailable-dates refusal, nothing answers 5xx, and
// booked_days holds each (listing, day) once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, records, superuserApi, type Api, type ApiResponse, type TestUser } from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';
import { bookingParties, dayFromToday, listingOf, requestBooking, statusRoute } from './bookings-support';

const REQUESTS_PER_LISTING = 50;
const SINGLE_DAYS = 5;
const RANGE_STARTS = 10;

let server: TestServer;
let admin: Api;
let owner: TestUser;
let renters: TestUser[];

interface Requested {
  id: string;
  days: string[];
}

/** Creates the requests a few at a time (creation is not what this test is about). */
async function requestAll(listingId: string, daysOf: (index: number) => string[]): Promise<Requested[]> {
  const requested: Requested[] = [];
  for (let start = 0; start < REQUESTS_PER_LISTING; start += 10) {
    const batch = await Promise.all(
      Array.from({ length: 10 }, async (_, offset) => {
        const index = start + offset;
        const days = daysOf(index);
        const renter = renters[index % renters.length]!;
        const booking = await requestBooking(renter, listingId, days);
        return { id: booking.id as string, days };
      }),
    );
    requested.push(...batch);
  }
  return requested;
}

function unavailableMessage(days: string[]): string {
  return `The following dates are no longer available: ${days.join(', ')}. Please select different dates.`;
}

async function bookedRows(listingId: string): Promise<{ day: string; booking: string }[]> {
  const { body } = await admin.get(records('booked_days'), { filter: `listing = "${listingId}"`, perPage: 500 });
  return body.items as { day: string; booking: string }[];
}

let singleDayListing: string;
let rangeListing: string;
let singleDayRequests: Requested[];
let rangeRequests: Requested[];
let answers: Map<string, ApiResponse>;
let burstMs: number;

beforeAll(async () => {
  server = await startTestServer({ rateLimitExempt: true });
  admin = await superuserApi(server);
  ({ owner } = await bookingParties(admin));
  renters = await Promise.all(Array.from({ length: 4 }, () => createUser(admin)));
  singleDayListing = await listingOf(owner, { title: 'Single days' });
  rangeListing = await listingOf(owner, { title: 'Day ranges' });

  // 50 one-day requests, ten for each of five days.
  singleDayRequests = await requestAll(singleDayListing, (index) => [dayFromToday(30 + (index % SINGLE_DAYS))]);
  // 50 requests of one to three consecutive days starting on one of ten days: chains of overlaps.
  rangeRequests = await requestAll(rangeListing, (index) => {
    const first = 30 + (index % RANGE_STARTS);
    return Array.from({ length: 1 + (index % 3) }, (_, day) => dayFromToday(first + day));
  });

  const all = [...singleDayRequests, ...rangeRequests];
  const started = Date.now();
  const responses = await Promise.all(
    all.map((booking) => owner.api.post(statusRoute(booking.id), { status: 'approved' })),
  );
  burstMs = Date.now() - started;
  answers = new Map(all.map((booking, index) => [booking.id, responses[index]!]));
}, 120_000);

afterAll(() => server?.stop());

describe('100 approvals of overlapping requests at once', () => {
  it('all answer, none with a server error, each with an approval or the unavailable-dates refusal', () => {
    expect(answers.size).toBe(2 * REQUESTS_PER_LISTING);
    for (const [, answer] of answers) {
      expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
      expect([200, 409]).toContain(answer.status);
      if (answer.status === 409) expect(answer.body.message).toMatch(/^The following dates are no longer available: /);
    }
    console.info(`[bookings-concurrency] 100 parallel approvals answered in ${burstMs} ms`);
  });

  it('approve exactly one request per day when each asks for one day', async () => {
    const winners = singleDayRequests.filter((booking) => answers.get(booking.id)!.status === 200);
    const days = winners.map((booking) => booking.days[0]).sort();
    expect(days).toEqual(Array.from({ length: SINGLE_DAYS }, (_, index) => dayFromToday(30 + index)));

    for (const booking of singleDayRequests.filter((b) => !winners.includes(b))) {
      expect(answers.get(booking.id)!.body.message).toBe(unavailableMessage(booking.days));
    }
    const rows = await bookedRows(singleDayListing);
    expect(rows.map((row) => row.day).sort()).toEqual(days);
    for (const winner of winners) {
      expect(rows.find((row) => row.day === winner.days[0])!.booking).toBe(winner.id);
    }
  });

  it('never approve two requests sharing a day, and refuse each loser for a day a winner holds', async () => {
    const winners = rangeRequests.filter((booking) => answers.get(booking.id)!.status === 200);
    const holder = new Map<string, string>();
    for (const winner of winners) {
      for (const day of winner.days) {
        expect(holder.has(day), `${day} approved twice`).toBe(false);
        holder.set(day, winner.id);
      }
    }
    expect(winners.length).toBeGreaterThan(0);

    // A loser's refusal names the days of it already approved when its turn came: some of the
    // days winners hold in the end (a later winner may have taken another of its days since).
    for (const loser of rangeRequests.filter((booking) => !winners.includes(booking))) {
      const message: string = answers.get(loser.id)!.body.message;
      const named = loser.days.filter((day) => message.includes(day));
      expect(named.length, message).toBeGreaterThan(0);
      expect(message).toBe(unavailableMessage(named));
      for (const day of named) expect(holder.has(day), `${day} refused although never approved`).toBe(true);
    }

    const rows = await bookedRows(rangeListing);
    expect(rows).toHaveLength(holder.size);
    expect(new Set(rows.map((row) => row.day)).size).toBe(rows.length);
    for (const row of rows) expect(row.booking).toBe(holder.get(row.day));
  });

  it('leave the refused requests pending and the approved ones approved', async () => {
    const { body } = await admin.get(records('bookings'), { perPage: 200, fields: 'id,status' });
    const statusById = new Map((body.items as { id: string; status: string }[]).map((item) => [item.id, item.status]));
    for (const [id, answer] of answers) {
      expect(statusById.get(id)).toBe(answer.status === 200 ? 'approved' : 'pending');
    }
  });
});
