// Issue 18 on GET /api/market/search and GET /api/market/places against a real PocketBase: accent-
// and case-insensitive text and place ("setubal" finds "Setúbal"), the place list with counts,
// every sort paged through its cursor (with price and rating ties) against a brute-force order,
// the result count, "free on these dates" with blocked and booked days, and refusals (400 with
// the domain's words, never a 500).
import { SEARCH_DATES_MAX_DAYS, SEARCH_MESSAGES, SEARCH_SORTS } from '@partilha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  equipmentListing,
  records,
  serviceListing,
  superuserApi,
  type Api,
  type Json,
  type TestUser,
} from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';
import { dayFromToday, expectRefusal, moveBooking, requestBooking } from './bookings-support';
import { expectedIds, routeIds } from './search-support';

// Spellings that fold alike are one place; ratings with ties for "best rated".
const OWNERS = [
  { city: 'Setúbal', postalCode: '2900-001', ratingAsProvider: 4.5 },
  { city: 'Évora', postalCode: '7000-001', ratingAsProvider: 3 },
  { city: 'évora', postalCode: '7000-002', ratingAsProvider: 4.5 },
  { city: 'Évora', postalCode: '7000-003', ratingAsProvider: 0 },
  { city: 'Porto', postalCode: '4000-322', ratingAsProvider: 5 },
  { city: 'Lisboa', postalCode: '1300-431', ratingAsProvider: 3 },
];
const TITLES = [
  'Tenda familiar em Setúbal',
  'Cordless drill',
  'Bicicleta de montanha',
  'Aulas de surf',
  'Drill press',
  'Passeio em Évora',
  'Jardinagem',
  'Máquina de café',
];
// Few prices, so that the price orders have many ties.
const PRICES = [10, 25, 25, 40, 10, 99.5, 25];

const SEARCH = '/api/market/search';
const PLACES = '/api/market/places';
const COUNT = '/api/market/search/count';

