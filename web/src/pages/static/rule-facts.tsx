import {
  BOOKING_DAY_START_HOUR,
  BOOKING_STATUS_LABELS,
  LATE_CANCELLATION_WINDOW_HOURS,
  NEW_MEMBER_LABEL,
  RELIABILITY_FAIR_THRESHOLD,
  RELIABILITY_GOOD_THRESHOLD,
  RELIABILITY_MIN_BOOKINGS,
  REVIEW_CATEGORIES,
  reviewCategoryLabel,
} from '@partilha/domain';

// The pages describe rules the server enforces; their numbers and labels come from the one place
// those rules live (packages/domain), so the words cannot drift from the behaviour.

const percent = (share: number) => `${Math.round(share * 100)}%`;

export const BOOKING_DAY_START = `${String(BOOKING_DAY_START_HOUR).padStart(2, '0')}:00`;

/** "fewer than 24 hours before 09:00 (Lisbon time) on the first day of the booking" */
export const LATE_CANCELLATION_RULE = `fewer than ${LATE_CANCELLATION_WINDOW_HOURS} hours before ${BOOKING_DAY_START} (Lisbon time) on the first day of the booking`;

export function LateCancellationExample() {
  return (
    <>
      For a booking that starts on a Saturday, cancelling before {BOOKING_DAY_START} on Friday is on time; cancelling
      from {BOOKING_DAY_START} on Friday onwards is late.
    </>
  );
}

export function ReliabilityLevels() {
  return (
    <ul>
      <li>
        <strong>{NEW_MEMBER_LABEL}</strong>: fewer than {RELIABILITY_MIN_BOOKINGS} bookings as a renter have ended
        (completed or cancelled).
      </li>
      <li>
        <strong>Highly Reliable</strong>: no late cancellation.
      </li>
      <li>
        <strong>Reliable</strong>: fewer than {percent(RELIABILITY_GOOD_THRESHOLD)} of their ended bookings were
        cancelled late.
      </li>
      <li>
        <strong>Moderately Reliable</strong>: fewer than {percent(RELIABILITY_FAIR_THRESHOLD)} were cancelled late.
      </li>
      <li>
        <strong>Unreliable</strong>: {percent(RELIABILITY_FAIR_THRESHOLD)} or more were cancelled late.
      </li>
    </ul>
  );
}

export function BookingStatusList() {
  const meaning = {
    pending: 'the request has been sent and the owner has not answered yet.',
    negotiating: 'one of you has changed the dates, hours, notes or price; the owner still has to confirm.',
    approved: 'the owner accepted; those days are now blocked in the listing’s calendar.',
    rejected: 'the owner declined the request.',
    cancelled: 'the renter withdrew the request, or one of you cancelled a confirmed booking.',
    completed: 'the owner marked the booking as done; you can now review each other.',
  } as const;
  return (
    <ul>
      {(Object.keys(meaning) as (keyof typeof meaning)[]).map((status) => (
        <li key={status}>
          <strong>{BOOKING_STATUS_LABELS[status]}</strong>: {meaning[status]}
        </li>
      ))}
    </ul>
  );
}

/** "Communication, Reliability, Professionalism, Responsiveness and Equipment Condition" */
export function reviewCategoryList(type: 'owner' | 'renter'): string {
  const labels = REVIEW_CATEGORIES[type].map(reviewCategoryLabel);
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}
