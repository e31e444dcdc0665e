/**
 * What the crash test's load writer (load-writer.ts, a separate Node process) is told to do, and
 * the lines it writes: one JSON line per answer, appended to a file as soon as the answer is in,
 * so the test still knows every acknowledged write after the server was killed.
 */
import { existsSync, readFileSync } from 'node:fs';

export interface Party {
  id: string;
  token: string;
}

export interface PlannedListing {
  id: string;
  owner: Party;
}

/** A booking whose two parties post messages to each other during the load. */
export interface Thread {
  bookingId: string;
  parties: [Party, Party];
}

export interface LoadPlan {
  url: string;
  seed: number;
  /** The load stops by itself after this long, even if the server is never killed. */
  maxMs: number;
  ackFile: string;
  renters: Party[];
  listings: PlannedListing[];
  threads: Thread[];
  /** Consecutive future days the booking requests pick their dates from. */
  days: string[];
  bookingWorkers: number;
  messageWorkers: number;
  /** Pause of each message worker between messages: collection creates share `*:create` (60 per 10 s per address). */
  messagePauseMs: number;
  /** The owner approves every n-th acknowledged request. */
  approveEvery: number;
}

/** The stored booking as the route answered it. */
export interface AckedBooking {
  kind: 'booking';
  id: string;
  listing: string;
  renter: string;
  owner: string;
  status: string;
  selectedDates: string[];
  startDate: string;
  endDate: string;
  hoursPerDay: number;
  totalPrice: number;
  notes: string;
}

export type LoadLine =
  /** A booking request is about to be sent (the server may store it even if no answer comes). */
  | { kind: 'booking-sent' }
  | AckedBooking
  /** An approval is about to be sent: the booking may end up approved without an answer. */
  | { kind: 'approval-sent'; id: string }
  | { kind: 'approval'; id: string; status: string }
  | { kind: 'message-sent' }
  | { kind: 'message'; id: string; booking: string; sender: string; content: string; read: boolean }
  /** An answer other than 200 (a refusal: nothing was written). */
  | { kind: 'refused'; what: string; status: number; message: string }
  /** No answer (connection refused or reset): the write is in doubt. */
  | { kind: 'lost'; what: string; error: string }
  | { kind: 'done'; reason: 'deadline' | 'server-gone' };

export function readLoadLines(file: string): LoadLine[] {
  if (!existsSync(file)) return []; // not written yet
  const lines = readFileSync(file, 'utf8').split('\n');
  // Only whole lines: the last piece is empty, or a line the writer is still writing.
  return lines.slice(0, -1).map((line) => JSON.parse(line) as LoadLine);
}

export function linesOf<K extends LoadLine['kind']>(lines: LoadLine[], kind: K): Extract<LoadLine, { kind: K }>[] {
  return lines.filter((line): line is Extract<LoadLine, { kind: K }> => line.kind === kind);
}

/** Mulberry32: a small seeded generator, so every run sends the same sequence of requests. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
