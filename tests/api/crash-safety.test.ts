// Crash safety (issue 7): a second process writes booking requests, approvals and booking
// messages to a real PocketBase; the pocketbase process is killed with SIGKILL in the middle of
// that load and started again on the same data directory. Every write that got a success answer
// must be there with the content it was answered with, nothing that was never sent may appear,
// the bookings must stay consistent (parties, booked days, the request's notification, all
// committed together), and SQLite's integrity_check must pass on the files the crash left.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, records, superuserApi, type Api, type Json, type TestUser } from '../support/api-client';
import { CrashableServer } from '../support/crash/crashable-server';
import { integrityCheck, pocketbaseDatabases, type IntegrityReport } from '../support/crash/integrity-check';
import { linesOf, readLoadLines, type LoadLine, type LoadPlan, type Party } from '../support/crash/load-plan';
import { allRecords } from './reviews-support';
import { BOOKINGS_ROUTE, daysFromToday, listingOf, requestBooking } from './bookings-support';

const writerScript = join(dirname(fileURLToPath(import.meta.url)), '..', 'support', 'crash', 'load-writer.ts');

/** Kill once this much was acknowledged, or after KILL_AT_LATEST_MS of load, whichever is first. */
const KILL_WHEN = { bookings: 30, approvals: 3, messages: 4 };
const KILL_AT_LATEST_MS = 8_000;
/** The writer (tsx) must have written its first line by then. */
const WRITER_START_MS = 30_000;

let server: CrashableServer;
let workDir: string;
let writer: ChildProcess | undefined;
let writerLog = '';
let lines: LoadLine[];
let integrity: IntegrityReport[];
let admin: Api;
let threadBookings: string[];
let stored: { bookings: Json[]; bookedDays: Json[]; messages: Json[]; users: Json[]; listings: Json[] };

const asParty = (user: TestUser): Party => ({ id: user.id, token: user.token });
const pause = (ms: number) => new Promise((wake) => setTimeout(wake, ms));

/** Owners with a listing each, renters, and two bookings whose parties will message each other. */
async function prepareLoad(): Promise<LoadPlan> {
  const owners = await Promise.all([0, 1, 2].map(() => createUser(admin)));
  const renters = await Promise.all([0, 1, 2, 3].map(() => createUser(admin)));
  const listings = await Promise.all(
    owners.map((owner, index) => listingOf(owner, { title: `Crash listing ${index}` })),
  );
  const threads = await Promise.all(
    [0, 1].map(async (index) => {
      const booking = await requestBooking(renters[index]!, listings[index]!, daysFromToday(5 + index, 1));
      return {
        bookingId: booking.id as string,
        parties: [asParty(renters[index]!), asParty(owners[index]!)] as [Party, Party],
      };
    }),
  );
  threadBookings = threads.map((thread) => thread.bookingId);
  return {
    url: server.url,
    seed: 20261122,
    maxMs: 20_000,
    ackFile: join(workDir, 'acks.jsonl'),
    renters: renters.map(asParty),
    listings: listings.map((id, index) => ({ id, owner: asParty(owners[index]!) })),
    threads,
    days: daysFromToday(20, 200),
    bookingWorkers: 4,
    messageWorkers: 2,
    messagePauseMs: 400,
    approveEvery: 4,
  };
}

function startWriter(plan: LoadPlan): ChildProcess {
  const planFile = join(workDir, 'plan.json');
  writeFileSync(planFile, JSON.stringify(plan));
  const child = spawn(process.execPath, ['--import', 'tsx', writerScript, planFile], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (writerLog += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (writerLog += chunk.toString()));
  return child;
}

function exited(child: ChildProcess, timeoutMs: number): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`The load writer did not stop:\n${writerLog}`)), timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      done(code);
    });
  });
}

