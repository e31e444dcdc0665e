// Issue 19 on GET /api/market/search and its count against a real PocketBase: a search text that
// names a category in either language finds that category's listings even when their own text is
// English ("jardinagem" finds gardening services and gardening tools, "ferramentas" power tools),
// in every order and in the count; an unrelated word finds none of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { expectedIds, routeIds } from './search-support';

const COUNT = '/api/market/search/count';

describe('search names categories in English and Portuguese', () => {
  let server: TestServer;
  let guest: Api;
  let all: Json[] = [];
  const idOf: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer();
    const admin = await superuserApi(server);
    guest = admin.as();
    const owner = await createUser(admin);
    const listings = {
      hedges: serviceListing({
        title: 'Hedge trimming and lawn mowing',
        description: 'I trim hedges and mow lawns in your garden, tidy and quick.',
        category: 'gardening',
      }),
      shears: equipmentListing({
        title: 'Pruning shears',
        description: 'Sharp shears for roses and small branches.',
        category: 'gardening-tools',
        price: '5',
      }),
      drill: equipmentListing({ category: 'power-tools' }),
      assembly: serviceListing(),
    };
    for (const [name, fields] of Object.entries(listings)) {
      const created = await owner.api.post(records('listings'), fields);
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      idOf[name] = created.body.id;
    }
    all = (await admin.get(records('listings'), { perPage: 500, filter: "status = 'active'" })).body.items;
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
  });

  it('"jardinagem" finds the English gardening service and gardening tools, in every order', async () => {
    for (const sort of ['best', 'newest', 'price-asc', 'rating']) {
      const params = { search: 'jardinagem', sort };
      const found = await routeIds(guest, params);
      expect(new Set(found), sort).toEqual(new Set([idOf.hedges, idOf.shears]));
      expect(found, sort).toEqual(expectedIds(all, params));
    }
    expect((await guest.get(COUNT, { search: 'Jardinagem' })).body.total).toBe(2);
  });

  it('"ferramentas" finds the power-tools listing written in English', async () => {
    const found = await routeIds(guest, { search: 'ferramentas' });
    expect(found).toContain(idOf.drill);
    expect(found).toContain(idOf.shears);
    expect(found).not.toContain(idOf.hedges);
    expect(found).not.toContain(idOf.assembly);
    expect((await guest.get(COUNT, { search: 'ferramentas' })).body.total).toBe(found.length);
    expect(await routeIds(guest, { search: 'FERRAMENTAS ELÉTRICAS', sort: 'newest' })).toContain(idOf.drill);
  });

  it('an unrelated word finds none of them', async () => {
    expect(await routeIds(guest, { search: 'bicicleta' })).toEqual([]);
    expect((await guest.get(COUNT, { search: 'bicicleta' })).body.total).toBe(0);
  });
});
