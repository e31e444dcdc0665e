// A PocketBase for one benchmark part: temporary data dir, free loopback port, rate limits off
// (the benchmarks measure the app, not the limiter), no SMTP (booking e-mails are skipped, as on a
// server without mail settings), no preview gate. stop() ends the server and removes its data.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPocketBase, type RunningPocketBase } from '../../scripts/lib/pocketbase-server';
import {
  createListing,
  createUser,
  serviceListing,
  superuserApi,
  type Api,
  type TestUser,
  type UploadFile,
} from '../../tests/support/api-client';
import { inBatches } from './stats';

export interface BenchServer {
  server: RunningPocketBase;
  /** The superuser, signed in. */
  admin: Api;
  stop(): Promise<void>;
}

export async function startBenchServer(name: string, publicDir?: string): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `partilha-bench-${name}-`));
  const server = await startPocketBase({
    dataDir,
    quiet: true,
    ...(publicDir ? { publicDir } : {}),
    // The load comes from one address: exempt it (as the API tests that make bursts do); the
    // settings call below turns the limiter off altogether.
    env: { PARTILHA_RATE_LIMIT_EXEMPT_IPS: '127.0.0.1', PARTILHA_PREVIEW_PASSWORD: '', PARTILHA_SMTP_HOST: '' },
  }).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  const stop = async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const admin = await superuserApi(server);
    const settings = await admin.patch('/api/settings', { rateLimits: { enabled: false } });
    if (settings.status !== 200 || settings.body.rateLimits?.enabled !== false) {
      throw new Error(`Turning rate limits off failed: ${settings.status} ${JSON.stringify(settings.body)}`);
    }
    return { server, admin, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** `count` verified users with complete profiles, signed in (a few at a time: sign-in hashes). */
export function createMembers(admin: Api, count: number, prefix: string): Promise<TestUser[]> {
  return inBatches(
    Array.from({ length: count }, (_, index) => index),
    4,
    (index) =>
      createUser(admin, { email: `${prefix}${index}@bench.local`, profile: { displayName: `${prefix} ${index}` } }),
  );
}

/** A listing of `owner` through the API (the website's multipart create); its id. */
export async function createBenchListing(
  owner: TestUser,
  fields: Record<string, unknown> = serviceListing(),
  images: UploadFile[] = [],
): Promise<string> {
  const created = await createListing(owner.api, fields, images);
  if (created.status !== 200)
    throw new Error(`Creating a listing failed: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.id as string;
}
