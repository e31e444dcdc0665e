// Private calendar feeds (issue 21; lib/calendar-feeds.ts), read with a real iCalendar parser
// (ical.js, Mozilla's, used by the test only): a member's bookings as owner and renter (approved
// and completed confirmed, requests tentative, declined and cancelled left out), a listing's booked
// and blocked days for its owner only, an address that is renewed or turned off (the old one
// answers 404 at once), and a secret that never leaves the server with the profile.
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, records, superuserApi, type Api, type TestUser } from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';
import { createTestClock, type TestClock } from '../support/test-clock';
import { bookingParties, listingOf, moveBooking } from './bookings-support';

const APP_URL = 'https://partilha.example';
const FEED_ROUTE = '/api/market/calendar/feed';
const TITLE = 'Berbequim, brocas; e mais';

let clock: TestClock;
let server: TestServer;
let admin: Api;
let owner: TestUser;
let renter: TestUser;
let stranger: TestUser;
let listingId: string;
const ids: Record<string, string> = {};

interface ParsedEvent {
  uid: string;
  summary: string;
  start: string;
  end: string;
  status: string;
  url: string;
}

/** The feed at `url` (an address on APP_URL, fetched from the test server) parsed by ical.js. */
async function readFeed(url: string): Promise<{ status: number; type: string; name: string; events: ParsedEvent[] }> {
  const response = await fetch(url.replace(APP_URL, server.url));
  const text = await response.text();
  if (response.status !== 200) return { status: response.status, type: '', name: '', events: [] };
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      status: String(component.getFirstPropertyValue('status')),
      url: String(component.getFirstPropertyValue('url') ?? ''),
    };
  });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    // An extension property: the parser keeps it as written, escapes included.
    name: String(calendar.getFirstPropertyValue('x-wr-calname')).replace(/\\([,;\\])/g, '$1'),
    events: events.sort((a, b) => a.start.localeCompare(b.start)),
  };
}

async function request(days: string[]): Promise<string> {
  const response = await renter.api.post('/api/market/bookings', { listingId, selectedDates: days, hoursPerDay: 2 });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.id as string;
}

async function turnOn(user: TestUser): Promise<string> {
  const response = await user.api.post(FEED_ROUTE, { on: true });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.url as string;
}

beforeAll(async () => {
  clock = createTestClock();
  clock.set('2033-04-01T09:00:00Z');
  server = await startTestServer({
    appUrl: APP_URL,
    rateLimitExempt: true,
    env: { PARTILHA_TEST_CLOCK_FILE: clock.file },
  });
  admin = await superuserApi(server);
  ({ owner, renter, stranger } = await bookingParties(admin));
  listingId = await listingOf(owner, { title: TITLE, unavailableDates: ['2033-05-20', '2033-05-21', '2033-05-25'] });
  ids.approved = await request(['2033-04-10', '2033-04-11', '2033-04-14']);
  ids.pending = await request(['2033-04-20']);
  ids.rejected = await request(['2033-04-22']);
  ids.cancelled = await request(['2033-04-24']);
  ids.completed = await request(['2033-04-03']);
  await moveBooking(owner, ids.approved!, 'approved');
  await moveBooking(owner, ids.rejected!, 'rejected');
  await moveBooking(owner, ids.cancelled!, 'approved');
  await moveBooking(renter, ids.cancelled!, 'cancelled');
  await moveBooking(owner, ids.completed!, 'approved');
  clock.set('2033-04-05T09:00:00Z');
  await moveBooking(owner, ids.completed!, 'completed');
}, 60_000);

afterAll(async () => {
  await server?.stop();
  clock?.remove();
});

