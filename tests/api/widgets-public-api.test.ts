// The public read routes of the partner widgets (issue 16, pocketbase/hooks/widgets-public-api.pb.ts)
// against a real PocketBase: what they answer (public data only, script payloads as plain text),
// the CORS, cache and ETag headers partners rely on, 304 on If-None-Match, no cookies, 400 on bad
// parameters and 404 for what is not public. A second server runs as production should, with
// PocketBase's own CORS narrowed to the website (`--origins`): there only the widget routes and
// the widgets' scripts answer a partner origin.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POCKETBASE_BINARY, startPocketBase, type RunningPocketBase } from '../../scripts/lib/pocketbase-server';
import { createUser, records, serviceListing, superuserApi, type Api, type TestUser } from '../support/api-client';
import { startTestServer, testServerEnv, type TestServer } from '../support/pocketbase';
import { bookingIn, reviewBody, submitReview } from './reviews-support';

const PARTNER = 'https://partner.example';
const SCRIPT = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';

let server: TestServer;
let admin: Api;
let owner: TestUser;
let renter: TestUser;
let listingId: string;

async function partnerGet(path: string, headers: Record<string, string> = {}, base = server.url): Promise<Response> {
  return fetch(new URL(path, base), { headers: { Origin: PARTNER, ...headers } });
}

async function createListing(user: TestUser, fields: Record<string, unknown>): Promise<string> {
  const response = await user.api.post(records('listings'), serviceListing(fields));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.id as string;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await superuserApi(server);
  owner = await createUser(admin, { profile: { displayName: 'Rita Owner', city: 'Porto', postalCode: '4000-322' } });
  renter = await createUser(admin, { profile: { displayName: `Renter ${SCRIPT}` } });
  listingId = await createListing(owner, { title: `Drill ${SCRIPT}`, price: '30' });
  await createListing(owner, { title: 'Cheap ladder help', price: '10' });
  await createListing(owner, { title: 'Expensive tiling', price: '90' });
  const booking = await bookingIn(admin, { owner, renter, listing: listingId });
  await submitReview(
    renter,
    reviewBody(booking, 'owner', { overallRating: 5, title: `Great ${SCRIPT}`.slice(0, 120) }),
  );
  await submitReview(renter, reviewBody(booking, 'listing', { overallRating: 4 }));
  await admin.patch(records('users', renter.id), { totalCancellations: 4, lateCancellations: 1 });
}, 60_000);

afterAll(() => server?.stop());