/** Waits until enough was acknowledged (counted from the writer's file) or the latest kill time. */
async function waitForKillMoment(child: ChildProcess): Promise<void> {
  const started = Date.now();
  let firstLineAt: number | undefined;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The load writer ended before the kill:\n${writerLog}`);
    if (firstLineAt === undefined && Date.now() - started > WRITER_START_MS) {
      throw new Error(`The load writer wrote nothing in ${WRITER_START_MS} ms:\n${writerLog}`);
    }
    const seen = readLoadLines(join(workDir, 'acks.jsonl'));
    const enough =
      linesOf(seen, 'booking').length >= KILL_WHEN.bookings &&
      linesOf(seen, 'approval').length >= KILL_WHEN.approvals &&
      linesOf(seen, 'message').length >= KILL_WHEN.messages;
    // The load starts only once the writer has loaded (tsx), so time counts from its first line.
    if (seen.length > 0) firstLineAt ??= Date.now();
    if (enough || (firstLineAt !== undefined && Date.now() - firstLineAt > KILL_AT_LATEST_MS)) return;
    await pause(25);
  }
}

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'partilha-crash-load-'));
  server = new CrashableServer({ PARTILHA_RATE_LIMIT_EXEMPT_IPS: '127.0.0.1' });
  await server.start();
  admin = await superuserApi(server);
  const plan = await prepareLoad();

  writer = startWriter(plan);
  await waitForKillMoment(writer);
  await server.killHard();
  expect(await exited(writer, 20_000), writerLog).toBe(0);
  lines = readLoadLines(plan.ackFile);

  // The files exactly as the crash left them (the check reads the write-ahead log as a start would).
  integrity = integrityCheck(pocketbaseDatabases(server.dataDir));

  await server.start();
  admin = await superuserApi(server);
  const [bookings, bookedDays, messages, users, listings] = await Promise.all(
    ['bookings', 'booked_days', 'booking_messages', 'users', 'listings'].map((name) => allRecords(admin, name)),
  );
  stored = { bookings: bookings!, bookedDays: bookedDays!, messages: messages!, users: users!, listings: listings! };
}, 150_000);

afterAll(async () => {
  if (writer && writer.exitCode === null) writer.kill('SIGKILL');
  await server?.dispose();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

const byId = (items: Json[]) => new Map<string, Json>(items.map((item) => [item.id as string, item]));

describe('a server killed with SIGKILL in the middle of a write load', () => {
  it('was killed while requests were still being sent', () => {
    expect(lines.at(-1)).toEqual({ kind: 'done', reason: 'server-gone' });
    expect(linesOf(lines, 'lost').length).toBeGreaterThan(0);
    expect(linesOf(lines, 'booking').length).toBeGreaterThan(0);
    expect(linesOf(lines, 'approval').length).toBeGreaterThan(0);
    expect(linesOf(lines, 'message').length).toBeGreaterThan(0);
  });

  it('refused nothing under load but requests for days already taken', () => {
    const refusals = linesOf(lines, 'refused').map(({ what, status, message }) => ({ what, status, message }));
    expect(refusals.filter((refusal) => refusal.status !== 409)).toEqual([]);
  });

  it('left database files that pass integrity_check', () => {
    expect(integrity).toEqual(pocketbaseDatabases(server.dataDir).map((file) => ({ file, result: ['ok'] })));
  });

  it('keeps every acknowledged booking request as it was answered', () => {
    const bookings = byId(stored.bookings);
    for (const acked of linesOf(lines, 'booking')) {
      const { kind: _kind, status: _status, ...answered } = acked;
      const booking = bookings.get(acked.id);
      expect(booking, `booking ${acked.id}`).toBeDefined();
      expect(booking).toMatchObject(answered);
    }
  });

  it('stores no booking request that was never sent', () => {
    const fromLoad = stored.bookings.filter((booking) => !threadBookings.includes(booking.id));
    expect(fromLoad.length).toBeGreaterThanOrEqual(linesOf(lines, 'booking').length);
    expect(fromLoad.length).toBeLessThanOrEqual(linesOf(lines, 'booking-sent').length);
  });

  it('keeps every acknowledged approval, and approves nothing that was not asked for', () => {
    const bookings = byId(stored.bookings);
    const approved = new Set(linesOf(lines, 'approval').map((line) => line.id));
    const asked = new Set(linesOf(lines, 'approval-sent').map((line) => line.id));
    for (const booking of stored.bookings) {
      if (approved.has(booking.id)) expect(booking.status, booking.id).toBe('approved');
      else if (asked.has(booking.id)) expect(['pending', 'approved'], booking.id).toContain(booking.status);
      else expect(booking.status, booking.id).toBe('pending');
    }
    expect(approved.size).toBeGreaterThan(0);
    expect([...approved].every((id) => bookings.has(id))).toBe(true);
  });

  /** A request's note, stored as its thread's first message in the request's transaction (issue 17). */
  function isRequestNote(message: Json): boolean {
    const booking = stored.bookings.find((item) => item.id === message.booking);
    return (
      booking !== undefined &&
      booking.notes !== '' &&
      message.sender === booking.renter &&
      message.content === booking.notes
    );
  }

  it('keeps every acknowledged message with its content', () => {
    const messages = byId(stored.messages);
    for (const acked of linesOf(lines, 'message')) {
      const { kind: _kind, ...answered } = acked;
      expect(messages.get(acked.id), `message ${acked.id}`).toMatchObject(answered);
    }
    const sent = stored.messages.filter((message) => !isRequestNote(message));
    expect(sent.length).toBeLessThanOrEqual(linesOf(lines, 'message-sent').length);
  });

  it("committed each request's note together with it, as the thread's first message", () => {
    const notes = new Map(stored.messages.filter(isRequestNote).map((message) => [message.booking, message]));
    for (const booking of stored.bookings.filter((item) => item.notes !== '')) {
      expect(notes.get(booking.id), booking.id).toMatchObject({ sender: booking.renter, content: booking.notes });
    }
  });

  it('keeps the bookings consistent: parties, listing, booked days', () => {
    const users = byId(stored.users);
    const listings = byId(stored.listings);
    const bookings = byId(stored.bookings);
    for (const booking of stored.bookings) {
      expect(users.has(booking.renter) && users.has(booking.owner), booking.id).toBe(true);
      expect(listings.get(booking.listing)?.owner, booking.id).toBe(booking.owner);
    }
    const daysOf = new Map<string, string[]>();
    for (const row of stored.bookedDays) {
      const booking = bookings.get(row.booking);
      expect(booking?.status, `booked day ${row.day} of ${row.booking}`).toBe('approved');
      expect(row.listing).toBe(booking.listing);
      daysOf.set(row.booking, [...(daysOf.get(row.booking) ?? []), row.day].sort());
    }
    for (const booking of stored.bookings.filter((item) => item.status === 'approved')) {
      expect(daysOf.get(booking.id), booking.id).toEqual(booking.selectedDates);
    }
    for (const message of stored.messages) {
      const booking = bookings.get(message.booking);
      expect([booking?.renter, booking?.owner], message.id).toContain(message.sender);
    }
  });

  it('committed each booking request together with its notification to the owner', async () => {
    const notifications = await allRecords(admin, 'notifications', 'type = "booking_request"');
    const notified = new Set(notifications.map((item) => `${item.booking}/${item.user}`));
    for (const booking of stored.bookings) expect(notified, booking.id).toContain(`${booking.id}/${booking.owner}`);
    expect(notifications.length).toBe(stored.bookings.length);
  });

  it('takes new writes after the restart', async () => {
    const renter = await createUser(admin);
    const listing = stored.listings[0]!;
    const answer = await renter.api.post(BOOKINGS_ROUTE, {
      listingId: listing.id,
      selectedDates: daysFromToday(300, 1),
      hoursPerDay: 2,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await admin.get(records('bookings', answer.body.id))).status).toBe(200);
  });
});
