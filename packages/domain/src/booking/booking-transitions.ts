import { compareIsoDates } from '../time/calendar-date';
import { lisbonIsoDate } from '../time/lisbon-time';
import { BOOKING_MESSAGES, completedTooEarlyMessage } from './booking-messages';
import type { BookingStatus } from './booking';
import { BOOKING_ACTIONS, isBookingActor, permissionDeniedMessage, type BookingActor } from './booking-roles';

export interface BookingTransitionRule {
  from: BookingStatus;
  to: BookingStatus;
  actors: readonly BookingActor[];
}

/** Every allowed status change and who may make it (spec 001 §4); nothing else is allowed. */
export const BOOKING_TRANSITIONS: readonly BookingTransitionRule[] = [
  { from: 'pending', to: 'negotiating', actors: ['owner', 'renter'] },
  { from: 'pending', to: 'approved', actors: ['owner'] },
  { from: 'pending', to: 'rejected', actors: ['owner'] },
  { from: 'pending', to: 'cancelled', actors: ['renter'] },
  { from: 'negotiating', to: 'approved', actors: ['owner'] },
  { from: 'negotiating', to: 'rejected', actors: ['owner'] },
  { from: 'negotiating', to: 'cancelled', actors: ['renter'] },
  { from: 'approved', to: 'completed', actors: ['owner'] },
  { from: 'approved', to: 'cancelled', actors: ['owner', 'renter'] },
];

export function findBookingTransition(from: string, to: string): BookingTransitionRule | undefined {
  return BOOKING_TRANSITIONS.find((rule) => rule.from === from && rule.to === to);
}

/** Statuses reachable from a status by anyone, in table order. */
export function allowedTransitionsFrom(from: string): BookingStatus[] {
  return BOOKING_TRANSITIONS.filter((rule) => rule.from === from).map((rule) => rule.to);
}

/** Statuses one party may move a booking to, in table order (what buttons to offer). */
export function allowedTransitionsFor(from: string, actor: BookingActor): BookingStatus[] {
  return BOOKING_TRANSITIONS.filter((rule) => rule.from === from && rule.actors.includes(actor)).map((rule) => rule.to);
}

/** "Invalid status transition: Cannot change from X to Y. Allowed transitions from X: a, b" (or "none"). */
export function invalidTransitionMessage(from: string, to: string): string {
  const allowed = allowedTransitionsFrom(from);
  return `Invalid status transition: Cannot change from ${from} to ${to}. Allowed transitions from ${from}: ${
    allowed.length > 0 ? allowed.join(', ') : 'none'
  }`;
}

export type BookingDecision =
  { ok: true } | { ok: false; reason: 'permission-denied' | 'invalid-transition' | 'wrong-actor'; message: string };

/**
 * Whether `actor` may move a booking from `from` to `to`, with the spec's error text when not
 * (spec 001 §8). Checked in this order: the actor is a party to the booking, the change is in the
 * table, the actor is one the table names for it. `actor` is whatever role the caller resolved
 * (null or any other string for someone outside the booking).
 */
export function decideBookingTransition(
  from: string,
  to: string,
  actor: string | null | undefined,
  action: string = BOOKING_ACTIONS.updateStatus,
): BookingDecision {
  if (!isBookingActor(actor)) {
    return { ok: false, reason: 'permission-denied', message: permissionDeniedMessage(action, actor) };
  }
  const rule = findBookingTransition(from, to);
  if (!rule) return { ok: false, reason: 'invalid-transition', message: invalidTransitionMessage(from, to) };
  if (!rule.actors.includes(actor)) {
    const message = rule.actors.includes('owner')
      ? BOOKING_MESSAGES.onlyOwnerCanUpdate
      : BOOKING_MESSAGES.onlyRenterCanUpdate;
    return { ok: false, reason: 'wrong-actor', message };
  }
  return { ok: true };
}

/**
 * null when a booking whose first booked day is `firstDay` ("YYYY-MM-DD") may be marked completed
 * at `now`, else the refusal: completion (and with it the "Verified booking" reviews) is only
 * possible from that day on, Lisbon time, so nobody reviews something that has not happened.
 */
export function checkBookingCompletion(firstDay: string, now: Date): string | null {
  return compareIsoDates(lisbonIsoDate(now), firstDay) >= 0 ? null : completedTooEarlyMessage(firstDay);
}
