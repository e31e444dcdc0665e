// Realtime: the time from sending a booking request to the owner's `notifications` event, with
// 1,000, 2,000 then 10,000 SSE subscribers (BENCH_SUBSCRIBERS) connected to /api/realtime and
// subscribed to `notifications` — a pool of members holding several connections each (in child
// processes, lib/subscriber-pool.ts), one connection the owner's (in this process). Requests go one
// at a time, spaced; p50/p95/max, how many subscribers are still connected (stream open, no error)
// at the end, and the memory of the server and of the clients. Run alone: `tsx bench/realtime.ts`.
import { addDays, lisbonIsoDate } from '@partilha/domain';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { TestUser } from '../tests/support/api-client';
import { createBenchListing, createMembers, startBenchServer, type BenchServer } from './lib/bench-server';
import { SseSubscriber, type StampedEvent } from './lib/sse-subscriber';
import { SubscriberPool } from './lib/subscriber-pool';
import { warmUp } from './lib/warm-up';
import { inBatches, round, summarize, type LatencySummary } from './lib/stats';

const MEMBERS = 50;
const RENTERS = 5;
const LISTINGS = 5;
/** Booking requests timed at each level, and the pause between two. */
const SAMPLES = 50;
const SPACING_MS = 100;
const WARM_CONCURRENCY = 8;
const EVENT_TIMEOUT_MS = 10_000;
const MB = 1024 * 1024;

export interface RealtimeLevel {
  subscribers: number;
  /** Seconds taken to open (and subscribe) this level's new connections. */
  openSeconds: number;
  latencyMs: LatencySummary;
  /** Request sent → the route's answer (the booking's own cost, part of latencyMs). */
  answerMs: LatencySummary;
  /** Requests whose notification did not arrive within EVENT_TIMEOUT_MS. */
  missed: number;
  /** Subscribers still open and without error after the requests. */
  connected: number;
  /** Closed by PocketBase after 5 minutes without a message (by design; its SDK reconnects). */
  closedWhenIdle: number;
  /** Ended or failed otherwise. */
  lost: number;
  lostReasons: string[];
  /** Resident memory of the PocketBase process at the end of the level (null off Linux). */
  serverRssMB: number | null;
  /** Resident memory of the processes holding the subscribers. */
  clientRssMB: number;
}

export interface RealtimeFigures {
  samples: number;
  spacingMs: number;
  members: number;
  levels: RealtimeLevel[];
}

function subscriberLevels(): number[] {
  return (process.env.BENCH_SUBSCRIBERS ?? '1000,2000,10000')
    .split(',')
    .map(Number)
    .filter((n) => Number.isFinite(n) && n > 0)
    .sort((a, b) => a - b);
}

/** The owner's next `notifications` create event about `bookingId`, when it arrives. */
class OwnerInbox {
  private waiters = new Map<string, (at: number) => void>();
  private early = new Map<string, number>();

  constructor(subscriber: SseSubscriber) {
    subscriber.onEvent = (event) => this.receive(event);
  }

  private receive(event: StampedEvent): void {
    const data = event.data as { action?: string; record?: { booking?: string } };
    if (event.topic !== 'notifications' || data.action !== 'create' || !data.record?.booking) return;
    const waiter = this.waiters.get(data.record.booking);
    if (waiter) waiter(event.receivedAt);
    // The event can come before the route's answer (it is sent on commit): kept for the waiter.
    else this.early.set(data.record.booking, event.receivedAt);
  }

  arrival(bookingId: string): Promise<number | null> {
    const early = this.early.get(bookingId);
    if (early !== undefined) return Promise.resolve(early);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(null), EVENT_TIMEOUT_MS);
      this.waiters.set(bookingId, (at) => {
        clearTimeout(timer);
        this.waiters.delete(bookingId);
        resolve(at);
      });
    });
  }
}

interface Scene {
  url: string;
  renters: TestUser[];
  listingIds: string[];
  inbox: OwnerInbox;
  tomorrow: string;
  sent: number;
}

/**
 * One booking request, timed from sending it to the route's answer and to the owner's event (null
 * when none came within EVENT_TIMEOUT_MS).
 */
