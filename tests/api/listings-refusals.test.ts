// Listing writes the server refuses, over raw HTTP as anyone with curl would send them: every
// refusal is PocketBase's usual error shape carrying the spec's words (spec 000 §5, §8) as the
// top-level `message` the website shows, and the field's entry in `data`; nothing is stored or
// changed; nothing answers 500. (The profile-location refusals are in listings-rules.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TINY_PNG,
  createListing,
  createUser,
  equipmentListing,
  multipart,
  pngFile,
  records,
  serviceListing,
  superuserApi,
  type Api,
  type ApiResponse,
  type TestUser,
  type UploadFile,
} from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';

const MB = 1024 * 1024;

let server: TestServer;
let admin: Api;
let guest: Api;
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  admin = await superuserApi(server);
  guest = admin.guest;
  owner = await createUser(admin, { profile: { city: 'Lisboa', postalCode: '1300-431' } });
  other = await createUser(admin, { profile: { city: 'Porto', postalCode: '4000-123' } });
});

afterAll(() => server?.stop());

/** A valid PNG padded with zeros to `bytes` in all (PocketBase judges the type by the content). */
function pngOfSize(bytes: number, name = 'large.png'): UploadFile {
  const padded = new Uint8Array(bytes);
  padded.set(TINY_PNG);
  return { name, type: 'image/png', bytes: padded };
}

function fileOf(name: string, type: string, text: string): UploadFile {
  return { name, type, bytes: new TextEncoder().encode(text) as Uint8Array<ArrayBuffer> };
}

const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n';
/** The first bytes of a BMP: an image, of a type the spec does not allow. */
const BMP = 'BM6\u0000\u0000\u0000\u0000\u0000\u0000\u00006\u0000\u0000\u0000(\u0000\u0000\u0000';

function expectRefused(response: ApiResponse, status: number, message: string, field?: string): void {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body).toMatchObject({ status, message });
  if (field) expect(response.body.data).toEqual({ [field]: { code: expect.any(String), message } });
}

async function listingCount(user: TestUser): Promise<number> {
  const mine = await user.api.get(records('listings'), { filter: `owner = "${user.id}"`, perPage: 1 });
  expect(mine.status).toBe(200);
  return mine.body.totalItems;
}

