import { z } from 'zod';
import { RELIABILITY_MESSAGES } from './reliability-messages';

/**
 * What the reliability badge is computed from, kept by the server on a member's profile: their
 * cancellations as renter (spec 001 §3) and the bookings they took part in as renter that ended,
 * completed or cancelled by either party (ADR 0012).
 */
export const cancellationStatsSchema = z.object({
  totalCancellations: z.number().int().min(0),
  lateCancellations: z.number().int().min(0),
  endedBookings: z.number().int().min(0),
});
export type CancellationStats = z.infer<typeof cancellationStatsSchema>;

export type ReliabilityLevel = 'new' | 'excellent' | 'good' | 'fair' | 'poor';

/** Colour family of a level, named after Blueprint's intents so the UI can map it directly. */
export type ReliabilityIntent = 'none' | 'success' | 'primary' | 'warning' | 'danger';

export interface ReliabilityRating {
  level: ReliabilityLevel;
  /** "New member", "Reliable", "Highly Reliable", "Moderately Reliable" or "Unreliable" (active language). */
  label: string;
  intent: ReliabilityIntent;
  /** Late cancellations / ended bookings, 0 when there are none. */
  lateShare: number;
  /** Why the label was given, with the counts, for the "why" line under the badge. */
  description: string;
}

/** Late share under this is "good" (spec 001 §9). */
export const RELIABILITY_GOOD_THRESHOLD = 0.2;
/** Late share under this is "fair"; at or above it, "poor". */
export const RELIABILITY_FAIR_THRESHOLD = 0.5;
/** Fewer ended bookings than this show "New member" instead of a level (ADR 0012). */
export const RELIABILITY_MIN_BOOKINGS = 3;

/** English texts kept for callers that quote the spec; people read RELIABILITY_MESSAGES. */
export const NEW_MEMBER_LABEL = 'New member';
export const NO_CANCELLATIONS_TEXT = 'No booking cancellations';

/** The "why" line: "1 late cancellation in 12 bookings", "No booking cancellations in 3 bookings". */
export function describeReliability(late: number, cancellations: number, bookings: number): string {
  if (bookings < RELIABILITY_MIN_BOOKINGS) return RELIABILITY_MESSAGES.bookingsSoFar(bookings);
  if (cancellations === 0) return RELIABILITY_MESSAGES.noCancellationsIn(bookings);
  return RELIABILITY_MESSAGES.lateCancellationsIn(late, bookings);
}

function whole(value: number | undefined): number {
  return Number.isFinite(value) ? Math.max(0, Math.floor(value as number)) : 0;
}

/**
 * The "Booking Reliability" badge of a public profile (spec 001 §4, corrected by ADR 0012): the
 * late share is late cancellations over the bookings the member took part in as renter that
 * ended (completed + cancelled), so an on-time cancellation never raises a level and one late
 * cancellation among many completed bookings stays "Reliable". Under three such bookings the
 * badge says "New member". The spec's labels and thresholds are otherwise kept.
 */
export function getReliabilityRating(stats: Partial<CancellationStats> | null | undefined): ReliabilityRating {
  const cancellations = whole(stats?.totalCancellations);
  const late = Math.min(cancellations, whole(stats?.lateCancellations));
  // Every cancellation is an ended booking, whatever an older record says.
  const bookings = Math.max(whole(stats?.endedBookings), cancellations);
  const description = describeReliability(late, cancellations, bookings);
  if (bookings < RELIABILITY_MIN_BOOKINGS) {
    return { level: 'new', label: RELIABILITY_MESSAGES.newMember, intent: 'none', lateShare: 0, description };
  }
  const lateShare = late / bookings;
  if (late === 0)
    return { level: 'excellent', label: RELIABILITY_MESSAGES.excellent, intent: 'success', lateShare, description };
  if (lateShare < RELIABILITY_GOOD_THRESHOLD)
    return { level: 'good', label: RELIABILITY_MESSAGES.good, intent: 'primary', lateShare, description };
  if (lateShare < RELIABILITY_FAIR_THRESHOLD) {
    return { level: 'fair', label: RELIABILITY_MESSAGES.fair, intent: 'warning', lateShare, description };
  }
  return { level: 'poor', label: RELIABILITY_MESSAGES.poor, intent: 'danger', lateShare, description };
}
