// Booking creation throughput: autocannon at concurrency 16 for 30 s (BENCH_DURATION) posting
// booking requests (POST /api/market/bookings), each a distinct (listing, day) so none conflicts
// with another. Counts successful bookings per second, their latency, and errors = non-2xx answers
// plus socket errors and timeouts (with the statuses seen). Then the raw floor of the same
// transactions straight on SQLite, on a copy of the same database, at the same concurrency for
// the same time (pocketbase/tools/bookingfloor), with each SQLite driver in turn; the route is held
// against the fastest. Run alone: `tsx bench/bookings.ts`.
import autocannon from 'autocannon';
import { addDays, lisbonIsoDate } from '@partilha/domain';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serviceListing, type TestUser } from '../tests/support/api-client';
import { createBenchListing, createMembers, startBenchServer, type BenchServer } from './lib/bench-server';
import { warmUp } from './lib/warm-up';
import { envNumber, inBatches, round, summarize, type LatencySummary } from './lib/stats';

const CONCURRENCY = 16;
const OWNERS = 25;
const LISTINGS_PER_OWNER = 10;
const RENTERS = 32;
/** Days ahead a request may fall on: listings × days is the number of distinct requests. */
const DAYS_AHEAD = 365;

export interface BookingFigures {
  concurrency: number;
  durationS: number;
  listings: number;
  renters: number;
  /** Successful bookings per second. */
  rps: number;
  bookings: number;
  latencyMs: LatencySummary;
  errors: number;
  /** Count per HTTP status of every answer (200 included). */
  statuses: Record<string, number>;
  socketErrors: number;
  timeouts: number;
  /** The route's transactions straight on SQLite with each driver (pocketbase/tools/bookingfloor). */
  floors: Partial<Record<FloorDriver, BookingFloor>>;
  /** The fastest of `floors`. */
  floor: BookingFloor;
  /** Route bookings/s ÷ the fastest floor's transactions/s. */
  ratioToFloor: number;
}

