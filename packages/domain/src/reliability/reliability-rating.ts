import { z } from 'zod';

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
  label: 'New member' | 'Reliable' | 'Highly Reliable' | 'Moderately Reliable' | 'Unreliable';
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

export const NEW_MEMBER_LABEL = 'New member';
export const NO_CANCELLATIONS_TEXT = 'No booking cancellations';

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** The "why" line: "1 late cancellation in 12 bookings", "No booking cancellations in 3 bookings". */
export function describeReliability(late: number, cancellations: number, bookings: number): string {
  const within = `in ${plural(bookings, 'booking')}`;
  if (bookings < RELIABILITY_MIN_BOOKINGS) return `${plural(bookings, 'booking')} so far`;
  if (cancellations === 0) return `${NO_CANCELLATIONS_TEXT} ${within}`;
  return `${plural(late, 'late cancellation')} ${within}`;
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
    return { level: 'new', label: NEW_MEMBER_LABEL, intent: 'none', lateShare: 0, description };
  }
  const lateShare = late / bookings;
  if (late === 0) return { level: 'excellent', label: 'Highly Reliable', intent: 'success', lateShare, description };
  if (lateShare < RELIABILITY_GOOD_THRESHOLD)
    return { level: 'good', label: 'Reliable', intent: 'primary', lateShare, description };
  if (lateShare < RELIABILITY_FAIR_THRESHOLD) {
    return { level: 'fair', label: 'Moderately Reliable', intent: 'warning', lateShare, description };
  }
  return { level: 'poor', label: 'Unreliable', intent: 'danger', lateShare, description };
}
