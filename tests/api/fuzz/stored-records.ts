/**
 * What the fuzz test reads back from the database (as the superuser) to prove refused requests
 * left nothing half-written: record counts that move only by accepted writes, booked days that
 * belong exactly to approved bookings, and review summaries that match the reviews table.
 */
import { expandDateRange } from '@partilha/domain';
import type { Api, Json } from '../../support/api-client';
import { allRecords, bruteForceSummary, summaryShape, type ReviewType } from '../reviews-support';

export interface Snapshot {
  bookings: Json[];
  bookedDays: Json[];
  bookingMessages: Json[];
  reviews: Json[];
  summaries: Json[];
}

export async function snapshot(admin: Api): Promise<Snapshot> {
  const [bookings, bookedDays, bookingMessages, reviews, summaries] = await Promise.all(
    ['bookings', 'booked_days', 'booking_messages', 'reviews', 'review_summaries'].map((name) =>
      allRecords(admin, name),
    ),
  );
  return {
    bookings: bookings!,
    bookedDays: bookedDays!,
    bookingMessages: bookingMessages!,
    reviews: reviews!,
    summaries: summaries!,
  };
}

/** Accepted (2xx) answers per endpoint name of endpoints.ts. */
export type Accepted = Map<string, number>;

function acceptedOf(accepted: Accepted, ...endpoints: string[]): number {
  return endpoints.reduce((sum, endpoint) => sum + (accepted.get(endpoint) ?? 0), 0);
}

/**
 * How many records each collection should have gained: accepted creates minus accepted deletes.
 * `notedRequests` is the number of bookings requested during the run with a note: each note is
 * also the thread's first message (issue 17).
 */
export function expectedGrowth(
  accepted: Accepted,
  notedRequests: number,
): { bookings: number; reviews: number; bookingMessages: number } {
  return {
    bookings: acceptedOf(accepted, 'POST bookings', 'create bookings') - acceptedOf(accepted, 'delete bookings'),
    reviews: acceptedOf(accepted, 'POST reviews', 'create reviews') - acceptedOf(accepted, 'delete reviews'),
    // A details edit adds the automatic "details were updated" message to the thread.
    bookingMessages:
      acceptedOf(accepted, 'create booking_messages', 'POST booking details') +
      notedRequests -
      acceptedOf(accepted, 'delete booking_messages'),
  };
}

/** Bookings that appeared between two snapshots and carry a note. */
export function newNotedBookings(before: Snapshot, after: Snapshot): number {
  const known = new Set(before.bookings.map((booking) => booking.id as string));
  return after.bookings.filter((booking) => !known.has(booking.id as string) && String(booking.notes ?? '') !== '')
    .length;
}

/** Whether any accepted request could have changed booked days or review summaries. */
export function acceptedWritesOf(accepted: Accepted): { bookedDays: number; reviews: number } {
  return {
    bookedDays: acceptedOf(
      accepted,
      'POST booking status',
      'POST booking cancel',
      'POST booking details',
      'create booked_days',
      'update booked_days',
      'delete booked_days',
      'delete listings',
    ),
    reviews: acceptedOf(accepted, 'POST reviews', 'create reviews', 'update reviews', 'delete reviews', 'delete users'),
  };
}

/** Statuses whose days stay booked (approval books them; completing keeps them). */
const HOLDING = new Set(['approved', 'completed']);

/**
 * Booked days that are not exactly those of an approved booking: a row of a missing or
 * non-holding booking, or an approved booking whose rows differ from its selected days (its
 * date range when it has none; docs/adr/0011). Bookings the
 * superuser stored directly (no route, so no rows) are completed ones without rows: allowed.
 */
export function strayBookedDays(state: Snapshot): string[] {
  const bookings = new Map(state.bookings.map((booking) => [booking.id as string, booking]));
  const problems: string[] = [];
  const daysOf = new Map<string, string[]>();
  for (const row of state.bookedDays) {
    const booking = bookings.get(row.booking);
    if (!booking) problems.push(`booked day ${row.day} of a missing booking ${row.booking}`);
    else if (!HOLDING.has(booking.status))
      problems.push(`booked day ${row.day} of a ${booking.status} booking ${booking.id}`);
    else if (booking.listing !== row.listing)
      problems.push(`booked day ${row.day} on another listing than booking ${booking.id}`);
    daysOf.set(row.booking, [...(daysOf.get(row.booking) ?? []), row.day].sort());
  }
  for (const booking of state.bookings.filter((candidate) => candidate.status === 'approved')) {
    const selected = Array.isArray(booking.selectedDates) ? (booking.selectedDates as string[]) : [];
    const expected =
      selected.length > 0
        ? [...selected].sort()
        : expandDateRange(String(booking.startDate).slice(0, 10), String(booking.endDate).slice(0, 10));
    const stored = daysOf.get(booking.id) ?? [];
    if (JSON.stringify(stored) !== JSON.stringify(expected))
      problems.push(`approved booking ${booking.id} holds ${stored.join(',')} instead of ${expected.join(',')}`);
  }
  return problems;
}

/** Summaries that differ from a recomputation from the reviews table. */
export function wrongSummaries(state: Snapshot): string[] {
  return state.summaries.flatMap((summary) => {
    const expected = bruteForceSummary(state.reviews, summary.reviewType as ReviewType, summary.target);
    const stored = summaryShape(summary);
    return JSON.stringify(stored) === JSON.stringify(expected)
      ? []
      : [`summary ${summary.key}: stored ${JSON.stringify(stored)}, reviews say ${JSON.stringify(expected)}`];
  });
}

/** Server log entries of requests answered with a 5xx (PocketBase's request log, read as the superuser). */
export async function serverErrorLogs(admin: Api): Promise<Json[]> {
  const { body } = await admin.get('/api/logs', { filter: 'data.status >= 500', perPage: 50, sort: '-created' });
  return (body?.items ?? []) as Json[];
}