describe("a member's calendar address", () => {
  it('is off until the member turns it on, and only they can', async () => {
    expect((await renter.api.get(FEED_ROUTE)).body).toEqual({ url: null, listings: [] });
    expect((await admin.guest.get(FEED_ROUTE)).status).toBe(401);
    expect((await admin.guest.post(FEED_ROUTE, { on: true })).status).toBe(401);
    const url = await turnOn(renter);
    expect(url).toMatch(new RegExp(`^${APP_URL}/api/market/calendar/[A-Za-z0-9]{40}\\.ics$`));
    expect((await renter.api.get(FEED_ROUTE)).body.url).toBe(url);
    // The secret is not part of the profile, not even for its owner.
    expect((await renter.api.get(records('users', renter.id))).body).not.toHaveProperty('calendarToken');
    expect((await stranger.api.get(records('users', renter.id))).body).not.toHaveProperty('calendarToken');
    expect((await renter.api.patch(records('users', renter.id), { calendarToken: 'a'.repeat(40) })).status).not.toBe(
      500,
    );
    expect((await renter.api.get(FEED_ROUTE)).body.url).toBe(url);
  });

  it("lists the renter's bookings: confirmed, tentative requests, never declined or cancelled ones", async () => {
    const feed = await readFeed((await renter.api.get(FEED_ROUTE)).body.url);
    expect(feed.status).toBe(200);
    expect(feed.type).toBe('text/calendar; charset=utf-8');
    expect(feed.name).toBe('Partilha — my bookings');
    const withOwner = `${TITLE} — with Olga Owner`;
    expect(feed.events.map(({ summary, start, end, status }) => ({ summary, start, end, status }))).toEqual([
      { summary: withOwner, start: '2033-04-03', end: '2033-04-04', status: 'CONFIRMED' },
      { summary: withOwner, start: '2033-04-10', end: '2033-04-12', status: 'CONFIRMED' },
      { summary: withOwner, start: '2033-04-14', end: '2033-04-15', status: 'CONFIRMED' },
      { summary: `Request: ${withOwner}`, start: '2033-04-20', end: '2033-04-21', status: 'TENTATIVE' },
    ]);
    expect(feed.events[1]!.url).toBe(`${APP_URL}/account/bookings/${ids.approved}`);
    expect(new Set(feed.events.map((event) => event.uid)).size).toBe(4);
  });

  it('shows the owner the same bookings from their side', async () => {
    const feed = await readFeed(await turnOn(owner));
    expect(feed.events.map((event) => event.summary)).toContain(`${TITLE} — booked by Rui Renter`);
    expect(feed.events.map((event) => event.summary)).toContain(`Request: ${TITLE} — booked by Rui Renter`);
  });

  it('answers 404 at the old address once renewed, and at any address once turned off', async () => {
    const old = (await renter.api.get(FEED_ROUTE)).body.url as string;
    const renewed = await turnOn(renter);
    expect(renewed).not.toBe(old);
    expect((await readFeed(old)).status).toBe(404);
    expect((await readFeed(renewed)).status).toBe(200);
    const off = await renter.api.post(FEED_ROUTE, { on: false });
    expect(off.body).toEqual({ url: null, listings: [] });
    expect((await readFeed(renewed)).status).toBe(404);
    for (const guess of ['/api/market/calendar/short.ics', '/api/market/calendar/' + 'A'.repeat(40) + '.ics']) {
      expect((await fetch(`${server.url}${guess}`)).status).toBe(404);
    }
  });
});

describe("a listing's calendar", () => {
  it("gives its owner the booked and blocked days, and nobody else's token opens it", async () => {
    const state = (await owner.api.get(FEED_ROUTE)).body;
    const entry = (state.listings as { id: string; url: string; title: string }[]).find((l) => l.id === listingId);
    expect(entry).toMatchObject({ title: TITLE });
    const feed = await readFeed(entry!.url);
    expect(feed.name).toBe(`Partilha — ${TITLE}`);
    expect(feed.events.map(({ summary, start, end }) => ({ summary, start, end }))).toEqual([
      { summary: 'Booked by Rui Renter', start: '2033-04-03', end: '2033-04-04' },
      { summary: 'Booked by Rui Renter', start: '2033-04-10', end: '2033-04-12' },
      { summary: 'Booked by Rui Renter', start: '2033-04-14', end: '2033-04-15' },
      { summary: 'Not available', start: '2033-05-20', end: '2033-05-22' },
      { summary: 'Not available', start: '2033-05-25', end: '2033-05-26' },
    ]);

    const renterUrl = await turnOn(renter);
    const renterToken = /calendar\/([A-Za-z0-9]+)\.ics$/.exec(renterUrl)![1];
    expect((await fetch(`${server.url}/api/market/calendar/${renterToken}/listings/${listingId}.ics`)).status).toBe(
      404,
    );
    const otherListing = await listingOf(stranger, { title: 'Not yours' });
    const ownerToken = /calendar\/([A-Za-z0-9]+)\.ics$/.exec(state.url as string)![1];
    expect((await fetch(`${server.url}/api/market/calendar/${ownerToken}/listings/${otherListing}.ics`)).status).toBe(
      404,
    );
  });
});

describe('the text', () => {
  it('folds long lines and escapes what iCalendar reserves, so the parser reads the title back', async () => {
    const long = await createUser(admin, {
      profile: { displayName: 'Maria do Carmo Vasconcelos de Albuquerque e Sousa, Lda.; Aluguer\nde Ferramentas' },
    });
    const longListing = await listingOf(long, { title: TITLE });
    const response = await renter.api.post('/api/market/bookings', {
      listingId: longListing,
      selectedDates: ['2033-06-01'],
      hoursPerDay: 2,
    });
    expect(response.status).toBe(200);
    const text = await (await fetch((await turnOn(renter)).replace(APP_URL, server.url))).text();
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const feed = await readFeed((await renter.api.get(FEED_ROUTE)).body.url);
    expect(feed.events.map((event) => event.summary)).toContain(
      `Request: ${TITLE} — with Maria do Carmo Vasconcelos de Albuquerque e Sousa, Lda.; Aluguer\nde Ferramentas`,
    );
  });
});
