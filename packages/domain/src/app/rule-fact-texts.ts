import { localized } from '../i18n/catalogue';

/**
 * The sentences the informational pages wrap around the rules the server enforces (late
 * cancellation, reliability levels, booking statuses). The numbers and labels are parameters,
 * read from the domain's rules, so the words cannot drift from the behaviour.
 */
export const RULE_FACT_TEXTS_EN = {
  /** "fewer than 24 hours before 09:00 (Lisbon time) on the first day of the booking" */
  lateCancellationRule: (hours: number, dayStart: string) =>
    `fewer than ${hours} ${hours === 1 ? 'hour' : 'hours'} before ${dayStart} (Lisbon time) on the first day of the booking`,
  lateCancellationExample: (dayStart: string) =>
    `For a booking that starts on a Saturday, cancelling before ${dayStart} on Friday is on time; cancelling from ${dayStart} on Friday onwards is late.`,
  reliabilityNew: (minBookings: number) =>
    `fewer than ${minBookings} ${minBookings === 1 ? 'booking' : 'bookings'} as a renter have ended (completed or cancelled).`,
  reliabilityExcellent: 'no late cancellation.',
  reliabilityGood: (share: string) => `fewer than ${share} of their ended bookings were cancelled late.`,
  reliabilityFair: (share: string) => `fewer than ${share} were cancelled late.`,
  reliabilityPoor: (share: string) => `${share} or more were cancelled late.`,
  statusPending: 'the request has been sent and the owner has not answered yet.',
  statusNegotiating: 'one of you has changed the dates, hours, notes or price; the owner still has to confirm.',
  statusApproved: 'the owner accepted; those days are now blocked in the listing’s calendar.',
  statusRejected: 'the owner declined the request.',
  statusCancelled: 'the renter withdrew the request, or one of you cancelled a confirmed booking.',
  statusCompleted: 'the owner marked the booking as done; you can now review each other.',
  /** "A, B and C" */
  listJoin: (head: string, last: string) => `${head} and ${last}`,
} as const;
export const RULE_FACT_TEXTS = /* @__PURE__ */ localized('app.ruleFacts', RULE_FACT_TEXTS_EN);
