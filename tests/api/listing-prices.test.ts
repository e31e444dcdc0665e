// Prices and deposits over raw HTTP, as anyone with curl would send them (issue 17): an amount is
// stored exactly as sent or refused with the reason on the field; text typed the Portuguese way
// ("18,50", "1.234") is the forms' business and never reaches a listing or a booking as another
// amount (it used to: "18,50" was stored as 0 and "1.234" as €1.234).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMOUNT_MESSAGES } from '@partilha/domain';
import {
  createListing,
  createUser,
  equipmentListing,
  records,
  serviceListing,
  superuserApi,
  type Api,
  type ApiResponse,
  type TestUser,
} from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';
import {
  bookingParties,
  daysFromToday,
  detailsRoute,
  expectRefusal,
  listingOf,
  requestBooking,
  storedBooking,
} from './bookings-support';

let server: TestServer;
let admin: Api;
let owner: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  admin = await superuserApi(server);
  owner = await createUser(admin, { profile: { city: 'Lisboa', postalCode: '1300-431' } });
});

afterAll(() => server?.stop());

function expectFieldRefusal(response: ApiResponse, field: string, message: string): void {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(response.body).toMatchObject({ message, data: { [field]: { message } } });
}

async function ownersListingCount(): Promise<number> {
  return (await admin.get(records('listings'), { filter: `owner = "${owner.id}"` })).body.totalItems;
}

const REFUSED: [string, Record<string, unknown>, string, string][] = [
  ['"18,50" as text', { price: '18,50' }, 'price', AMOUNT_MESSAGES.notPlainNumber],
  ['"1.234" as text (1234 or 1.234?)', { price: '1.234' }, 'price', AMOUNT_MESSAGES.tooManyDecimals],
  ['"1 234" as text', { price: '1 234' }, 'price', AMOUNT_MESSAGES.notPlainNumber],
  ['"€18" as text', { price: '€18' }, 'price', AMOUNT_MESSAGES.notPlainNumber],
  ['"twelve"', { price: 'twelve' }, 'price', AMOUNT_MESSAGES.notPlainNumber],
  ['a number with 3 decimals', { price: 18.555 }, 'price', AMOUNT_MESSAGES.tooManyDecimals],
  ['1.234 as a number', { price: 1.234 }, 'price', AMOUNT_MESSAGES.tooManyDecimals],
  ['a billion', { price: 1_000_000_000 }, 'price', AMOUNT_MESSAGES.tooLarge],
  ['true', { price: true }, 'price', AMOUNT_MESSAGES.notPlainNumber],
  ['a list', { price: [18.5] }, 'price', AMOUNT_MESSAGES.notPlainNumber],
  ['"50,00" as the deposit', { type: 'equipment', deposit: '50,00' }, 'deposit', AMOUNT_MESSAGES.notPlainNumber],
  ['a deposit of 0.005', { type: 'equipment', deposit: 0.005 }, 'deposit', AMOUNT_MESSAGES.tooManyDecimals],
];

function listingWith(change: Record<string, unknown>): Record<string, unknown> {
  return change.type === 'equipment' ? equipmentListing(change) : serviceListing(change);
}

describe('creating a listing', () => {
  it.each(REFUSED)('with a price of %s is refused and stores nothing', async (_case, change, field, message) => {
    const before = await ownersListingCount();

    expectFieldRefusal(await createListing(owner.api, listingWith(change)), field, message);
    expectFieldRefusal(await owner.api.post(records('listings'), listingWith(change)), field, message);
    expect(await ownersListingCount()).toBe(before);
  });

  it.each([
    ['a number', { price: 18.5 }, 18.5, 0],
    ['plain number text', { price: '18.50' }, 18.5, 0],
    ['whole euros', { price: 40 }, 40, 0],
    ['an equipment price and deposit', { type: 'equipment', price: 1234.5, deposit: '0.99' }, 1234.5, 0.99],
  ])('stores %s exactly as sent', async (_case, change, price, deposit) => {
    const created = await createListing(owner.api, listingWith(change));

    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect((await admin.get(records('listings', created.body.id))).body).toMatchObject({ price, deposit });
  });

  it('reads a plain multipart field (text, as HTML forms send it) as the number it spells', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(serviceListing({ price: undefined, availability: undefined }))) {
      if (value === undefined) continue;
      form.append(name, Array.isArray(value) ? JSON.stringify(value) : String(value));
    }
    form.append('price', '18.5');
    const created = await owner.api.postForm(records('listings'), form);

    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.price).toBe(18.5);

    form.set('price', '18,50');
    expectFieldRefusal(await owner.api.postForm(records('listings'), form), 'price', AMOUNT_MESSAGES.notPlainNumber);
  });
});