describe('search by place, accents, sort, count and dates', () => {
  let server: TestServer;
  let admin: Api;
  let guest: Api;
  const owners: TestUser[] = [];
  const ratingByOwner = new Map<string, number>();
  let all: Json[] = [];
  const ratingOf = (listing: Json) => ratingByOwner.get(listing.owner) ?? 0;

  const refresh = async () => {
    all = (await admin.get(records('listings'), { perPage: 500, filter: "status = 'active'" })).body.items;
  };

  beforeAll(async () => {
    server = await startTestServer();
    admin = await superuserApi(server);
    guest = admin.as();
    for (const { ratingAsProvider, ...profile } of OWNERS) {
      const owner = await createUser(admin, { profile });
      const rated = await admin.patch(records('users', owner.id), { ratingAsProvider });
      expect(rated.status, JSON.stringify(rated.body)).toBe(200);
      ratingByOwner.set(owner.id, ratingAsProvider);
      owners.push(owner);
    }
    for (let index = 0; index < 40; index += 1) {
      const owner = owners[index % owners.length]!;
      const title = `${TITLES[index % TITLES.length]} ${index}`;
      const price = PRICES[index % PRICES.length];
      const fields =
        index % 2 === 0
          ? serviceListing({ title, price, description: `Listing ${index}, described at some length.` })
          : equipmentListing({ title, price, description: `Listing ${index}, described at some length.` });
      const created = await owner.api.post(records('listings'), fields);
      expect(created.status, JSON.stringify(created.body)).toBe(200);
    }
    await refresh();
    expect(all).toHaveLength(40);
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
  });

  const ids = (params: Record<string, string>) => routeIds(guest, params);
  const expected = (params: Record<string, string>) => expectedIds(all, params, ratingOf);
  const cityOf = (id: string) => all.find((listing) => listing.id === id)?.city;

  it('finds "setubal" and "evora" whatever the accents and case, in the title and in the city', async () => {
    const setubal = await ids({ search: 'setubal', perPage: '50' });
    expect(setubal).toEqual(expected({ search: 'setubal', perPage: '50' }));
    // Listings in Setúbal whose text never names it, and a title naming it from elsewhere.
    expect(setubal.some((id) => cityOf(id) === 'Setúbal')).toBe(true);
    expect(setubal.some((id) => cityOf(id) !== 'Setúbal')).toBe(true);
    for (const search of ['evora', 'ÉVORA', 'Évora', 'e\u0301vora', 'SETÚBAL', 'cafe', 'maquina', 'dri', 'é']) {
      const params = { search, perPage: '50' };
      const found = await ids(params);
      expect(found, search).toEqual(expected(params));
      expect(found.length, search).toBeGreaterThan(0);
    }
    const evora = await ids({ search: 'evora', perPage: '50' });
    expect(evora.filter((id) => cityOf(id) === 'évora').length).toBeGreaterThan(0);
    expect(evora.filter((id) => cityOf(id) === 'Évora').length).toBeGreaterThan(0);
  });

  it('puts title matches first for best match, the default order of a text', async () => {
    const params = { search: 'evora', perPage: '4' };
    const found = await ids(params);
    expect(found).toEqual(expected(params));
    const titles = found.map((id) => all.find((listing) => listing.id === id)!.title as string);
    const firstOther = titles.findIndex((title) => !title.includes('Évora'));
    expect(firstOther).toBeGreaterThan(0);
    expect(titles.slice(firstOther).every((title) => !title.includes('Évora'))).toBe(true);
  });

  it('filters by place, accents and case folded', async () => {
    for (const place of ['evora', ' ÉVORA ', 'Setubal', 'porto', 'Nowhere']) {
      for (const sort of ['', 'price-asc', 'rating']) {
        const params = { place, sort, perPage: '4' };
        expect(await ids(params), JSON.stringify(params)).toEqual(expected(params));
      }
    }
    const evora = await ids({ place: 'évora', perPage: '50' });
    expect(new Set(evora.map(cityOf))).toEqual(new Set(['Évora', 'évora']));
  });

  it('lists the places with active listings, one per folded name, in its most common spelling', async () => {
    const response = await guest.get(PLACES);
    expect(response.status).toBe(200);
    const count = (city: string) => all.filter((listing) => listing.city === city).length;
    expect(response.body).toEqual([
      { city: 'Évora', count: count('Évora') + count('évora') },
      { city: 'Lisboa', count: count('Lisboa') },
      { city: 'Porto', count: count('Porto') },
      { city: 'Setúbal', count: count('Setúbal') },
    ]);
  });

  it('keeps the place counts in step with suspensions, moves and deletes', async () => {
    const place = async (city: string) =>
      ((await guest.get(PLACES)).body as Json[]).find((entry) => entry.city === city)?.count ?? 0;
    const before = await place('Porto');
    const porto = all.find((listing) => listing.city === 'Porto')!;
    expect((await admin.patch(records('listings', porto.id), { status: 'suspended' })).status).toBe(200);
    expect(await place('Porto')).toBe(before - 1);
    expect((await admin.patch(records('listings', porto.id), { status: 'active' })).status).toBe(200);
    expect(await place('Porto')).toBe(before);

    const mover = await createUser(admin, { profile: { city: 'Faro', postalCode: '8000-138' } });
    const created = await mover.api.post(records('listings'), serviceListing({ title: 'Kayak em Faro' }));
    expect(await place('Faro')).toBe(1);
    expect((await mover.api.delete(records('listings', created.body.id))).status).toBe(204);
    expect(await place('Faro')).toBe(0);
  });

  it('pages every sort through its cursor without gaps or repeats, ties included', async () => {
    const filters: Record<string, string>[] = [
      {},
      { search: 'drill' },
      { search: 'dr' },
      { type: 'equipment' },
      { place: 'Évora' },
      { priceRange: '0-25' },
      { search: 'evora', city: 'Porto' },
      { city: 'Lisboa' },
    ];
    for (const sort of ['', ...SEARCH_SORTS]) {
      for (const filter of filters) {
        for (const perPage of ['1', '3', '7']) {
          const params = { ...filter, sort, perPage };
          const found = await ids(params);
          expect(found, JSON.stringify(params)).toEqual(expected(params));
          expect(new Set(found).size).toBe(found.length);
        }
      }
    }
    // The orders really have ties to cross.
    expect(new Set(all.map((listing) => listing.price)).size).toBeLessThan(all.length / 4);
  }, 120_000);

  it('sorts by the owner rating as a provider, and follows a rating change', async () => {
    const first = await guest.get(SEARCH, { sort: 'rating', perPage: '1' });
    expect(first.body.items[0].city).toBe('Porto');
    const lisboa = owners[5]!;
    expect((await admin.patch(records('users', lisboa.id), { ratingAsProvider: 5 })).status).toBe(200);
    ratingByOwner.set(lisboa.id, 5);
    expect(await ids({ sort: 'rating', perPage: '5' })).toEqual(expected({ sort: 'rating' }));
    expect((await admin.patch(records('users', lisboa.id), { ratingAsProvider: 3 })).status).toBe(200);
    ratingByOwner.set(lisboa.id, 3);
  });

  it('counts every result of a query', async () => {
    const cases: Record<string, string>[] = [
      {},
      { type: 'service' },
      { category: 'power-tools' },
      { place: 'evora' },
      { place: 'evora', type: 'equipment' },
      { search: 'drill' },
      { search: 'é' },
      { priceRange: '0-25', place: 'Porto' },
      { search: 'nothing-matches' },
      { from: dayFromToday(40), to: dayFromToday(41) },
    ];
    for (const params of cases) {
      const response = await guest.get(COUNT, params);
      expect(response.status).toBe(200);
      expect(response.body, JSON.stringify(params)).toEqual({ total: expected(params).length });
    }
  });

  it('hides listings with a blocked or booked day in the chosen dates, and only those', async () => {
    const owner = await createUser(admin, { profile: { city: 'Sintra', postalCode: '2710-001' } });
    const renter = await createUser(admin);
    const listingOf = async (title: string, extra: Record<string, unknown> = {}) => {
      const created = await owner.api.post(records('listings'), serviceListing({ title, ...extra }));
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      return created.body.id as string;
    };
    const blocked = await listingOf('Sintra blocked', { unavailableDates: [dayFromToday(30)] });
    const booked = await listingOf('Sintra booked');
    const pending = await listingOf('Sintra pending');
    const free = await listingOf('Sintra free');
    const approved = await requestBooking(renter, booked, [dayFromToday(31), dayFromToday(32)]);
    await moveBooking(owner, approved.id, 'approved');
    await requestBooking(renter, pending, [dayFromToday(31)]);

    const sintra = async (from: string, to: string, sort = '') => {
      const params = { place: 'sintra', from, to, sort };
      const response = await guest.get(SEARCH, { ...params, perPage: '50' });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect((await guest.get(COUNT, params)).body.total).toBe(response.body.items.length);
      return new Set(response.body.items.map((item: Json) => item.id));
    };
    expect(await sintra(dayFromToday(29), dayFromToday(33))).toEqual(new Set([pending, free]));
    expect(await sintra(dayFromToday(30), dayFromToday(30), 'price-desc')).toEqual(new Set([booked, pending, free]));
    expect(await sintra(dayFromToday(32), dayFromToday(32), 'rating')).toEqual(new Set([blocked, pending, free]));
    expect(await sintra(dayFromToday(33), dayFromToday(40))).toEqual(new Set([blocked, booked, pending, free]));

    // The owner unblocks the day: the listing is free again.
    expect((await owner.api.patch(records('listings', blocked), { unavailableDates: [] })).status).toBe(200);
    expect(await sintra(dayFromToday(30), dayFromToday(30))).toEqual(new Set([blocked, booked, pending, free]));
  });

  it('refuses an unknown sort, bad dates and a cursor of another order with a message (400)', async () => {
    const refusals: [Record<string, string>, string][] = [
      [{ sort: 'cheapest' }, SEARCH_MESSAGES.invalidSort],
      [{ from: dayFromToday(3) }, SEARCH_MESSAGES.datesBoth],
      [{ to: dayFromToday(3) }, SEARCH_MESSAGES.datesBoth],
      [{ from: '2026-02-30', to: dayFromToday(3) }, SEARCH_MESSAGES.datesFormat],
      [{ from: 'tomorrow', to: dayFromToday(3) }, SEARCH_MESSAGES.datesFormat],
      [{ from: dayFromToday(5), to: dayFromToday(3) }, SEARCH_MESSAGES.datesOrder],
      [{ from: dayFromToday(-2), to: dayFromToday(3) }, SEARCH_MESSAGES.datesPast],
      [{ from: dayFromToday(1), to: dayFromToday(SEARCH_DATES_MAX_DAYS + 1) }, SEARCH_MESSAGES.datesTooLong],
      [{ sort: 'newest', cursor: 'v|10|123' }, 'Invalid search cursor.'],
      [{ sort: 'price-asc', cursor: '0|1704085080000|abc' }, 'Invalid search cursor.'],
      [{ sort: 'rating', cursor: 'v|1|1 OR 1=1' }, 'Invalid search cursor.'],
    ];
    for (const [params, message] of refusals) {
      expectRefusal(await guest.get(SEARCH, params), 400, message);
      if (!params.cursor) expectRefusal(await guest.get(COUNT, params), 400, message);
    }
    const longest = await guest.get(SEARCH, { from: dayFromToday(1), to: dayFromToday(SEARCH_DATES_MAX_DAYS) });
    expect(longest.status).toBe(200);
    const today = await guest.get(SEARCH, { from: dayFromToday(0), to: dayFromToday(0) });
    expect(today.status).toBe(200);
  });
});