/** A listing of the owner, created through the API with `images` PNGs. */
async function ownersListing(images = 0): Promise<{ id: string } & Record<string, unknown>> {
  const files = Array.from({ length: images }, (_, index) => pngFile(`photo-${index}.png`));
  const response = await createListing(owner.api, serviceListing(), files);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

async function stored(id: string): Promise<Record<string, unknown>> {
  const response = await admin.get(records('listings', id));
  expect(response.status).toBe(200);
  return response.body;
}

describe('a direct API create', () => {
  it.each<[string, Record<string, unknown>, UploadFile[], string, string]>([
    [
      'six images',
      serviceListing(),
      Array.from({ length: 6 }, (_, index) => pngFile(`p${index}.png`)),
      'images',
      'You can only upload up to 5 images',
    ],
    [
      'a 6 MB image',
      serviceListing(),
      [pngFile('small.png'), pngOfSize(6 * MB)],
      'images',
      'File size must be less than 5MB',
    ],
    [
      'an image one byte over 5 MB',
      serviceListing(),
      [pngOfSize(5 * MB + 1)],
      'images',
      'File size must be less than 5MB',
    ],
    ['a text file', serviceListing(), [fileOf('notes.txt', 'text/plain', 'hello')], 'images', 'File must be an image'],
    ['a PDF', serviceListing(), [fileOf('manual.pdf', 'application/pdf', PDF)], 'images', 'File must be an image'],
    [
      'a PDF labelled as a PNG',
      serviceListing(),
      [fileOf('photo.png', 'image/png', PDF)],
      'images',
      'File must be an image',
    ],
    [
      'a BMP image',
      serviceListing(),
      [fileOf('photo.bmp', 'image/bmp', BMP)],
      'images',
      'File type image/bmp is not supported',
    ],
    [
      'an SVG image',
      serviceListing(),
      [fileOf('logo.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"/>')],
      'images',
      'File type image/svg+xml is not supported',
    ],
    ['a negative price as text', serviceListing({ price: '-5' }), [], 'price', 'Price must be a valid number'],
    ['a negative price as a number', serviceListing({ price: -0.5 }), [], 'price', 'Price must be a valid number'],
    ['a negative deposit', equipmentListing({ deposit: -50 }), [], 'deposit', 'Deposit must be a valid number'],
    ['a 2-character title', serviceListing({ title: 'ab' }), [], 'title', 'Title must be at least 3 characters'],
    [
      'a 2-character title padded with spaces',
      serviceListing({ title: '  ab  ' }),
      [],
      'title',
      'Title must be at least 3 characters',
    ],
    [
      'a 121-character title',
      serviceListing({ title: 'x'.repeat(121) }),
      [],
      'title',
      'Title cannot exceed 120 characters',
    ],
    [
      'a 9-character description',
      serviceListing({ description: 'too short' }),
      [],
      'description',
      'Description must be at least 10 characters',
    ],
  ])('with %s is refused with the spec message and stores nothing', async (_case, fields, images, field, message) => {
    const before = await listingCount(owner);

    const response = await createListing(owner.api, fields, images);

    expectRefused(response, 400, message, field);
    expect(await listingCount(owner)).toBe(before);
  });

  it('with a refusal inside a batch answers with the spec message for that request', async () => {
    const before = await listingCount(owner);

    const batch = await owner.api.post('/api/batch', {
      requests: [{ method: 'POST', url: records('listings'), body: serviceListing({ title: 'ab' }) }],
    });

    expect(batch.status).toBe(400);
    expect(batch.body.data.requests['0'].response).toMatchObject({
      status: 400,
      message: 'Title must be at least 3 characters',
    });
    expect(await listingCount(owner)).toBe(before);
  });

  it('accepts five images, one of exactly 5 MB, in the order sent', async () => {
    const images = [
      pngOfSize(5 * MB, 'main.png'),
      ...Array.from({ length: 4 }, (_, index) => pngFile(`p${index}.png`)),
    ];

    const response = await createListing(owner.api, serviceListing(), images);

    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.images).toHaveLength(5);
    expect(response.body.images[0]).toMatch(/^main_/);
  });

  it('judges an image by its content, not by the label the client put on it', async () => {
    const response = await createListing(owner.api, serviceListing(), [
      { name: 'photo.png', type: 'application/octet-stream', bytes: TINY_PNG },
    ]);

    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.images).toHaveLength(1);
  });

  it('stores the title and description trimmed', async () => {
    const response = await createListing(
      owner.api,
      serviceListing({ title: '  Garden help  ', description: '  Mowing, pruning and weeding.  ' }),
    );

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ title: 'Garden help', description: 'Mowing, pruning and weeding.' });
  });
});