describe('the batch API', () => {
  it('refuses a typed price inside a batch, where PocketBase would have read "18,50" as 0', async () => {
    const before = await ownersListingCount();
    const batch = await owner.api.post('/api/batch', {
      requests: [{ method: 'POST', url: records('listings'), body: serviceListing({ price: '18,50' }) }],
    });

    expect(batch.status, JSON.stringify(batch.body)).toBe(400);
    expect(JSON.stringify(batch.body)).toContain(AMOUNT_MESSAGES.notPlainNumber);
    expect(await ownersListingCount()).toBe(before);
  });
});

describe('updating a listing', () => {
  it.each(REFUSED)('to a price of %s is refused and changes nothing', async (_case, change, field, message) => {
    const created = await createListing(owner.api, listingWith({ type: change.type ?? 'service', price: 25 }));
    expect(created.status).toBe(200);

    const { type: _type, ...amounts } = change;
    expectFieldRefusal(await owner.api.patch(records('listings', created.body.id), amounts), field, message);
    expect((await admin.get(records('listings', created.body.id))).body).toMatchObject({ price: 25 });
  });

  it('stores a price in cents as sent and leaves amounts it does not send', async () => {
    const created = await createListing(owner.api, equipmentListing({ price: 30, deposit: 100 }));

    const updated = await owner.api.patch(records('listings', created.body.id), { price: 18.55 });

    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect((await admin.get(records('listings', created.body.id))).body).toMatchObject({ price: 18.55, deposit: 100 });
  });
});

describe("the owner's price on a booking", () => {
  let renter: TestUser;
  let bookingOwner: TestUser;
  let listingId: string;
  let nextDay = 10;

  beforeAll(async () => {
    ({ owner: bookingOwner, renter } = await bookingParties(admin));
    listingId = await listingOf(bookingOwner, { title: 'Piano lessons', price: 20 });
  });

  async function newBooking() {
    const days = daysFromToday(nextDay, 1);
    nextDay += 2;
    return requestBooking(renter, listingId, days);
  }

  it.each([
    ['"18,50" as text', '18,50', 'Total price must be a number'],
    ['"1.234" as text', '1.234', 'Total price must be a number'],
    ['"18.50" as text', '18.50', 'Total price must be a number'],
    ['a number with 3 decimals', 99.999, AMOUNT_MESSAGES.tooManyDecimals],
    ['1.234 as a number', 1.234, AMOUNT_MESSAGES.tooManyDecimals],
    ['a billion', 1_000_000_000, AMOUNT_MESSAGES.tooLarge],
    ['a negative number', -0.5, 'Total price cannot be negative'],
  ])('of %s is refused and changes nothing', async (_case, totalPrice, message) => {
    const booking = await newBooking();

    expectRefusal(await bookingOwner.api.post(detailsRoute(booking.id), { totalPrice }), 400, message);
    expect(await storedBooking(admin, booking.id)).toMatchObject({ totalPrice: booking.totalPrice, status: 'pending' });
  });

  it('of a number in cents is stored as sent', async () => {
    const booking = await newBooking();

    const priced = await bookingOwner.api.post(detailsRoute(booking.id), { totalPrice: 18.5 });

    expect(priced.status, JSON.stringify(priced.body)).toBe(200);
    expect(await storedBooking(admin, booking.id)).toMatchObject({ totalPrice: 18.5, status: 'negotiating' });
  });
});
