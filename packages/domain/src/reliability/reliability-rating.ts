import { z } from 'zod';

/** The cancellation record kept on a user's profile (spec 001 §3). */
export const cancellationStatsSchema = z.object({
  totalCancellations: z.number().int().min(0),
  lateCancellations: z.number().int().min(0),
});
export type CancellationStats = z.infer<typeof cancellationStatsSchema>;

export type ReliabilityLevel = 'none' | 'excellent' | 'good' | 'fair' | 'poor';

/** Colour family of a level, named after Blueprint's intents so the UI can map it directly. */
export type ReliabilityIntent = 'success' | 'primary' | 'warning' | 'danger';

export interface ReliabilityRating {
  level: ReliabilityLevel;
  label: 'Reliable' | 'Highly Reliable' | 'Moderately Reliable' | 'Unreliable';
  intent: ReliabilityIntent;
  /** Late cancellations / total cancellations, 0 when there are none. */
  lateShare: number;
  /** Why the label was given, for the "why" line under the badge. */
  description: string;
}

/** Late share under this is "good" (spec 001 §9). */
export const RELIABILITY_GOOD_THRESHOLD = 0.2;
/** Late share under this is "fair"; at or above it, "poor". */
export const RELIABILITY_FAIR_THRESHOLD = 0.5;

export const NO_CANCELLATIONS_TEXT = 'No booking cancellations';

/** The "Booking Reliability" badge of a public profile (spec 001 §4 Reliability rating). */
export function getReliabilityRating(stats: CancellationStats | null | undefined): ReliabilityRating {
  const total = Math.max(0, stats?.totalCancellations ?? 0);
  const late = Math.min(total, Math.max(0, stats?.lateCancellations ?? 0));
  if (total === 0) {
    return { level: 'none', label: 'Reliable', intent: 'success', lateShare: 0, description: NO_CANCELLATIONS_TEXT };
  }
  const lateShare = late / total;
  const description = `${late} late of ${total} cancellation${total === 1 ? '' : 's'}`;
  if (late === 0) return { level: 'excellent', label: 'Highly Reliable', intent: 'success', lateShare, description };
  if (lateShare < RELIABILITY_GOOD_THRESHOLD)
    return { level: 'good', label: 'Reliable', intent: 'primary', lateShare, description };
  if (lateShare < RELIABILITY_FAIR_THRESHOLD) {
    return { level: 'fair', label: 'Moderately Reliable', intent: 'warning', lateShare, description };
  }
  return { level: 'poor', label: 'Unreliable', intent: 'danger', lateShare, description };
}