export interface BookingFloor {
  /** The SQLite driver it ran with. */
  driver: FloorDriver;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  count: number;
  errors: number;
  firstError?: string;
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bookingFloorTool = join(root, 'pocketbase', 'tools', 'bookingfloor', 'bookingfloor');

/** The SQLite drivers the floor runs with: pure Go (PocketBase's default) and C (the server's, ADR 0020). */
export const FLOOR_DRIVERS = ['modernc', 'mattn'] as const;
export type FloorDriver = (typeof FLOOR_DRIVERS)[number];

function run(cmd: string, args: string[], env: Record<string, string>): string {
  const result = spawnSync(cmd, args, { encoding: 'utf8', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed:\n${result.stderr}`);
  return result.stdout;
}

/**
 * Builds bookingfloor with the C driver where a C compiler exists (CGO and the `sqlite_fts5` tag),
 * else pure Go only. Returns the drivers this build runs.
 */
function buildFloorTool(): FloorDriver[] {
  const pbDir = join(root, 'pocketbase');
  const cc = ['cc', 'gcc', 'clang'].some((c) => spawnSync(c, ['--version']).status === 0);
  if (cc) {
    run('go', ['build', '-C', pbDir, '-tags', 'sqlite_fts5', '-o', bookingFloorTool, './tools/bookingfloor'], {
      CGO_ENABLED: '1',
    });
    return [...FLOOR_DRIVERS];
  }
  run('go', ['build', '-C', pbDir, '-o', bookingFloorTool, './tools/bookingfloor'], { CGO_ENABLED: '0' });
  return ['modernc'];
}

/**
 * The raw floors on copies of `dataDir`'s database, one per driver in turn: each booking request's
 * reads and inserts in one transaction, CONCURRENCY goroutines for `seconds` (see
 * pocketbase/tools/bookingfloor).
 */
function measureFloors(dataDir: string, seconds: number): Partial<Record<FloorDriver, BookingFloor>> {
  const floors: Partial<Record<FloorDriver, BookingFloor>> = {};
  for (const driver of buildFloorTool()) {
    const floor = JSON.parse(
      run(
        bookingFloorTool,
        [
          '-db',
          join(dataDir, 'data.db'),
          '-driver',
          driver,
          '-duration',
          `${seconds}s`,
          '-concurrency',
          String(CONCURRENCY),
        ],
        {},
      ),
    ) as BookingFloor;
    floors[driver] = {
      ...floor,
      driver,
      rps: round(floor.rps),
      p50: round(floor.p50),
      p95: round(floor.p95),
      p99: round(floor.p99),
    };
  }
  return floors;
}

/** The fastest floor of the run (by transactions/s): the one the route is held against. */
function fastestFloor(floors: Partial<Record<FloorDriver, BookingFloor>>): BookingFloor {
  const measured = Object.values(floors);
  if (measured.length === 0) throw new Error('No booking floor was measured');
  return measured.reduce((best, next) => (next.rps > best.rps ? next : best));
}

// bench/autocannon.d.ts declares GET-style requests only; autocannon also takes setupRequest, which
// builds each request (method, path, headers, body) just before it is sent.
type AutocannonOptions = Parameters<typeof autocannon>[0];
export interface RequestParts {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** The i-th request: renter i mod R books listing i mod L on the day i div L (from tomorrow). */
function bookingBody(index: number, listingIds: readonly string[], tomorrow: string): string {
  const listingId = listingIds[index % listingIds.length]!;
  const day = addDays(tomorrow, Math.floor(index / listingIds.length) % DAYS_AHEAD);
  return JSON.stringify({ listingId, selectedDates: [day], hoursPerDay: 2 });
}

/**
 * autocannon at CONCURRENCY connections for `seconds` of POSTs, each built by `nextRequest` (which
 * may change the path; the booking route's by default); every 2xx latency and every status kept.
 */
export async function runLoad(url: string, nextRequest: (request: RequestParts) => RequestParts, seconds: number) {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const instance = autocannon({
    url,
    connections: CONCURRENCY,
    duration: seconds,
    requests: [{ method: 'POST', path: '/api/market/bookings', setupRequest: nextRequest }],
  } as unknown as AutocannonOptions);
  instance.on('response', (_client, status, _bytes, ms) => {
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (status >= 200 && status < 300) latencies.push(ms);
  });
  const result = await instance;
  return { latencies, statuses, result };
}

/** One booking request by fetch (never cut off, unlike autocannon's at the end of a run). */
async function sendOne(url: string, nextRequest: (request: RequestParts) => RequestParts): Promise<void> {
  const request = nextRequest({ method: 'POST', path: '/api/market/bookings' });
  const response = await fetch(url + request.path, { method: 'POST', headers: request.headers, body: request.body });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`Warm-up booking request failed: ${response.status} ${text}`);
}

export interface BookingBench {
  owners: TestUser[];
  renters: TestUser[];
  listingIds: string[];
  /** The next booking request of the sequence (renter i mod R, listing i mod L, day i div L). */
  nextRequest: (request: RequestParts) => RequestParts;
  /** Booking requests built so far. */
  sent(): number;
}

/** The bench's members and listings, and its sequence of booking requests, on `bench`'s server. */
export async function seedBookingBench(bench: BenchServer): Promise<BookingBench> {
  const seedStart = Date.now();
  const owners = await createMembers(bench.admin, OWNERS, 'owner');
  const renters = await createMembers(bench.admin, RENTERS, 'renter');
  const listingIds = (
    await inBatches(owners, 4, (owner, index) =>
      inBatches(
        Array.from({ length: LISTINGS_PER_OWNER }, (_, n) => n),
        1,
        (n) => createBenchListing(owner, serviceListing({ title: `Bench service ${index}-${n}` })),
      ),
    )
  ).flat();
  console.log(
    `  bookings: ${owners.length} owners, ${listingIds.length} listings, ${renters.length} renters (seeded in ${round((Date.now() - seedStart) / 1000)} s)`,
  );

  const tomorrow = addDays(lisbonIsoDate(new Date()), 1);
  let sent = 0;
  const nextRequest = (request: RequestParts): RequestParts => {
    const index = sent;
    sent += 1;
    return {
      ...request,
      headers: { 'Content-Type': 'application/json', Authorization: renters[index % renters.length]!.token },
      body: bookingBody(index, listingIds, tomorrow),
    };
  };
  return { owners, renters, listingIds, nextRequest, sent: () => sent };
}

/** Booking requests by all CONCURRENCY connections until every pooled JS runtime has served. */
export function warmUpBookings(url: string, seeded: BookingBench): Promise<void> {
  return warmUp('bookings', CONCURRENCY, () => sendOne(url, seeded.nextRequest));
}

export async function benchBookings(): Promise<BookingFigures> {
  const durationS = envNumber('BENCH_DURATION', 30);
  const bench = await startBenchServer('bookings');
  try {
    const seeded = await seedBookingBench(bench);
    const { listingIds, nextRequest } = seeded;
    await warmUpBookings(bench.server.url, seeded);
    const { latencies, statuses, result } = await runLoad(bench.server.url, nextRequest, durationS);
    const non2xx = Object.entries(statuses)
      .filter(([status]) => Number(status) < 200 || Number(status) >= 300)
      .reduce((total, [, count]) => total + count, 0);
    if (seeded.sent() > listingIds.length * DAYS_AHEAD)
      console.warn('  bookings: requests wrapped around the distinct (listing, day) pairs');
    const floors = measureFloors(bench.server.dataDir, durationS);
    const floor = fastestFloor(floors);
    const rps = round(latencies.length / durationS);
    return {
      concurrency: CONCURRENCY,
      durationS,
      listings: listingIds.length,
      renters: seeded.renters.length,
      rps,
      bookings: latencies.length,
      latencyMs: summarize(latencies),
      // autocannon's `errors` already counts its timeouts.
      errors: non2xx + result.errors,
      statuses,
      socketErrors: result.errors - result.timeouts,
      timeouts: result.timeouts,
      floors,
      floor,
      ratioToFloor: floor.rps > 0 ? round(rps / floor.rps) : 0,
    };
  } finally {
    await bench.stop();
  }
}

export function bookingsTable(figures: BookingFigures): string {
  const statuses = Object.entries(figures.statuses)
    .map(([status, count]) => `${status}×${count}`)
    .join(', ');
  return [
    `Bookings: POST /api/market/bookings, ${figures.concurrency} connections × ${figures.durationS} s, ${figures.listings} listings, ${figures.renters} renters`,
    '',
    '| path | bookings/s | bookings | p50 ms | p95 ms | p99 ms | errors | statuses | socket errors | timeouts |',
    '|---|---|---|---|---|---|---|---|---|---|',
    `| route | ${figures.rps} | ${figures.bookings} | ${figures.latencyMs.p50} | ${figures.latencyMs.p95} | ${figures.latencyMs.p99} | ${figures.errors} | ${statuses} | ${figures.socketErrors} | ${figures.timeouts} |`,
    ...Object.values(figures.floors).map(
      (floor) =>
        `| sqlite-${floor.driver} floor | ${floor.rps} | ${floor.count} | ${floor.p50} | ${floor.p95} | ${floor.p99} | ${floor.errors} | | | |`,
    ),
    '',
    `Route ÷ fastest floor (sqlite-${figures.floor.driver}): ${figures.ratioToFloor}×${figures.floor.firstError ? ` (floor's first error: ${figures.floor.firstError})` : ''}`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchBookings()
    .then((figures) => console.log(`\n${bookingsTable(figures)}`))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
