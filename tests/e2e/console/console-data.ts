// Records the console specs look at, made through the real API as the website makes them: members,
// a listing, a booking moved through the booking routes, newsletter sign-ups through the website's
// route. Every title and name carries the spec's run tag, so a search finds only its own rows.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { createUser, serviceListing, type Api, type TestUser } from '../../support/api-client';
import { expect } from '../fixtures';
import { bookingOf, dayFromToday, listingOf, moveBookingAs } from '../support';
import { serverUrl } from './console-support';

export interface LateCancellation {
  owner: TestUser;
  renter: TestUser;
  listingId: string;
  bookingId: string;
}

/**
 * A booking for today, approved by the owner and then cancelled by the renter with a reason: late,
 * because today 09:00 minus 24 hours has passed (the server decides it, as on the website).
 */
export async function lateCancellation(api: Api, tag: string): Promise<LateCancellation> {
  const owner = await createUser(api, { profile: { displayName: `Olga Owner ${tag}` } });
  const renter = await createUser(api, { profile: { displayName: `Rui Renter ${tag}` } });
  const listingId = await listingOf(owner, serviceListing({ title: `Sofa moving help ${tag}`, price: '30' }));
  const bookingId = await bookingOf(renter, listingId, [dayFromToday(0)]);
  await moveBookingAs(owner, bookingId, 'approved');
  const cancel = await renter.api.post(`/api/market/bookings/${bookingId}/cancel`, { reason: 'plans-changed' });
  expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
  expect(cancel.body).toMatchObject({ isLateCancellation: true });
  return { owner, renter, listingId, bookingId };
}

/** A newsletter sign-up through the website's own route (anyone may sign up); the stored row. */
export async function subscribe(api: Api, email: string): Promise<{ id: string; email: string; created: string }> {
  const response = await fetch(`${serverUrl()}/api/market/subscriptions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  // Single quotes in the filter: the address may hold double quotes (a quoted local part).
  const filter = encodeURIComponent(`email = '${email}'`);
  const found = await api.get(`/api/collections/subscriptions/records?filter=${filter}`);
  expect(found.body.items, JSON.stringify(found.body)).toHaveLength(1);
  return found.body.items[0];
}

/**
 * A sign-up row written straight into the server's SQLite database, for an address PocketBase's
 * e-mail field refuses through every API (a quoted local part such as `"silva,ana"@example.pt`,
 * valid e-mail syntax that older data, imported from the website's browser-storage days, may
 * hold). Uses the seeder of the API tests (tests/api/console-csv-seed: PocketBase's own SQLite
 * driver, one transaction, the running server's write-ahead log respected).
 */
export function insertSubscriptionRow(email: string, created: Date): { id: string; email: string; created: string } {
  const dataDir = process.env.PARTILHA_E2E_DATA_DIR;
  if (!dataDir) throw new Error('PARTILHA_E2E_DATA_DIR is not set: run through `playwright test` (global setup).');
  const id = randomBytes(8).toString('hex').slice(0, 15);
  // PocketBase's stored date format: "2026-11-25 07:35:00.123Z".
  const stamp = created.toISOString().replace('T', ' ');
  const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;
  const root = process.cwd();
  const run = spawnSync(
    'go',
    [
      'run',
      '-trimpath',
      '-mod=readonly',
      `-modfile=${join(root, 'pocketbase', 'go.mod')}`,
      '.',
      join(dataDir, 'data.db'),
    ],
    {
      cwd: join(root, 'tests', 'api', 'console-csv-seed'),
      input: `INSERT INTO subscriptions (id, email, status, created, updated) VALUES (${quoted(id)}, ${quoted(email)}, 'active', ${quoted(stamp)}, ${quoted(stamp)})`,
      encoding: 'utf8',
      // CGO off and -trimpath as in the pure-Go build of scripts/build-pocketbase.mjs and the API tests: the compiled driver is reused.
      env: { ...process.env, CGO_ENABLED: '0' },
      timeout: 180_000,
    },
  );
  expect(run.status, `${run.stderr}${run.error?.message ?? ''}`).toBe(0);
  return { id, email, created: stamp };
}
