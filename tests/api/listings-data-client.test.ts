// The website's listing calls (packages/data/src/listings) against a real PocketBase: the form the
// wizard and edit page send (fields as one JSON payload, images in order), the owner's lists, the
// detail read with its owner, and the search call's parsing.
import {
  createPocketBaseClient,
  deleteListing,
  getListingWithOwner,
  listingCardOwner,
  listingFormData,
  listingImageUrl,
  listOwnerListings,
  countListings,
  searchListings,
  searchPlaces,
  toListingWithOwner,
} from '@partilha/data';
import { createWizardAvailability, type ListingFields } from '@partilha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, pngFile, superuserApi, type Api, type TestUser } from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';

const drillFields: ListingFields = {
  type: 'equipment',
  title: 'Cordless drill with two batteries',
  description: 'A cordless drill with two batteries and a case of bits.',
  category: 'power-tools',
  price: 12.5,
  availability: createWizardAvailability(),
  experience: '',
  qualifications: [],
  brand: 'Bosch',
  model: 'GSR 18V',
  condition: 'good',
  specifications: ['18 V', '2 batteries'],
  maintenanceHistory: ['Serviced 2026'],
  insurance: true,
  deposit: 40,
};

function imageFile(name: string): File {
  const png = pngFile(name);
  return new File([png.bytes], png.name, { type: png.type });
}

/** Strips PocketBase's random suffix: "second_x8k2m1p0qz.png" → "second". */
const baseName = (stored: string) => stored.replace(/_[a-z0-9]{10}\.png$/, '');

