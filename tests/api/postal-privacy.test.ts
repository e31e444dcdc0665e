// Private addresses (issue 17, docs/adr/0012): a full Portuguese postal code can identify a street,
// so every public answer carries the city and the postal area (the first four digits) only; the
// member, a listing's owner and operators see the full code. Filters and sorts on the code are
// refused, so nobody can guess it one digit at a time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Api,
  createListing,
  createUser,
  records,
  serviceListing,
  signIn,
  superuserApi,
  type TestUser,
} from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';
import { createModerator } from './console-reads-support';

const FULL = '1100-148';
const AREA = '1100';

let server: TestServer;
let admin: Api;
let guest: Api;
let member: TestUser;
let stranger: TestUser;
let operator: TestUser;
let moderator: TestUser;
let listingId: string;

beforeAll(async () => {
  server = await startTestServer({ rateLimitExempt: true });
  admin = await superuserApi(server);
  guest = new Api(server.url);
  [member, stranger, operator] = await Promise.all([
    createUser(admin, { profile: { displayName: 'Maria Alfama', city: 'Lisboa', postalCode: FULL } }),
    createUser(admin),
    createUser(admin, { role: 'operator' }),
  ]);
  moderator = await createModerator(admin, operator);
  const created = await createListing(member.api, serviceListing({ title: 'Tile repairs in Alfama' }));
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  listingId = created.body.id as string;
});

afterAll(async () => {
  await server?.stop();
});

/** Everything a viewer reads about the member and the listing through the public reads. */
async function publicAnswers(api: Api): Promise<Record<string, unknown>> {
  const answers = {
    profile: await api.get(records('users', member.id)),
    profiles: await api.get(records('users'), { filter: `id = "${member.id}"` }),
    listing: await api.get(records('listings', listingId), { expand: 'owner' }),
    listings: await api.get(records('listings'), { filter: `owner = "${member.id}"`, expand: 'owner' }),
    search: await api.get('/api/market/search', { search: 'Alfama' }),
  };
  for (const [name, answer] of Object.entries(answers)) expect(answer.status, name).toBe(200);
  expect(answers.search.body.items).toHaveLength(1);
  return Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, answer.body]));
}

async function widgetAnswers(): Promise<unknown[]> {
  const paths = [`/api/widgets/listings/${listingId}`, `/api/widgets/listings?owner=${member.id}`];
  return Promise.all(paths.map(async (path) => (await fetch(new URL(path, server.url))).json()));
}

describe('postal codes in public answers', () => {
  it.each([
    ['a guest', () => guest],
    ['another member', () => stranger.api],
    ['a moderator', () => moderator.api],
  ])('%s sees the city and postal area, never the full code', async (_who, api) => {
    const answers = await publicAnswers(api());
    expect(JSON.stringify(answers)).not.toContain(FULL);
    expect(JSON.stringify(answers)).not.toContain('"postalCode"');
    expect(answers.profile).toMatchObject({ city: 'Lisboa', postalArea: AREA });
    expect(answers.listing).toMatchObject({
      city: 'Lisboa',
      postalArea: AREA,
      expand: { owner: { postalArea: AREA } },
    });
    expect((answers.search as { items: unknown[] }).items[0]).toMatchObject({ postalArea: AREA });
  });

  it('the partner widgets answer the postal area only', async () => {
    const answers = await widgetAnswers();
    expect(JSON.stringify(answers)).not.toContain(FULL);
    expect(answers[0]).toMatchObject({ listing: { city: 'Lisboa', postalArea: AREA } });
  });

  it('the member and operators see the full code', async () => {
    for (const api of [member.api, operator.api]) {
      expect((await api.get(records('users', member.id))).body).toMatchObject({ postalCode: FULL, postalArea: AREA });
      expect((await api.get(records('listings', listingId))).body).toMatchObject({
        postalCode: FULL,
        postalArea: AREA,
      });
    }
    // Signing in answers the member's own record in full (the website checks the profile is complete).
    const auth = await signIn(server.url, member.email, member.password);
    expect(auth.record.postalCode).toBe(FULL);
  });

  it('keeps the area in step with the code, whatever the body says', async () => {
    const user = await createUser(admin, { profile: { postalCode: '4000-322' } });
    expect((await guest.get(records('users', user.id))).body.postalArea).toBe('4000');
    const changed = await user.api.patch(records('users', user.id), { postalCode: '4700-035' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ postalCode: '4700-035', postalArea: '4700' });
    const forged = await user.api.patch(records('users', user.id), { postalArea: '1100' });
    expect(forged.status).toBe(403);
  });
});

describe('queries on the hidden code', () => {
  it.each([
    ['users', { filter: `postalCode ~ '1100-1'` }],
    ['users', { filter: `id = "x" || postalCode = '${FULL}'` }],
    ['users', { sort: 'postalCode' }],
    ['listings', { filter: `postalCode ~ '1100-1'` }],
    ['listings', { filter: `owner.postalCode ~ '1100-1'` }],
    ['listings', { sort: '-postalCode' }],
  ])('refuses %s queried by %j, for guests, members and moderators', async (collection, query) => {
    for (const api of [guest, stranger.api, moderator.api]) {
      const response = await api.get(records(collection), query);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Filtering or sorting by private profile fields is not allowed.');
    }
  });

  it('still lets anyone filter by the postal area', async () => {
    const found = await guest.get(records('listings'), { filter: `postalArea = '${AREA}'` });
    expect(found.status).toBe(200);
    expect((found.body.items as { id: string }[]).map((item) => item.id)).toContain(listingId);
  });
});
