// GET /api/market/search, /search/count and /places as Go routes (pocketbase/market, issue 20):
// their cursors are the TypeScript's (one decodes what the other encodes, and a cursor written by
// the TypeScript pages on where the route's own would), and hostile query strings get a 200 or a
// 400 with the route's words, never a 500 — invalid UTF-8, astral text past the length limit,
// numbers out of range, repeated parameters.
import { PRICE_BAND_VALUES, SEARCH_MESSAGES } from '@partilha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decodeSearchCursor,
  encodeSearchCursor,
  SEARCH_CURSOR_INVALID,
} from '../../pocketbase/hooks/lib/listing-search-query';
import {
  createUser,
  equipmentListing,
  records,
  serviceListing,
  superuserApi,
  type Api,
  type Json,
} from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';
import { routeIds } from './search-support';

const SEARCH = '/api/market/search';
const COUNT = '/api/market/search/count';
const PLACES = '/api/market/places';

describe('the Go search routes', () => {
  let server: TestServer;
  let admin: Api;
  let guest: Api;
  let all: Json[] = [];

  beforeAll(async () => {
    server = await startTestServer({ rateLimitExempt: true });
    admin = await superuserApi(server);
    guest = admin.as();
    const owner = await createUser(admin, { profile: { city: 'Évora', postalCode: '7000-001' } });
    for (let index = 0; index < 9; index += 1) {
      const title = `Cordless drill ${index}`;
      const fields =
        index % 3 === 0
          ? serviceListing({ title, price: 10 + (index % 4) * 15 })
          : equipmentListing({ title, price: 10 + (index % 4) * 15 });
      const created = await owner.api.post(records('listings'), fields);
      expect(created.status, JSON.stringify(created.body)).toBe(200);
    }
    all = (await admin.get(records('listings'), { perPage: 100, sort: '-created,-id' })).body.items;
  }, 120_000);
  afterAll(() => server?.stop());

  it("answers a page as JSON, with a cursor the TypeScript reads back to the page's last listing", async () => {
    const response = await fetch(`${server.url}${SEARCH}?perPage=4`);
    expect(response.headers.get('content-type')).toBe('application/json');
    const page = (await response.json()) as { items: Json[]; nextCursor: string };
    expect(page.items.map((item) => item.id)).toEqual(all.slice(0, 4).map((listing) => listing.id));
    const last = all[3]!;
    expect(decodeSearchCursor(page.nextCursor)).toEqual({
      kind: 'key',
      rank: 0,
      ms: Date.parse(String(last.created).replace(' ', 'T')),
      id: last.id,
    });
  });

  it('pages on from a cursor the TypeScript wrote as from its own, in every kind of order', async () => {
    const orders: Record<string, string>[] = [
      { perPage: '3' },
      { perPage: '3', sort: 'price-asc' },
      { perPage: '2', sort: 'rating' },
    ];
    for (const params of orders) {
      const first = (await guest.get(SEARCH, params)).body;
      const own = await guest.get(SEARCH, { ...params, cursor: first.nextCursor });
      const decoded = decodeSearchCursor(first.nextCursor);
      expect(decoded).not.toBeNull();
      const written = await guest.get(SEARCH, { ...params, cursor: encodeSearchCursor(decoded!) });
      expect(written.status).toBe(200);
      expect(written.body).toEqual(own.body);
    }
    // Every listing once, in the order of the brute-force check of search-places-sorts.test.ts.
    expect(await routeIds(guest, { perPage: '2', sort: 'price-desc' })).toHaveLength(all.length);
  });

  it('answers hostile query strings with a 200 or a 400 and its message, never a 500', async () => {
    const messages = new Set([
      SEARCH_CURSOR_INVALID,
      SEARCH_MESSAGES.invalidSort,
      SEARCH_MESSAGES.datesBoth,
      SEARCH_MESSAGES.datesFormat,
      SEARCH_MESSAGES.datesOrder,
      SEARCH_MESSAGES.datesPast,
      SEARCH_MESSAGES.datesTooLong,
    ]);
    const astral = '😀'.repeat(150);
    const hostile = [
      // Past the 100-character limit in UTF-16 units but not in characters: a Go slice bound once.
      `search=${encodeURIComponent('😀'.repeat(60))}`,
      `search=${encodeURIComponent(astral)}`,
      `search=${encodeURIComponent(`a${astral}`)}&sort=price-asc`,
      `search=${'%ff'.repeat(50)}&city=%ED%A0%80`,
      'search=%C0%AF%25%22&category=%ff',
      `search=${encodeURIComponent('"*" OR title: NEAR(a b) ^x')}`,
      `search=${encodeURIComponent('ΑΣ İ ß \u0345Σ')}&place=${encodeURIComponent(' ÉVORA ')}`,
      `search=${'x'.repeat(20_000)}`,
      'minPrice=1e400&maxPrice=-1e400&perPage=1e400',
      'minPrice=0x1F&maxPrice=0b11&perPage=0o7',
      'minPrice=9007199254740993&maxPrice=Infinity&perPage=-0',
      'perPage=99999999999999999999999&perPage=1',
      'type=service&type=equipment&sort=rating&sort=bogus',
      'sort=bogus',
      'sort=%20price-asc%20&cursor=v|1e999|5',
      'cursor=v|12.5|99999999999999999999',
      'cursor=3|999999999999999|zzzz&city=Porto',
      'cursor=0|-999999999999999|a',
      'cursor=%00',
      'from=2026-02-30&to=2026-03-01',
      'from=2999-01-01&to=2999-12-31',
      'from=2999-01-01',
      'from=1999-01-01&to=1999-01-02',
      'from=%ff&to=%ff',
      ...PRICE_BAND_VALUES.map((band) => `priceRange=${encodeURIComponent(band)}&minPrice=25&maxPrice=25`),
      '&&&=&a=%&b=%zz',
    ];
    for (const query of hostile) {
      for (const path of [SEARCH, COUNT]) {
        const response = await fetch(`${server.url}${path}?${query}`);
        const body = (await response.json()) as Json;
        expect([200, 400], `${path}?${query}: ${JSON.stringify(body)}`).toContain(response.status);
        if (response.status === 400) expect(messages, `${path}?${query}`).toContain(body.message);
        else if (path === COUNT) expect(typeof body.total).toBe('number');
        else expect(Array.isArray(body.items)).toBe(true);
      }
    }
  });

  it('counts what the pages hold, and lists the places', async () => {
    const searches: Record<string, string>[] = [
      {},
      { search: 'drill', minPrice: '20' },
      { type: 'service', place: 'evora' },
    ];
    for (const params of searches) {
      const counted = await guest.get(COUNT, params);
      expect(counted.body).toEqual({ total: (await routeIds(guest, params)).length });
    }
    expect((await guest.get(PLACES)).body).toEqual([{ city: 'Évora', count: all.length }]);
  });
  it('takes control characters out of the search text before it reaches SQL', async () => {
    const ids = async (search: string) => {
      const response = await fetch(`${server.url}${SEARCH}?${new URLSearchParams({ search, perPage: '20' })}`);
      expect(response.status, JSON.stringify(search)).toBe(200);
      return ((await response.json()) as { items: Json[] }).items.map((item) => item.id);
    };
    const total = async (search: string) =>
      ((await (await fetch(`${server.url}${COUNT}?${new URLSearchParams({ search })}`)).json()) as { total: number })
        .total;
    const drills = await ids('cordless drill');
    expect(drills).toHaveLength(9);
    for (const typed of [
      'cord\u0000less drill',
      'cordless\ndrill',
      '\u0000cordless\tdrill\r\n',
      'cordless\u001b drill\u007f',
    ]) {
      expect(await ids(typed)).toEqual(drills);
      expect(await total(typed)).toBe(9);
    }
  });

  it('keeps answered searches out of the request log and refusals in it', async () => {
    // A search's query is what a member typed: it is not kept for the days the log keeps requests,
    // and at search rates the log's writes were a tenth of the route's CPU (docs/adr/0021).
    const marker = `logcheck${Date.now()}`;
    for (const path of [`${SEARCH}?search=${marker}`, `${COUNT}?search=${marker}`, `${PLACES}?marker=${marker}`]) {
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(200);
    }
    const refused = await fetch(`${server.url}${SEARCH}?search=${marker}&sort=nonsense`);
    expect(refused.status).toBe(400);
    // The log is written in batches, in order: once the refusal is there, the answers would be too.
    let entries: { data: { url: string; status: number } }[] = [];
    for (let wait = 0; wait < 40 && !entries.some((entry) => entry.data.status === 400); wait += 1) {
      await new Promise((wake) => setTimeout(wake, 250));
      entries = (await admin.get('/api/logs', { filter: `data.url ~ "${marker}"`, perPage: 100 })).body.items ?? [];
    }
    expect(entries.map((entry) => [entry.data.status, entry.data.url])).toEqual([
      [400, `${SEARCH}?search=${marker}&sort=nonsense`],
    ]);
  });
});