describe('listing calls of the data layer over a real server', () => {
  let server: TestServer;
  let admin: Api;
  let owner: TestUser;
  let stranger: TestUser;

  const clientFor = (user?: TestUser) => {
    const client = createPocketBaseClient(server.url);
    if (user) client.authStore.save(user.token, user.record as never);
    return client;
  };

  beforeAll(async () => {
    server = await startTestServer();
    admin = await superuserApi(server);
    owner = await createUser(admin, { profile: { displayName: 'Rita Drill', city: 'Porto', postalCode: '4000-123' } });
    stranger = await createUser(admin);
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('creates a listing from the form with every field and the images in order', async () => {
    const client = clientFor(owner);
    const form = listingFormData(
      drillFields,
      { keep: [], add: [imageFile('first.png'), imageFile('second.png')] },
      'create',
    );
    form.append('owner', owner.id);
    const created = toListingWithOwner(await client.collection('listings').create(form)).listing;

    expect(created).toMatchObject({
      ...drillFields,
      owner: owner.id,
      city: 'Porto',
      postalCode: '4000-123',
      status: 'active',
    });
    expect(created.images.map(baseName)).toEqual(['first', 'second']);
  });

  it('updates a listing keeping, reordering and adding images', async () => {
    const client = clientFor(owner);
    const form = listingFormData(
      drillFields,
      { keep: [], add: [imageFile('first.png'), imageFile('second.png')] },
      'create',
    );
    form.append('owner', owner.id);
    const created = toListingWithOwner(await client.collection('listings').create(form)).listing;
    const [a, b] = created.images;

    const change = listingFormData(
      { ...drillFields, title: 'Cordless drill, new battery', price: 14 },
      { keep: [b!], add: [imageFile('third.png')] },
      'update',
    );
    const updated = toListingWithOwner(await client.collection('listings').update(created.id, change)).listing;

    expect(updated.title).toBe('Cordless drill, new battery');
    expect(updated.price).toBe(14);
    expect(updated.images.map(baseName)).toEqual(['second', 'third']);
    expect(updated.images).not.toContain(a);
    const thumb = await fetch(listingImageUrl(client, updated, updated.images[0], '300x300'));
    expect(thumb.status).toBe(200);
  });

  it("lists a member's own listings newest first, by type, with the full count", async () => {
    const member = await createUser(admin);
    const client = clientFor(member);
    const titles = ['First service', 'Second service', 'Third service', 'Fourth service'];
    for (const title of titles) {
      const form = listingFormData(
        {
          ...drillFields,
          type: 'service',
          title,
          category: 'gardening',
          experience: 'expert',
          brand: '',
          model: '',
          condition: '',
          specifications: [],
          maintenanceHistory: [],
          insurance: false,
          deposit: 0,
        },
        { keep: [], add: [] },
        'create',
      );
      form.append('owner', member.id);
      await client.collection('listings').create(form);
    }
    const equipment = listingFormData(drillFields, { keep: [], add: [] }, 'create');
    equipment.append('owner', member.id);
    await client.collection('listings').create(equipment);

    const services = await listOwnerListings(client, member.id, { type: 'service', limit: 3 });
    expect(services.totalItems).toBe(4);
    expect(services.items.map((listing) => listing.title)).toEqual([
      'Fourth service',
      'Third service',
      'Second service',
    ]);
    const all = await listOwnerListings(client, member.id);
    expect(all.totalItems).toBe(5);
    expect(all.items[0]?.type).toBe('equipment');
  });

  it("reads a listing with its owner's public profile, and 404s once deleted", async () => {
    const ownerClient = clientFor(owner);
    const form = listingFormData(drillFields, { keep: [], add: [] }, 'create');
    form.append('owner', owner.id);
    const created = toListingWithOwner(await ownerClient.collection('listings').create(form)).listing;

    const visitor = clientFor();
    const read = await getListingWithOwner(visitor, created.id);
    expect(read.listing.id).toBe(created.id);
    expect(read.owner).toMatchObject({ id: owner.id, displayName: 'Rita Drill', email: '', phoneNumber: '' });
    expect(listingCardOwner(visitor, read.owner)).toMatchObject({ id: owner.id, name: 'Rita Drill', avatarUrl: '' });

    await expect(deleteListing(clientFor(stranger), created.id)).rejects.toMatchObject({ status: 404 });
    await deleteListing(ownerClient, created.id);
    await expect(getListingWithOwner(visitor, created.id)).rejects.toMatchObject({ status: 404 });
  });

  it('searches through the route and parses listings with their owners', async () => {
    const client = clientFor();
    const page = await searchListings(client, { search: 'CORDLESS DRILL', type: 'equipment' }, { perPage: 2 });
    expect(page.items).toHaveLength(2);
    for (const item of page.items) {
      expect(item.listing.title.toLowerCase()).toContain('cordless drill');
      expect(item.owner?.id).toBe(item.listing.owner);
    }
    expect(page.nextCursor).not.toBeNull();
    const next = await searchListings(
      client,
      { search: 'cordless drill', type: 'equipment' },
      { cursor: page.nextCursor, perPage: 2 },
    );
    const seen = new Set(page.items.map((item) => item.listing.id));
    for (const item of next.items) expect(seen.has(item.listing.id)).toBe(false);

    expect(await countListings(client, { search: 'cordless drill', type: 'equipment' })).toBeGreaterThan(2);

    const none = await searchListings(client, { search: 'no such thing anywhere' });
    expect(none).toEqual({ items: [], nextCursor: null });
    expect(await countListings(client, { search: 'no such thing anywhere' })).toBe(0);
  });

  it('lists the places with listings and filters and sorts by them', async () => {
    const client = clientFor();
    const places = await searchPlaces(client);
    expect(places.length).toBeGreaterThan(0);
    const [place] = places;
    const page = await searchListings(
      client,
      { place: place!.city.toUpperCase(), sort: 'price-desc' },
      { perPage: 50 },
    );
    expect(page.items).toHaveLength(place!.count);
    expect(await countListings(client, { place: place!.city.toLowerCase() })).toBe(place!.count);
    expect(page.items.map((item) => item.listing.price)).toEqual(
      page.items.map((item) => item.listing.price).sort((a, b) => (b ?? 0) - (a ?? 0)),
    );
  });
});
