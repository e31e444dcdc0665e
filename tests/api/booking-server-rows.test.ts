// The booking request route (pocketbase/market/booking_route.go) saves the status history row and
// the owner's notification without PocketBase's field checks, because every value in them is the
// server's and fits the schema by construction (ADR 0021, "Booking request"). This test holds
// that claim to the schema the server really runs: the longest names and titles members can
// store still fit those rows, and a request made with them stores them whole.
import {
  LANGUAGES,
  bookingNotificationContent,
  displayNameOf,
  inLanguage,
  INITIAL_BOOKING_STATUS,
} from '@partilha/domain';
import '@partilha/domain/portuguese';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, records, superuserApi, type Api } from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';
import { daysFromToday, listingOf, notificationsAbout, requestBooking } from './bookings-support';

let server: TestServer;
let admin: Api;

interface SchemaField {
  name: string;
  type: string;
  max?: number;
  maxSize?: number;
  values?: string[];
}

async function fieldsOf(collection: string): Promise<Map<string, SchemaField>> {
  const { status, body } = await admin.get(`/api/collections/${collection}`);
  expect(status).toBe(200);
  return new Map((body.fields as SchemaField[]).map((field) => [field.name, field]));
}

function limit(fields: Map<string, SchemaField>, name: string): number {
  const max = fields.get(name)?.max;
  expect(max, `${name} has a max`).toBeGreaterThan(0);
  return max!;
}

beforeAll(async () => {
  server = await startTestServer({ rateLimitExempt: true });
  admin = await superuserApi(server);
});

afterAll(() => server?.stop());

describe('rows the booking request writes unchecked', () => {
  it('fit the schema with the longest names and titles a member can store', async () => {
    const [users, listings, history, notifications] = await Promise.all([
      fieldsOf('users'),
      fieldsOf('listings'),
      fieldsOf('booking_status_history'),
      fieldsOf('notifications'),
    ]);
    const longestName = Math.max(limit(users, 'displayName'), limit(users, 'firstName') + 1 + limit(users, 'lastName'));
    expect(limit(history, 'actorName')).toBeGreaterThanOrEqual(longestName);
    expect(limit(history, 'toStatus')).toBeGreaterThanOrEqual(INITIAL_BOOKING_STATUS.length);
    expect(limit(notifications, 'type')).toBeGreaterThanOrEqual('booking_request'.length);
    expect(history.get('actorRole')?.values).toContain('renter');

    const title = 'T'.repeat(limit(listings, 'title'));
    const name = 'N'.repeat(longestName);
    for (const language of LANGUAGES) {
      const content = inLanguage(language, () =>
        bookingNotificationContent({ kind: 'request', renterName: name }, title),
      );
      expect(limit(notifications, 'content'), language).toBeGreaterThanOrEqual(content.length);
    }
    const data = {
      bookingId: 'b'.repeat(15),
      listingTitle: title,
      status: 'pending',
      senderName: name,
      renterName: name,
    };
    expect(notifications.get('data')?.maxSize).toBeGreaterThanOrEqual(Buffer.byteLength(JSON.stringify(data)));
  });

  it('are stored whole for a renter with the longest first and last names', async () => {
    const users = await fieldsOf('users');
    const firstName = 'Á'.repeat(limit(users, 'firstName'));
    const lastName = 'ç'.repeat(limit(users, 'lastName'));
    const owner = await createUser(admin, { profile: { displayName: 'Olga Owner', preferredLanguage: 'pt-PT' } });
    const renter = await createUser(admin, { profile: { displayName: '', firstName, lastName } });
    const title = 'Jardim '.padEnd(limit(await fieldsOf('listings'), 'title'), 'x');
    const listingId = await listingOf(owner, { title });

    const booking = await requestBooking(renter, listingId, daysFromToday(12, 1));

    const { body } = await admin.get(records('booking_status_history'), { filter: `booking = "${booking.id}"` });
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({
      actor: renter.id,
      actorName: `${firstName} ${lastName}`,
      actorRole: 'renter',
    });
    const notices = await notificationsAbout(owner, booking.id as string);
    expect(notices).toHaveLength(1);
    const renterName = displayNameOf({ firstName, lastName });
    expect(notices[0]).toMatchObject({
      content: inLanguage('pt-PT', () => bookingNotificationContent({ kind: 'request', renterName }, title)),
      data: { listingTitle: title, renterName, senderName: renterName },
    });
  });
});
