// GET /api/market/search against a real PocketBase: for every combination of filters in a table,
// the pages the route returns (followed through the cursor) equal a brute-force filter of the
// same listings with the domain's definition of a match (matchesSearchQuery), in the same order.
import { matchesSearchQuery, toSearchQuery, EQUIPMENT_CATEGORIES, SERVICE_CATEGORIES } from '@partilha/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, records, superuserApi, type Api, type Json } from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';

const CITIES = [
  { city: 'Lisboa', postalCode: '1300-431' },
  { city: 'Porto', postalCode: '4000-322' },
  { city: 'Braga', postalCode: '4700-035' },
];
// Band edges and their neighbours, 0 (a real price) and a few others.
const PRICES = [0, 0.5, 10, 24.99, 25, 25.01, 49.5, 50, 50.01, 99, 100, 100.01, 150, 199.99, 200, 200.01, 350];
const WORDS = [
  'Drill',
  'drill bits',
  'Jardim',
  'JARDINAGEM',
  'café',
  'Café Moka',
  'Ação rápida',
  '100% cotton',
  'snake_case',
  'O "melhor" serviço',
  'zz',
];

describe('search route', () => {
  let server: TestServer;
  let admin: Api;
  let all: Json[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    admin = await superuserApi(server);
    const owners = [];
    for (const place of CITIES) owners.push(await createUser(admin, { profile: place }));
    // A deterministic mix: every type, many categories, every price edge, awkward texts.
    const rng = fc.sample(fc.tuple(fc.nat(1000), fc.nat(1000), fc.nat(1000), fc.nat(1000)), {
      seed: 20261122,
      numRuns: 120,
    });
    for (const [index, [a, b, c, d]] of rng.entries()) {
      const type = a % 2 === 0 ? 'service' : 'equipment';
      const categories = type === 'service' ? [...SERVICE_CATEGORIES, 'other'] : [...EQUIPMENT_CATEGORIES];
      const fields: Record<string, unknown> = {
        owner: owners[b % owners.length]!.id,
        type,
        title: `${WORDS[a % WORDS.length]} ${index}`,
        description: `Listing number ${index}: ${WORDS[c % WORDS.length]} and more, described at length.`,
        category: categories[d % categories.length],
        price: PRICES[(a + c) % PRICES.length],
        status: index % 17 === 0 ? 'suspended' : 'active',
        ...(type === 'equipment' ? { brand: 'Brand', model: 'M1', condition: 'good' } : { experience: 'expert' }),
      };
      const created = await admin.post(records('listings'), fields);
      expect(created.status, JSON.stringify(created.body)).toBe(200);
    }
    const listed = await admin.get(records('listings'), { perPage: 500 });
    all = listed.body.items;
    expect(all.length).toBe(120);
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
  });

  /** Every page of the route for these parameters, followed through nextCursor. */
  async function searchAll(params: Record<string, string>): Promise<string[]> {
    const ids: string[] = [];
    let cursor = '';
    for (let guard = 0; guard < 100; guard += 1) {
      const response = await admin.as().get('/api/market/search', { ...params, ...(cursor ? { cursor } : {}) });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      ids.push(...response.body.items.map((item: Json) => item.id));
      if (!response.body.nextCursor) return ids;
      cursor = response.body.nextCursor;
    }
    throw new Error('too many pages');
  }

  function bruteForce(params: Record<string, string>): string[] {
    const query = toSearchQuery(params);
    const city = query.city.toLowerCase();
    return all
      .filter((listing) => matchesSearchQuery(listing, query))
      .map((listing) => ({ listing, cityMatch: city !== '' && listing.city.trim().toLowerCase() === city ? 1 : 0 }))
      .sort(
        (x, y) =>
          y.cityMatch - x.cityMatch ||
          (x.listing.created < y.listing.created ? 1 : x.listing.created > y.listing.created ? -1 : 0) ||
          (x.listing.id < y.listing.id ? 1 : x.listing.id > y.listing.id ? -1 : 0),
      )
      .map((entry) => entry.listing.id);
  }

  const types = ['', 'all', 'service', 'equipment'];
  const categories = [
    '',
    'all',
    'all-services',
    'all-equipment',
    'gardening',
    'power-tools',
    'other',
    'no-such-category',
  ];
  const bands = ['', '0-25', '25-50', '50-100', '100-200', '200+'];
  const texts = [
    '',
    'dr',
    'DRILL',
    'jardim',
    'café',
    'ação',
    '100%',
    'snake_',
    '"melhor"',
    'ZZ',
    'power-t',
    'nothing-matches-this',
  ];

  it('matches a brute-force filter for every combination of type, category and price band', async () => {
    let checked = 0;
    for (const type of types) {
      for (const category of categories) {
        for (const priceRange of bands) {
          const params = { type, category, priceRange, perPage: '50' };
          expect(await searchAll(params), JSON.stringify(params)).toEqual(bruteForce(params));
          checked += 1;
        }
      }
    }
    expect(checked).toBe(types.length * categories.length * bands.length);
  }, 120_000);

  it('matches a brute-force filter for search texts (1–2 characters, accents, wildcards, quotes) with filters', async () => {
    for (const search of texts) {
      const extras: Record<string, string>[] = [
        {},
        { category: 'all-services' },
        { priceRange: '25-50' },
        { minPrice: '25', maxPrice: '100' },
      ];
      for (const extra of extras) {
        const params = { search, perPage: '50', ...extra };
        expect(await searchAll(params), JSON.stringify(params)).toEqual(bruteForce(params));
      }
    }
  }, 120_000);

  it('pages through the cursor without gaps or repeats, with same-city-first ordering', async () => {
    const cases: Record<string, string>[] = [
      { perPage: '7' },
      { perPage: '5', city: 'porto' },
      { perPage: '4', city: 'Braga', type: 'service' },
      { perPage: '3', search: 'drill', city: 'Lisboa' },
    ];
    for (const params of cases) {
      const ids = await searchAll(params);
      expect(ids, JSON.stringify(params)).toEqual(bruteForce(params));
      expect(new Set(ids).size).toBe(ids.length);
    }
  }, 60_000);

  it('serves 12 per page by default, with a cursor only when more may exist', async () => {
    const first = await admin.as().get('/api/market/search');
    expect(first.body.items).toHaveLength(12);
    expect(typeof first.body.nextCursor).toBe('string');
    const few = await admin.as().get('/api/market/search', { search: 'nothing-matches-this' });
    expect(few.body).toEqual({ items: [], nextCursor: null });
  });

  it('returns listings with the owner expanded with public fields only, and never suspended ones', async () => {
    const response = await admin.as().get('/api/market/search', { perPage: '50' });
    for (const item of response.body.items) {
      expect(item.status).toBe('active');
      expect(item.expand.owner.id).toBe(item.owner);
      expect(item.expand.owner.email ?? '').toBe('');
    }
  });

  it('refuses a forged cursor with a message, and reads nonsense filters as not set', async () => {
    const forged = await admin.as().get('/api/market/search', { cursor: "1|2026-01-01 00:00:00.000Z|x' OR 1=1 --" });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('Invalid search cursor.');
    const nonsense = await admin
      .as()
      .get('/api/market/search', { type: 'boats', priceRange: 'cheap', minPrice: 'NaN', perPage: '-4' });
    expect(nonsense.status).toBe(200);
    expect(nonsense.body.items).toHaveLength(12);
  });
});
