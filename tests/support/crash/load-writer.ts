/**
 * The crash test's write load, run as its own Node process (`node --import tsx load-writer.ts
 * plan.json`) so that it outlives the server it talks to: renters request bookings, owners
 * approve some of them, the parties of a few bookings message each other. Every answer becomes
 * a line in plan.ackFile (load-plan.ts) the moment it arrives. It stops at the plan's deadline,
 * or as soon as a request gets no answer at all (the server is gone).
 */
import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';
import { records, request, type ApiResponse } from '../api-client';
import { seededRandom, type AckedBooking, type LoadLine, type LoadPlan, type Party } from './load-plan';

const BOOKINGS_ROUTE = '/api/market/bookings';
/** A refusal (a taken day, a rate limit) is answered at once: without a pause a worker would spin. */
const REFUSAL_PAUSE_MS = 100;

const plan = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as LoadPlan;
const ackFile = openSync(plan.ackFile, 'a');
const random = seededRandom(plan.seed);
const deadline = Date.now() + plan.maxMs;
const toApprove: AckedBooking[] = [];
let acknowledgedBookings = 0;
let serverGone = false;

/** Written synchronously: a line is on disk before the next request is sent. */
function record(line: LoadLine): void {
  writeSync(ackFile, `${JSON.stringify(line)}\n`);
}

const loadGoesOn = () => !serverGone && Date.now() < deadline;
const pause = (ms: number) => new Promise((wake) => setTimeout(wake, ms));
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** POST as `caller`; undefined when no answer came (and then the load stops). */
async function post(what: string, path: string, caller: Party, json: unknown): Promise<ApiResponse | undefined> {
  try {
    const answer = await request(plan.url, 'POST', path, { token: caller.token, json });
    if (answer.status !== 200) {
      record({ kind: 'refused', what, status: answer.status, message: String(answer.body?.message ?? '') });
      await pause(REFUSAL_PAUSE_MS);
      return undefined;
    }
    return answer;
  } catch (error) {
    serverGone = true;
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    record({ kind: 'lost', what, error: `${String(error)}${cause}` });
    return undefined;
  }
}

function randomRequest(worker: number, sequence: number) {
  const first = Math.floor(random() * (plan.days.length - 3));
  return {
    listingId: pick(plan.listings).id,
    selectedDates: plan.days.slice(first, first + 1 + Math.floor(random() * 3)),
    hoursPerDay: 1 + Math.floor(random() * 8),
    notes: `Load request ${worker}-${sequence}`,
  };
}

async function requestBookings(worker: number): Promise<void> {
  const renter = plan.renters[worker % plan.renters.length]!;
  for (let sequence = 0; loadGoesOn(); sequence += 1) {
    record({ kind: 'booking-sent' });
    const answer = await post('booking', BOOKINGS_ROUTE, renter, randomRequest(worker, sequence));
    if (!answer) continue;
    const { id, listing, renter: renterId, owner, status, selectedDates, startDate, endDate } = answer.body;
    const { hoursPerDay, totalPrice, notes } = answer.body;
    const acked: AckedBooking = {
      kind: 'booking',
      ...{
        id,
        listing,
        renter: renterId,
        owner,
        status,
        selectedDates,
        startDate,
        endDate,
        hoursPerDay,
        totalPrice,
        notes,
      },
    };
    record(acked);
    acknowledgedBookings += 1;
    if (acknowledgedBookings % plan.approveEvery === 0) toApprove.push(acked);
  }
}

async function approveSome(): Promise<void> {
  while (loadGoesOn()) {
    const booking = toApprove.shift();
    if (!booking) {
      await pause(20);
      continue;
    }
    const owner = plan.listings.find((listing) => listing.id === booking.listing)!.owner;
    record({ kind: 'approval-sent', id: booking.id });
    const answer = await post('approval', `${BOOKINGS_ROUTE}/${booking.id}/status`, owner, { status: 'approved' });
    if (answer) record({ kind: 'approval', id: booking.id, status: answer.body.status });
  }
}

async function sendMessages(worker: number): Promise<void> {
  for (let sequence = 0; loadGoesOn(); sequence += 1) {
    const thread = plan.threads[(worker + sequence) % plan.threads.length]!;
    const sender = thread.parties[sequence % 2]!;
    const content = `Load message ${worker}-${sequence}: does ${sequence % 2 ? 'the morning' : 'Friday'} still suit you?`;
    record({ kind: 'message-sent' });
    const answer = await post('message', records('booking_messages'), sender, {
      booking: thread.bookingId,
      sender: sender.id,
      content,
    });
    if (answer) {
      const { id, booking, sender: senderId, content: stored, read } = answer.body;
      record({ kind: 'message', id, booking, sender: senderId, content: stored, read });
    }
    await pause(plan.messagePauseMs);
  }
}

await Promise.all([
  ...Array.from({ length: plan.bookingWorkers }, (_, worker) => requestBookings(worker)),
  ...Array.from({ length: plan.messageWorkers }, (_, worker) => sendMessages(worker)),
  approveSome(),
]);
record({ kind: 'done', reason: serverGone ? 'server-gone' : 'deadline' });
closeSync(ackFile);
