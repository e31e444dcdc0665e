// CPU profiles of the booking write routes under the bench's load (issue 20): one PocketBase with
// its profiler on (PARTILHA_PPROF, pocketbase/pprof.go), the bookings bench's members, listings
// and warm-up, then one phase per route, each with autocannon at 16 connections for
// BENCH_DURATION s (default 20) while Go's CPU profiler samples the server:
//   create  — POST /api/market/bookings (the bench's own requests);
//   message — POST /api/collections/booking_messages/records by the renter (the hook writes the
//             owner's new_message notification in the message's transaction);
//   status  — POST /api/market/bookings/{id}/status by the owner: each booking made so far moved
//             to negotiating, then approved (its booked_days rows written), then cancelled (its
//             days released); the renter is notified of each in the same transaction;
//   notify  — booking creation again with BENCH_PROFILE_SUBSCRIBERS (default 500) realtime
//             connections subscribed to `notifications`: the notification rows' broadcast.
// Prints each route's rate and where its CPU went (bench/lib/cpu-shares.ts), and keeps the
// profiles (BENCH_PROFILE_DIR, default a temporary directory) for `go tool pprof -top|-list|-peek`.
// Run: `npx tsx bench/profile-bookings.ts` (BENCH_PROFILE_PHASES=create,status picks phases).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../scripts/lib/pocketbase-server';
import { records, type TestUser } from '../tests/support/api-client';
import { runLoad, seedBookingBench, warmUpBookings, type BookingBench, type RequestParts } from './bookings';
import { startBenchServer, type BenchServer } from './lib/bench-server';
import { cpuShares, type CpuShares } from './lib/cpu-shares';
import { SseSubscriber } from './lib/sse-subscriber';
import { envNumber, inBatches, round } from './lib/stats';

const PHASES = ['create', 'message', 'status', 'notify'] as const;
type Phase = (typeof PHASES)[number];
/** The owner's changes of the status phase, each applied to every booking in turn. */
const STATUS_STEPS = ['negotiating', 'approved', 'cancelled'] as const;
/** The profile starts this long after the load and ends this long before it (ramp-up, tail). */
const PROFILE_MARGIN_S = 2;

interface PhaseResult {
  phase: Phase;
  path: string;
  rps: number;
  statuses: Record<string, number>;
  profile: string;
  shares: CpuShares;
}

function selectedPhases(): Phase[] {
  const wanted = (process.env.BENCH_PROFILE_PHASES ?? PHASES.join(',')).split(',').map((part) => part.trim());
  return PHASES.filter((phase) => wanted.includes(phase));
}

async function cpuProfile(pprofAddress: string, seconds: number, file: string): Promise<void> {
  const response = await fetch(`http://${pprofAddress}/debug/pprof/profile?seconds=${seconds}`);
  if (response.status !== 200) throw new Error(`CPU profile failed: ${response.status} ${await response.text()}`);
  writeFileSync(file, Buffer.from(await response.arrayBuffer()));
}

function pprofTraces(file: string): string {
  const result = spawnSync('go', ['tool', 'pprof', '-traces', file], { encoding: 'utf8', maxBuffer: 1 << 28 });
  if (result.status !== 0) throw new Error(`go tool pprof -traces ${file} failed: ${result.stderr}`);
  return result.stdout;
}

/** Load by `nextRequest` for `seconds` while the profiler samples the middle of it. */
async function profiled(
  phase: Phase,
  path: string,
  url: string,
  pprofAddress: string,
  directory: string,
  seconds: number,
  nextRequest: (request: RequestParts) => RequestParts,
): Promise<PhaseResult> {
  const profile = join(directory, `${phase}.pprof`);
  const sampling = new Promise<void>((resolve, reject) => {
    setTimeout(() => {
      cpuProfile(pprofAddress, seconds - 2 * PROFILE_MARGIN_S, profile).then(resolve, reject);
    }, PROFILE_MARGIN_S * 1000);
  });
  const { latencies, statuses } = await runLoad(url, nextRequest, seconds);
  await sampling;
  return {
    phase,
    path,
    rps: round(latencies.length / seconds),
    statuses,
    profile,
    shares: cpuShares(pprofTraces(profile)),
  };
}

/** Every booking on the server with its owner and renter, oldest first (the superuser reads them). */
async function allBookings(bench: BenchServer) {
  const found: { id: string; owner: string; renter: string }[] = [];
  for (let page = 1; ; page += 1) {
    const response = await bench.admin.get(records('bookings'), {
      page: String(page),
      perPage: '1000',
      sort: 'created',
      fields: 'id,owner,renter',
      skipTotal: '1',
    });
    if (response.status !== 200) throw new Error(`Listing bookings failed: ${response.status}`);
    const items = response.body.items as { id: string; owner: string; renter: string }[];
    found.push(...items);
    if (items.length < 1000) return found;
  }
}

