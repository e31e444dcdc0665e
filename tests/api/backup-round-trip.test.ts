// Backup round trip (issue 7) through PocketBase's backup API: data of every kind (users, a
// listing with an image, requested and approved bookings with their booked days, messages,
// notifications, a review and its summary), a backup, changes and deletions after it, then a
// restore. Every record of every collection, and the listing's image, must come back exactly as
// they were at the backup: on the same server (which restarts itself in place) and on a fresh
// server the downloaded archive is uploaded to.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createListing,
  createUser,
  pngFile,
  records,
  serviceListing,
  superuserApi,
  type Api,
  type Json,
  type TestUser,
} from '../support/api-client';
import {
  createBackup,
  downloadBackup,
  listBackups,
  restoreBackup,
  uploadBackup,
  type BackupInfo,
} from '../support/crash/backups';
import { serverPid } from '../support/crash/crashable-server';
import { startTestServer, type TestServer } from '../support/pocketbase';
import { daysFromToday, moveBooking, requestBooking } from './bookings-support';
import { allRecords, bookingIn, reviewBody, submitReview } from './reviews-support';

const BACKUP = 'round-trip.zip';

type Snapshot = Record<string, Json[]>;

interface Scene {
  owner: TestUser;
  renter: TestUser;
  stranger: TestUser;
  listing: Json;
  pending: string;
  approved: string;
  review: Json;
  message: Json;
}

let server: TestServer;
let fresh: TestServer | undefined;
let admin: Api;
let scene: Scene;
let atBackup: Snapshot;
let imageAtBackup: Uint8Array;
let listed: BackupInfo[];
let archive: Uint8Array<ArrayBuffer>;

/**
 * Every record of every collection (system ones included), each collection sorted by id. One
 * collection at a time: a freshly restarted server has only cold hook runtimes, and parallel
 * reads would make many of them load the hooks bundle at once.
 */
async function snapshot(api: Api): Promise<Snapshot> {
  const { body } = await api.get('/api/collections', { perPage: 500 });
  const names = (body.items as Json[]).map((collection) => collection.name as string).sort();
  const result: Snapshot = {};
  for (const name of names) result[name] = (await allRecords(api, name)).sort((a, b) => (a.id < b.id ? -1 : 1));
  return result;
}

async function imageOf(api: Api, listing: Json): Promise<Uint8Array> {
  const response = await fetch(new URL(`/api/files/listings/${listing.id}/${listing.images[0]}`, api.baseUrl));
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

async function message(from: TestUser, booking: string, content: string): Promise<Json> {
  const response = await from.api.post(records('booking_messages'), { booking, sender: from.id, content });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

async function buildScene(): Promise<Scene> {
  const [owner, renter, stranger] = await Promise.all([createUser(admin), createUser(admin), createUser(admin)]);
  const created = await createListing(owner.api, serviceListing({ title: 'Backed-up listing' }), [pngFile()]);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const listing = created.body;
  const pending = (await requestBooking(renter, listing.id, daysFromToday(10, 2))).id as string;
  const approved = (await requestBooking(renter, listing.id, daysFromToday(20, 3))).id as string;
  await moveBooking(owner, approved, 'approved');
  const message1 = await message(renter, pending, 'Hello, is the first day fine?');
  await message(owner, pending, 'Yes, see you then.');
  const completed = await bookingIn(admin, { owner, renter, listing: listing.id, status: 'completed' });
  const review = await submitReview(renter, reviewBody(completed, 'owner'));
  return { owner, renter, stranger, listing, pending, approved, review, message: message1 };
}

/** Changes after the backup: an edit, deletions, new records. */
async function changeEverything(): Promise<void> {
  const { owner, renter, stranger, listing, review, message: sent } = scene;
  const edited = await owner.api.patch(records('listings', listing.id), { title: 'Renamed after the backup' });
  expect(edited.status, JSON.stringify(edited.body)).toBe(200);
  await moveBooking(owner, scene.pending, 'rejected');
  await requestBooking(renter, listing.id, daysFromToday(40, 1));
  await createUser(admin);
  for (const [collection, id] of [
    ['reviews', review.id],
    ['booking_messages', sent.id],
    ['users', stranger.id],
  ]) {
    const deleted = await admin.delete(records(collection!, id));
    expect(deleted.status, `${collection} ${id}: ${JSON.stringify(deleted.body)}`).toBe(204);
  }
}

/** True once `api` reads the listing's title as it was at the backup (only a restored server does). */
function titleRestored(api: Api): () => Promise<boolean> {
  return async () => {
    const { status, body } = await api.get(records('listings', scene.listing.id));
    return status === 200 && body.title === 'Backed-up listing';
  };
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await superuserApi(server);
  scene = await buildScene();
  atBackup = await snapshot(admin);
  imageAtBackup = await imageOf(admin, scene.listing);
  await createBackup(admin, BACKUP);
  listed = await listBackups(admin);
  archive = await downloadBackup(admin, BACKUP);
}, 90_000);

afterAll(async () => {
  await fresh?.stop();
  await server?.stop();
});

describe('a backup made through the backup API', () => {
  it('is listed and downloads as a zip archive of the listed size', () => {
    expect(listed).toEqual([expect.objectContaining({ key: BACKUP, size: archive.length })]);
    expect(Buffer.from(archive.subarray(0, 4)).toString('latin1')).toBe('PK\u0003\u0004');
  });

  it('covers every collection with data', () => {
    for (const name of [
      'users',
      'listings',
      'bookings',
      'booked_days',
      'booking_messages',
      'notifications',
      'reviews',
    ]) {
      expect(atBackup[name]?.length, name).toBeGreaterThan(0);
    }
  });

  it('restores every record and file on the same server, which restarts itself in place', async () => {
    const pidBefore = serverPid(server.dataDir);
    await changeEverything();
    expect(await snapshot(admin)).not.toEqual(atBackup);

    await restoreBackup(admin, BACKUP, server.dataDir, titleRestored(admin));
    expect(serverPid(server.dataDir)).toBe(pidBefore);
    expect(await snapshot(admin)).toEqual(atBackup);
    expect(await imageOf(admin, scene.listing)).toEqual(imageAtBackup);
  }, 60_000);

  it('restores every record and file on a fresh server it is uploaded to', async () => {
    fresh = await startTestServer();
    const freshAdmin = await superuserApi(fresh);
    await uploadBackup(freshAdmin, BACKUP, archive);
    // The backup's superuser replaces the fresh one: the first server's token is the one that holds.
    const restoredAdmin = freshAdmin.as(admin.token);
    await restoreBackup(freshAdmin, BACKUP, fresh.dataDir, titleRestored(restoredAdmin));
    expect(await snapshot(restoredAdmin)).toEqual(atBackup);
    expect(await imageOf(restoredAdmin, scene.listing)).toEqual(imageAtBackup);
  }, 60_000);
});
