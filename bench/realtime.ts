// Realtime: the time from sending a booking request to the owner's `notifications` event, with
// 1,000 then 2,000 SSE subscribers (BENCH_SUBSCRIBERS) connected to /api/realtime and subscribed to
// `notifications` — a pool of members holding several connections each, one connection the
// owner's. Requests go one at a time, spaced; p50/p95/max, and how many subscribers are still
// connected (stream open, no error) at the end. Run alone: `tsx bench/realtime.ts`.
import { addDays, lisbonIsoDate } from '@partilha/domain';
import { pathToFileURL } from 'node:url';
import type { TestUser } from '../tests/support/api-client';
import { createBenchListing, createMembers, startBenchServer } from './lib/bench-server';
import { SseSubscriber, type StampedEvent } from './lib/sse-subscriber';
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
/** Connections opened at once while filling a level. */
const OPEN_BATCH = 16;

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
}

export interface RealtimeFigures {
  samples: number;
  spacingMs: number;
  members: number;
  levels: RealtimeLevel[];
}

function subscriberLevels(): number[] {
  return (process.env.BENCH_SUBSCRIBERS ?? '1000,2000')
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

async function measureLevel(scene: Scene, subscribers: SseSubscriber[], openSeconds: number): Promise<RealtimeLevel> {
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
  const ended = subscribers.filter((subscriber) => !subscriber.isOpen);
  const lost = ended.filter((subscriber) => !subscriber.closedWhenIdle);
  return {
    subscribers: subscribers.length,
    openSeconds,
    latencyMs: summarize(latencies),
    answerMs: summarize(answers),
    missed,
    connected: subscribers.length - ended.length,
    closedWhenIdle: ended.length - lost.length,
    lost: lost.length,
    lostReasons: [...new Set(lost.map((subscriber) => subscriber.lostReason ?? 'closed'))].slice(0, 5),
  };
}

/** Opens connections up to `target`, member i%MEMBERS on the i-th, all on `notifications`. */
async function fillTo(url: string, subscribers: SseSubscriber[], members: TestUser[], target: number): Promise<number> {
  const started = performance.now();
  const missing = Array.from({ length: Math.max(0, target - subscribers.length) }, (_, n) => subscribers.length + n);
  const opened = await inBatches(missing, OPEN_BATCH, async (index) => {
    const subscriber = await SseSubscriber.open(url);
    await subscriber.subscribe(['notifications'], members[index % members.length]!.token);
    return subscriber;
  });
  subscribers.push(...opened);
  return round((performance.now() - started) / 1000);
}

export async function benchRealtime(): Promise<RealtimeFigures> {
  const bench = await startBenchServer('realtime');
  const subscribers: SseSubscriber[] = [];
  try {
    const [owner] = await createMembers(bench.admin, 1, 'owner');
    const members = await createMembers(bench.admin, MEMBERS, 'member');
    const listingIds = await inBatches(
      Array.from({ length: LISTINGS }, (_, n) => n),
      1,
      () => createBenchListing(owner!),
    );

    const ownerConnection = await SseSubscriber.open(bench.server.url);
    await ownerConnection.subscribe(['notifications'], owner!.token);
    subscribers.push(ownerConnection);
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
    for (const target of subscriberLevels()) {
      const openSeconds = await fillTo(bench.server.url, subscribers, members, target);
      const level = await measureLevel(scene, subscribers, openSeconds);
      console.log(
        `  realtime: ${level.subscribers} subscribers (opened in ${openSeconds} s): p50 ${level.latencyMs.p50} ms, p95 ${level.latencyMs.p95} ms, connected ${level.connected}`,
      );
      levels.push(level);
    }
    return { samples: SAMPLES, spacingMs: SPACING_MS, members: MEMBERS + 1, levels };
  } finally {
    for (const subscriber of subscribers) subscriber.close();
    await bench.stop();
  }
}

export function realtimeTable(figures: RealtimeFigures): string {
  return [
    `Realtime: booking request → owner's notification event, ${figures.samples} requests ${figures.spacingMs} ms apart per level, ${figures.members} members`,
    '',
    '| subscribers | p50 ms | p95 ms | max ms | answer p50/p95 ms | missed | still connected | closed idle | lost | opened in s |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...figures.levels.map(
      (level) =>
        `| ${level.subscribers} | ${level.latencyMs.p50} | ${level.latencyMs.p95} | ${level.latencyMs.max} | ${level.answerMs.p50}/${level.answerMs.p95} | ${level.missed} | ${level.connected}/${level.subscribers} | ${level.closedWhenIdle} | ${level.lost} | ${level.openSeconds} |`,
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