describe("an owner's update", () => {
  it('adding images beyond 5 is refused and keeps the stored ones', async () => {
    const listing = await ownersListing(3);

    const response = await owner.api.patchForm(
      records('listings', listing.id),
      multipart({}, { 'images+': [pngFile('d.png'), pngFile('e.png'), pngFile('f.png')] }),
    );

    expectRefused(response, 400, 'You can only upload up to 5 images', 'images');
    expect((await stored(listing.id)).images).toEqual(listing.images);
  });

  it('keeping some images and adding new ones counts both, like the edit form', async () => {
    const listing = await ownersListing(3);
    const kept = (listing.images as string[]).slice(0, 2);

    const six = await owner.api.patchForm(
      records('listings', listing.id),
      multipart({ images: kept }, { 'images+': Array.from({ length: 4 }, (_, index) => pngFile(`n${index}.png`)) }),
    );
    const five = await owner.api.patchForm(
      records('listings', listing.id),
      multipart({ images: kept.slice(0, 1) }, { 'images+': Array.from({ length: 4 }, (_, i) => pngFile(`m${i}.png`)) }),
    );

    expectRefused(six, 400, 'You can only upload up to 5 images', 'images');
    expect(five.status, JSON.stringify(five.body)).toBe(200);
    expect(five.body.images).toHaveLength(5);
    expect(five.body.images[0]).toBe(kept[0]);
  });

  it.each<[string, UploadFile, string]>([
    ['an oversize image', pngOfSize(6 * MB), 'File size must be less than 5MB'],
    ['a PDF', fileOf('manual.pdf', 'application/pdf', PDF), 'File must be an image'],
    ['a BMP image', fileOf('photo.bmp', 'image/bmp', BMP), 'File type image/bmp is not supported'],
  ])('adding %s is refused with the spec message and changes nothing', async (_case, file, message) => {
    const listing = await ownersListing(1);

    const response = await owner.api.patchForm(
      records('listings', listing.id),
      multipart({ title: 'Renamed while uploading' }, { 'images+': [file] }),
    );

    expectRefused(response, 400, message, 'images');
    expect(await stored(listing.id)).toMatchObject({ title: listing.title, images: listing.images });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a title shortened to 2 characters', { title: 'ab' }, 'title', 'Title must be at least 3 characters'],
    ['an emptied title', { title: '' }, 'title', 'Title must be at least 3 characters'],
    [
      'a description shortened to 9',
      { description: 'too short' },
      'description',
      'Description must be at least 10 characters',
    ],
    ['a negative price', { price: '-12' }, 'price', 'Price must be a valid number'],
  ])('with %s is refused with the spec message and changes nothing', async (_case, change, field, message) => {
    const listing = await ownersListing();

    const response = await owner.api.patch(records('listings', listing.id), change);

    expectRefused(response, 400, message, field);
    expect(await stored(listing.id)).toMatchObject({
      title: listing.title,
      description: listing.description,
      price: listing.price,
    });
  });
});

describe('someone other than the owner', () => {
  it('cannot update, add images to or delete the listing', async () => {
    const listing = await ownersListing(1);

    const update = await other.api.patch(records('listings', listing.id), { title: 'Taken over' });
    const upload = await other.api.patchForm(
      records('listings', listing.id),
      multipart({}, { 'images+': [pngFile('intruder.png')] }),
    );
    const removal = await other.api.delete(records('listings', listing.id));

    // The update and delete rules do not reach another owner's listing: PocketBase's not found.
    for (const response of [update, upload, removal]) {
      expectRefused(response, 404, "The requested resource wasn't found.");
    }
    expect(await stored(listing.id)).toMatchObject({ title: listing.title, images: listing.images, owner: owner.id });
  });

  it('as a guest cannot create, update or delete, and is told to sign in', async () => {
    const listing = await ownersListing();
    const before = await listingCount(owner);

    const create = await createListing(guest, serviceListing({ owner: owner.id }));
    const update = await guest.patch(records('listings', listing.id), { title: 'Taken over' });
    const upload = await guest.patchForm(records('listings', listing.id), multipart({}, { 'images+': [pngFile()] }));
    const removal = await guest.delete(records('listings', listing.id));

    expectRefused(create, 401, 'You must be logged in to create a listing.');
    expectRefused(update, 401, 'You must be logged in to create a listing.');
    expectRefused(upload, 401, 'You must be logged in to create a listing.');
    expectRefused(removal, 401, 'You must be signed in to do this.');
    expect(await stored(listing.id)).toMatchObject({ title: listing.title, images: [] });
    expect(await listingCount(owner)).toBe(before);
  });

  it('as a guest gets the same answer whether the listing exists or not', async () => {
    const update = await guest.patch(records('listings', 'doesnotexist123'), { title: 'Anything' });
    const removal = await guest.delete(records('listings', 'doesnotexist123'));

    expectRefused(update, 401, 'You must be logged in to create a listing.');
    expectRefused(removal, 401, 'You must be signed in to do this.');
  });
});