function tokens(users: readonly TestUser[]): Map<string, string> {
  return new Map(users.map((user) => [user.id, user.token]));
}

function sharesTable(results: readonly PhaseResult[]): string {
  return [
    '| route | req/s (2xx) | statuses | CPU sampled s | SQLite % | JS runtime % | other Go % | GC (background) % | HTTP/net/syscalls % | under a JS frame % |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...results.map((r) => {
      const statuses = Object.entries(r.statuses)
        .map(([status, count]) => `${status}×${count}`)
        .join(', ');
      const p = r.shares.percent;
      return `| ${r.phase}: ${r.path} | ${r.rps} | ${statuses} | ${round(r.shares.totalMs / 1000)} | ${p.sqlite} | ${p.js} | ${p.go} | ${p.gc} | ${p.other} | ${r.shares.underJs} |`;
    }),
  ].join('\n');
}

/** BENCH_PROFILE_SUBSCRIBERS realtime connections subscribed to `notifications`, members in turn. */
function subscribe(url: string, members: readonly TestUser[]): Promise<SseSubscriber[]> {
  const wanted = envNumber('BENCH_PROFILE_SUBSCRIBERS', 500);
  return inBatches(
    Array.from({ length: wanted }, (_, n) => n),
    16,
    async (n) => {
      const subscriber = await SseSubscriber.open(url);
      await subscriber.subscribe(['notifications'], members[n % members.length]!.token);
      return subscriber;
    },
  );
}

/** The route a phase loads and its sequence of requests (over the bookings made so far). */
async function phaseRequests(
  phase: Phase,
  bench: BenchServer,
  seeded: BookingBench,
): Promise<{ path: string; nextRequest: (request: RequestParts) => RequestParts }> {
  if (phase === 'create' || phase === 'notify')
    return { path: '/api/market/bookings', nextRequest: seeded.nextRequest };
  const bookings = await allBookings(bench);
  const owners = tokens(seeded.owners);
  const renters = tokens(seeded.renters);
  let next = 0;
  const json = (request: RequestParts, path: string, token: string, body: unknown): RequestParts => {
    next += 1;
    return {
      ...request,
      path,
      headers: { 'Content-Type': 'application/json', Authorization: token },
      body: JSON.stringify(body),
    };
  };
  if (phase === 'status') {
    return {
      path: '/api/market/bookings/{id}/status',
      nextRequest: (request) => {
        const booking = bookings[next % bookings.length]!;
        const status = STATUS_STEPS[Math.floor(next / bookings.length) % STATUS_STEPS.length];
        return json(request, `/api/market/bookings/${booking.id}/status`, owners.get(booking.owner)!, { status });
      },
    };
  }
  return {
    path: '/api/collections/booking_messages/records',
    nextRequest: (request) => {
      const booking = bookings[next % bookings.length]!;
      return json(request, records('booking_messages'), renters.get(booking.renter)!, {
        booking: booking.id,
        sender: booking.renter,
        content: `Is ${next + 1} fine for you?`,
      });
    },
  };
}

async function main() {
  const seconds = envNumber('BENCH_DURATION', 20);
  const directory = process.env.BENCH_PROFILE_DIR ?? mkdtempSync(join(tmpdir(), 'partilha-profiles-'));
  mkdirSync(directory, { recursive: true });
  const pprofAddress = `127.0.0.1:${await freePort()}`;
  process.env.PARTILHA_PPROF = pprofAddress;
  const loadAtStart = loadavg().map(round);
  const bench = await startBenchServer('profile');
  const url = bench.server.url;
  const subscribers: SseSubscriber[] = [];
  try {
    const seeded = await seedBookingBench(bench);
    await warmUpBookings(url, seeded);
    const results: PhaseResult[] = [];
    for (const phase of selectedPhases()) {
      if (phase === 'notify') subscribers.push(...(await subscribe(url, [...seeded.owners, ...seeded.renters])));
      const { path, nextRequest } = await phaseRequests(phase, bench, seeded);
      results.push(await profiled(phase, path, url, pprofAddress, directory, seconds, nextRequest));
    }
    console.log(
      `\nCPU profiles of the booking routes, 16 connections × ${seconds} s each (profile: the middle ${seconds - 2 * PROFILE_MARGIN_S} s); load average ${loadAtStart.join(' ')} at start, ${loadavg().map(round).join(' ')} at end\n`,
    );
    console.log(sharesTable(results));
    console.log(`\nProfiles in ${directory}: go tool pprof -top ${join(directory, 'create.pprof')}`);
  } finally {
    for (const subscriber of subscribers) subscriber.close();
    await bench.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