describe('GET /api/widgets/listings/{id}', () => {
  it('answers the public card of a listing, with CORS for any origin, caching and no cookie', async () => {
    const response = await partnerGet(`/api/widgets/listings/${listingId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(response.headers.get('set-cookie')).toBeNull();
    const body = await response.json();
    expect(body.listing).toEqual({
      id: listingId,
      type: 'service',
      title: `Drill ${SCRIPT}`,
      category: 'furniture-assembly',
      city: 'Porto',
      // Others see the postal area only (ADR 0012).
      postalArea: '4000',
      price: 30,
      imagePath: null,
      owner: { id: owner.id, name: 'Rita Owner', avatarPath: null, rating: 5, reviewCount: 1 },
      rating: { average: 4, count: 1 },
    });
  });

  it('answers 304 without a body when the client holds the same version, 200 after a change', async () => {
    const first = await partnerGet(`/api/widgets/listings/${listingId}`);
    const etag = first.headers.get('etag') ?? '';
    const again = await partnerGet(`/api/widgets/listings/${listingId}`, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('access-control-allow-origin')).toBe('*');
    const weakInList = await partnerGet(`/api/widgets/listings/${listingId}`, { 'If-None-Match': `"x", W/${etag}` });
    expect(weakInList.status).toBe(304);

    await owner.api.patch(records('listings', listingId), { price: 31 });
    const changed = await partnerGet(`/api/widgets/listings/${listingId}`, { 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect((await changed.json()).listing.price).toBe(31);
    await owner.api.patch(records('listings', listingId), { price: 30 });
  });

  it('answers 404 "Listing not available" for an unknown, malformed or suspended listing', async () => {
    const suspended = await createListing(owner, { title: 'Suspended one' });
    await admin.patch(records('listings', suspended), { status: 'suspended' });
    for (const id of ['abcdefghijklmno', suspended, 'x%27%20OR%201%3D1', '..%2F..%2Fusers']) {
      const response = await partnerGet(`/api/widgets/listings/${id}`);
      expect(response.status, id).toBe(404);
      expect((await response.json()).message).toBe('Listing not available');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    }
  });
});

describe('GET /api/widgets/listings', () => {
  it('filters by owner, type and city (any letter case), sorts and limits', async () => {
    const other = await createUser(admin, { profile: { city: 'Braga', postalCode: '4700-035' } });
    await createListing(other, { title: 'Elsewhere' });
    const query = new URLSearchParams({
      owner: owner.id,
      type: 'service',
      city: 'PORTO',
      sort: 'price-asc',
      limit: '2',
    });
    const response = await partnerGet(`/api/widgets/listings?${query}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const { items } = await response.json();
    expect(items.map((item: { price: number }) => item.price)).toEqual([10, 30]);
    const byPrice = await (await partnerGet(`/api/widgets/listings?owner=${owner.id}&sort=price-desc`)).json();
    expect(byPrice.items.map((item: { price: number }) => item.price)).toEqual([90, 30, 10]);
    const braga = await (await partnerGet('/api/widgets/listings?city=braga')).json();
    expect(braga.items.map((item: { title: string }) => item.title)).toEqual(['Elsewhere']);
  });

  it.each([
    ['sort=cheapest', 'sort'],
    ['limit=0', 'limit'],
    ['limit=13', 'limit'],
    ['limit=2.5', 'limit'],
    ['type=car', 'type'],
    ['owner=%27%20OR%201', 'owner'],
  ])('refuses %s with a 400 that names the parameter', async (query, name) => {
    const response = await partnerGet(`/api/widgets/listings?${query}`);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toContain(`"${name}"`);
  });
});

describe('GET /api/widgets/users/{id}/reviews and /rating', () => {
  it('answers the summary and the public reviews, texts as they were written', async () => {
    const response = await partnerGet(`/api/widgets/users/${owner.id}/reviews?role=provider&sort=newest&limit=5`);
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    const body = await response.json();
    expect(body.user).toEqual({ id: owner.id, name: 'Rita Owner' });
    expect(body.summary).toEqual({ average: 5, count: 1, distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 1 } });
    expect(body.reviews).toHaveLength(1);
    expect(body.reviews[0]).toMatchObject({
      rating: 5,
      title: `Great ${SCRIPT}`.slice(0, 120),
      reviewerName: `Renter ${SCRIPT}`,
    });
    expect(Object.keys(body.reviews[0]).sort()).toEqual([
      'content',
      'created',
      'id',
      'rating',
      'reviewerName',
      'title',
    ]);

    const asRenter = await (await partnerGet(`/api/widgets/users/${owner.id}/reviews?role=renter`)).json();
    expect(asRenter.summary.count).toBe(0);
    expect(asRenter.reviews).toEqual([]);
  });

  it('answers the rating with the cancellation figures of the reliability badge', async () => {
    const response = await partnerGet(`/api/widgets/users/${renter.id}/rating?role=renter`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      user: { id: renter.id, name: `Renter ${SCRIPT}` },
      summary: { average: 0, count: 0 },
      cancellations: { totalCancellations: 4, lateCancellations: 1, endedBookings: 0 },
    });
  });

  it('answers 404 for an unknown user and 400 for an unknown role', async () => {
    expect((await partnerGet('/api/widgets/users/nobody000000000/rating')).status).toBe(404);
    const badRole = await partnerGet(`/api/widgets/users/${owner.id}/reviews?role=admin`);
    expect(badRole.status).toBe(400);
    expect((await badRole.json()).message).toContain('"role"');
  });
});

describe('with PocketBase CORS narrowed to the website (--origins)', () => {
  const SITE = 'https://marketplace.example';
  let narrowed: RunningPocketBase;
  let wrapperDir: string;

  beforeAll(async () => {
    // The launcher takes another binary; this one adds --origins to `serve`, as a deployment would.
    wrapperDir = mkdtempSync(join(tmpdir(), 'partilha-origins-'));
    const wrapper = join(wrapperDir, 'pocketbase');
    writeFileSync(
      wrapper,
      `#!/bin/sh\nif [ "$1" = serve ]; then exec "${POCKETBASE_BINARY}" "$@" --origins=${SITE}; fi\nexec "${POCKETBASE_BINARY}" "$@"\n`,
    );
    chmodSync(wrapper, 0o755);
    narrowed = await startPocketBase({
      dataDir: join(wrapperDir, 'data'),
      binary: wrapper,
      env: testServerEnv({}),
      quiet: true,
    });
  }, 60_000);

  afterAll(async () => {
    await narrowed?.stop();
    rmSync(wrapperDir, { recursive: true, force: true });
  });

  it('lets a partner origin read the widget routes and scripts only', async () => {
    for (const path of ['/api/widgets/listings', '/embed/partilha-widgets.js']) {
      const response = await partnerGet(path, {}, narrowed.url);
      expect(response.headers.get('access-control-allow-origin'), path).toBe('*');
    }
    for (const path of ['/api/market/search', records('listings'), records('review_summaries'), '/api/health']) {
      const response = await partnerGet(path, {}, narrowed.url);
      expect(response.headers.get('access-control-allow-origin'), path).toBeNull();
    }
    const site = await fetch(new URL('/api/market/search', narrowed.url), { headers: { Origin: SITE } });
    expect(site.headers.get('access-control-allow-origin')).toBe(SITE);
  });
});
