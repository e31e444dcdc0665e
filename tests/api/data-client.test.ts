// The website's data client (packages/data) against a real PocketBase: records come back parsed into
// domain types, file URLs point at real server-made thumbnails, and realtime events reach the
// subscriber the API rules allow — and nobody else.
import { createCollections, createPocketBaseClient, RecordShapeError, errorMessage } from '@partilha/data';
import { EventSource } from 'eventsource';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createListing,
  createUser,
  pngFile,
  records,
  serviceListing,
  superuserApi,
  type Api,
  type TestUser,
} from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';

// PocketBase's SDK uses the browser's EventSource for realtime; Node needs the polyfill.
(globalThis as { EventSource?: unknown }).EventSource ??= EventSource;

describe('data client over a real server', () => {
  let server: TestServer;
  let admin: Api;
  let owner: TestUser;
  let stranger: TestUser;
  let listingId: string;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await superuserApi(server);
    owner = await createUser(admin);
    stranger = await createUser(admin);
    const created = await createListing(owner.api, serviceListing({ title: 'Garden help', price: '12.5' }), [
      pngFile('garden.png'),
    ]);
    expect(created.status).toBe(200);
    listingId = created.body.id;
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('reads a listing as a visitor, parsed into the domain type, with a working thumbnail URL', async () => {
    const collections = createCollections(createPocketBaseClient(server.url));
    const listing = await collections.listings.getOne(listingId);
    expect(listing).toMatchObject({
      id: listingId,
      type: 'service',
      title: 'Garden help',
      price: 12.5,
      owner: owner.id,
    });
    expect(listing.city).toBe(owner.record.city);
    expect(listing.images).toHaveLength(1);
    expect('collectionId' in listing).toBe(false);

    const thumb = await fetch(collections.listings.fileUrl(listing, listing.images[0], '300x300'));
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/png');
  });

  it('reads a public profile without the e-mail, and pages of listings', async () => {
    const collections = createCollections(createPocketBaseClient(server.url));
    const profile = await collections.users.getOne(owner.id);
    expect(profile.email).toBe('');
    expect(profile.city).toBe(owner.record.city);
    const page = await collections.listings.getList(1, 12, { filter: `owner = "${owner.id}"`, sort: '-created' });
    expect(page.items.map((l) => l.id)).toEqual([listingId]);
  });

  it('refuses a record of the wrong shape with a clear error, and surfaces server messages', async () => {
    const collections = createCollections(createPocketBaseClient(server.url));
    expect(() => collections.listings.parse({ id: 'x', type: 'boat' })).toThrow(RecordShapeError);
    const refused = await collections.listings.getOne('doesnotexist123').catch((error: unknown) => error);
    expect(errorMessage(refused, 'Failed to get listing')).toMatch(/not found|wasn't found/i);
    expect(errorMessage(new Error('boom'), 'Failed to get listing')).toBe('Failed to get listing');
  });

  it('delivers a realtime notification to its user only', async () => {
    const ownerClient = createPocketBaseClient(server.url);
    ownerClient.authStore.save(owner.token);
    const strangerClient = createPocketBaseClient(server.url);
    strangerClient.authStore.save(stranger.token);

    const received: string[] = [];
    const leaked: string[] = [];
    const stopOwner = await createCollections(ownerClient).notifications.subscribe('*', (event) =>
      received.push(event.record.content),
    );
    const stopStranger = await createCollections(strangerClient).notifications.subscribe('*', (event) =>
      leaked.push(event.record.content),
    );
    try {
      const created = await admin.post(records('notifications'), {
        user: owner.id,
        type: 'booking_request',
        content: 'Someone requested to book "Garden help"',
        read: false,
      });
      expect(created.status).toBe(200);
      await expect.poll(() => received, { timeout: 5_000 }).toEqual(['Someone requested to book "Garden help"']);
      // Give a leak the same chance to arrive before concluding there is none.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(leaked).toEqual([]);
    } finally {
      await stopOwner();
      await stopStranger();
    }
  });
});