async function timedRequest(scene: Scene): Promise<{ answerMs: number; eventMs: number | null }> {
  const index = scene.sent;
  scene.sent += 1;
  const body = {
    listingId: scene.listingIds[index % scene.listingIds.length],
    selectedDates: [addDays(scene.tomorrow, Math.floor(index / scene.listingIds.length))],
    hoursPerDay: 2,
  };
  const sentAt = performance.now();
  const response = await fetch(`${scene.url}/api/market/bookings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: scene.renters[index % scene.renters.length]!.token },
    body: JSON.stringify(body),
  });
  const booking = (await response.json()) as { id?: string; message?: string };
  const answerMs = performance.now() - sentAt;
  if (response.status !== 200 || !booking.id)
    throw new Error(`Booking request failed: ${response.status} ${JSON.stringify(booking)}`);
  const arrivedAt = await scene.inbox.arrival(booking.id);
  return { answerMs, eventMs: arrivedAt === null ? null : arrivedAt - sentAt };
}

/** Resident memory of a process in MB, from /proc (Linux); null elsewhere. */
function residentMB(pid: number): number | null {
  try {
    const kB = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kB ? Math.round(Number(kB) / 1024) : null;
  } catch {
    return null;
  }
}

async function measureLevel(
  scene: Scene,
  owner: SseSubscriber,
  pool: SubscriberPool,
  serverPid: number,
  openSeconds: number,
): Promise<RealtimeLevel> {
  const latencies: number[] = [];
  const answers: number[] = [];
  let missed = 0;
  for (let sample = 0; sample < SAMPLES; sample += 1) {
    const { answerMs, eventMs } = await timedRequest(scene);
    answers.push(answerMs);
    if (eventMs === null) missed += 1;
    else latencies.push(eventMs);
    await new Promise((wake) => setTimeout(wake, SPACING_MS));
  }
  const others = await pool.status();
  const ownerLost = owner.isOpen || owner.closedWhenIdle ? 0 : 1;
  const closedWhenIdle = others.closedWhenIdle + (owner.closedWhenIdle ? 1 : 0);
  const lost = others.lost + ownerLost;
  const subscribers = others.subscribers + 1;
  return {
    subscribers,
    openSeconds,
    latencyMs: summarize(latencies),
    answerMs: summarize(answers),
    missed,
    connected: subscribers - closedWhenIdle - lost,
    closedWhenIdle,
    lost,
    lostReasons: ownerLost ? [owner.lostReason ?? 'closed', ...others.lostReasons].slice(0, 5) : others.lostReasons,
    serverRssMB: residentMB(serverPid),
    clientRssMB: Math.round((others.rssBytes + process.memoryUsage.rss()) / MB),
  };
}

/** Opens connections up to `target` (the owner's included), member i%MEMBERS on the i-th, all on `notifications`. */
async function fillTo(url: string, pool: SubscriberPool, members: TestUser[], target: number): Promise<number> {
  const started = performance.now();
  const first = pool.size;
  const tokens = Array.from(
    { length: Math.max(0, target - 1 - first) },
    (_, n) => members[(first + n) % members.length]!.token,
  );
  await pool.open(url, ['notifications'], tokens);
  return round((performance.now() - started) / 1000);
}

export async function benchRealtime(): Promise<RealtimeFigures> {
  const levelsWanted = subscriberLevels();
  const pool = SubscriberPool.start(Math.max(...levelsWanted));
  let bench: BenchServer | null = null;
  let ownerConnection: SseSubscriber | null = null;
  try {
    bench = await startBenchServer('realtime');
    const [owner] = await createMembers(bench.admin, 1, 'owner');
    const members = await createMembers(bench.admin, MEMBERS, 'member');
    const listingIds = await inBatches(
      Array.from({ length: LISTINGS }, (_, n) => n),
      1,
      () => createBenchListing(owner!),
    );

    ownerConnection = await SseSubscriber.open(bench.server.url);
    await ownerConnection.subscribe(['notifications'], owner!.token);
    const scene: Scene = {
      url: bench.server.url,
      renters: members.slice(0, RENTERS),
      listingIds,
      inbox: new OwnerInbox(ownerConnection),
      tomorrow: addDays(lisbonIsoDate(new Date()), 1),
      sent: 0,
    };
    await warmUp('realtime', WARM_CONCURRENCY, () => timedRequest(scene));

    const levels: RealtimeLevel[] = [];
    for (const target of levelsWanted) {
      const openSeconds = await fillTo(bench.server.url, pool, members, target);
      const level = await measureLevel(scene, ownerConnection, pool, bench.server.pid, openSeconds);
      console.log(
        `  realtime: ${level.subscribers} subscribers (opened in ${openSeconds} s): p50 ${level.latencyMs.p50} ms, p95 ${level.latencyMs.p95} ms, connected ${level.connected}, server ${level.serverRssMB} MB`,
      );
      levels.push(level);
    }
    return { samples: SAMPLES, spacingMs: SPACING_MS, members: MEMBERS + 1, levels };
  } finally {
    ownerConnection?.close();
    await pool.stop();
    await bench?.stop();
  }
}

export function realtimeTable(figures: RealtimeFigures): string {
  return [
    `Realtime: booking request → owner's notification event, ${figures.samples} requests ${figures.spacingMs} ms apart per level, ${figures.members} members`,
    '',
    '| subscribers | p50 ms | p95 ms | max ms | answer p50/p95 ms | missed | still connected | closed idle | lost | opened in s | server RSS MB | clients RSS MB |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...figures.levels.map(
      (level) =>
        `| ${level.subscribers} | ${level.latencyMs.p50} | ${level.latencyMs.p95} | ${level.latencyMs.max} | ${level.answerMs.p50}/${level.answerMs.p95} | ${level.missed} | ${level.connected}/${level.subscribers} | ${level.closedWhenIdle} | ${level.lost} | ${level.openSeconds} | ${level.serverRssMB ?? '–'} | ${level.clientRssMB} |`,
    ),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchRealtime()
    .then((figures) => console.log(`\n${realtimeTable(figures)}`))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
