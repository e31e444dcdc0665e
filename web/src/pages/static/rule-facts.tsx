import {
  BOOKING_DAY_START_HOUR,
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
  getReliabilityRating,
  LATE_CANCELLATION_WINDOW_HOURS,
  RELIABILITY_FAIR_THRESHOLD,
  RELIABILITY_GOOD_THRESHOLD,
  RELIABILITY_MIN_BOOKINGS,
  REVIEW_CATEGORIES,
  reviewCategoryLabel,
  RULE_FACT_TEXTS,
  type BookingStatus,
  type CancellationStats,
} from '@partilha/domain';

// The pages describe rules the server enforces; their numbers and labels come from the one place
// those rules live (packages/domain), so the words cannot drift from the behaviour. Everything
// here is read while drawing, in the active language.

const percent = (share: number) => `${Math.round(share * 100)}%`;

export const BOOKING_DAY_START = `${String(BOOKING_DAY_START_HOUR).padStart(2, '0')}:00`;

/** "fewer than 24 hours before 09:00 (Lisbon time) on the first day of the booking" */
export function lateCancellationRule(): string {
  return RULE_FACT_TEXTS.lateCancellationRule(LATE_CANCELLATION_WINDOW_HOURS, BOOKING_DAY_START);
}

/** The late-cancellation rule as a piece of a sentence. */
export function LateCancellationRule() {
  return <>{lateCancellationRule()}</>;
}

export function LateCancellationExample() {
  return <>{RULE_FACT_TEXTS.lateCancellationExample(BOOKING_DAY_START)}</>;
}

/** The badge's label for stats that fall in each level, as the badge itself computes it. */
function reliabilityLabel(stats: CancellationStats): string {
  return getReliabilityRating(stats).label;
}

export function ReliabilityLevels() {
  const levels = [
    {
      stats: { totalCancellations: 0, lateCancellations: 0, endedBookings: 0 },
      meaning: RULE_FACT_TEXTS.reliabilityNew(RELIABILITY_MIN_BOOKINGS),
    },
    {
      stats: { totalCancellations: 0, lateCancellations: 0, endedBookings: 100 },
      meaning: RULE_FACT_TEXTS.reliabilityExcellent,
    },
    {
      stats: { totalCancellations: 1, lateCancellations: 1, endedBookings: 100 },
      meaning: RULE_FACT_TEXTS.reliabilityGood(percent(RELIABILITY_GOOD_THRESHOLD)),
    },
    {
      stats: {
        totalCancellations: 100 * RELIABILITY_GOOD_THRESHOLD,
        lateCancellations: 100 * RELIABILITY_GOOD_THRESHOLD,
        endedBookings: 100,
      },
      meaning: RULE_FACT_TEXTS.reliabilityFair(percent(RELIABILITY_FAIR_THRESHOLD)),
    },
    {
      stats: { totalCancellations: 100, lateCancellations: 100, endedBookings: 100 },
      meaning: RULE_FACT_TEXTS.reliabilityPoor(percent(RELIABILITY_FAIR_THRESHOLD)),
    },
  ];
  return (
    <ul>
      {levels.map(({ stats, meaning }) => {
        const label = reliabilityLabel(stats);
        return (
          <li key={label}>
            <strong>{label}</strong>: {meaning}
          </li>
        );
      })}
    </ul>
  );
}

function statusMeaning(status: BookingStatus): string {
  switch (status) {
    case 'pending':
      return RULE_FACT_TEXTS.statusPending;
    case 'negotiating':
      return RULE_FACT_TEXTS.statusNegotiating;
    case 'approved':
      return RULE_FACT_TEXTS.statusApproved;
    case 'rejected':
      return RULE_FACT_TEXTS.statusRejected;
    case 'cancelled':
      return RULE_FACT_TEXTS.statusCancelled;
    case 'completed':
      return RULE_FACT_TEXTS.statusCompleted;
  }
}

export function BookingStatusList() {
  return (
    <ul>
      {BOOKING_STATUSES.map((status) => (
        <li key={status}>
          <strong>{BOOKING_STATUS_LABELS[status]}</strong>: {statusMeaning(status)}
        </li>
      ))}
    </ul>
  );
}

/** "Communication, Reliability, Professionalism, Responsiveness and Equipment Condition" */
export function reviewCategoryList(type: 'owner' | 'renter'): string {
  const labels = REVIEW_CATEGORIES[type].map(reviewCategoryLabel);
  return RULE_FACT_TEXTS.listJoin(labels.slice(0, -1).join(', '), labels.at(-1) ?? '');
}

/** The review categories of one side, read while drawing. */
export function ReviewCategoryList({ type }: { type: 'owner' | 'renter' }) {
  return <>{reviewCategoryList(type)}</>;
}
