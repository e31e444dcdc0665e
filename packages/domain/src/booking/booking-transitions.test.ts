import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES } from './booking';
import { BOOKING_ACTORS } from './booking-roles';
import {
  BOOKING_TRANSITIONS,
  allowedTransitionsFor,
  allowedTransitionsFrom,
  decideBookingTransition,
  invalidTransitionMessage,
} from './booking-transitions';

/** The table of spec 001 §4, written out independently of the code under test. */
const SPEC_TABLE: [string, string, string[]][] = [
  ['pending', 'negotiating', ['owner', 'renter']],
  ['pending', 'approved', ['owner']],
  ['pending', 'rejected', ['owner']],
  ['pending', 'cancelled', ['renter']],
  ['negotiating', 'approved', ['owner']],
  ['negotiating', 'rejected', ['owner']],
  ['negotiating', 'cancelled', ['renter']],
  ['approved', 'completed', ['owner']],
  ['approved', 'cancelled', ['owner', 'renter']],
];

describe('booking transitions', () => {
  it('holds exactly the table of the spec', () => {
    expect(BOOKING_TRANSITIONS.map((rule) => [rule.from, rule.to, [...rule.actors]])).toEqual(SPEC_TABLE);
  });

  for (const [from, to, actors] of SPEC_TABLE) {
    for (const actor of BOOKING_ACTORS) {
      const allowed = actors.includes(actor);
      it(`${from} → ${to} by the ${actor} is ${allowed ? 'allowed' : 'refused'}`, () => {
        const decision = decideBookingTransition(from, to, actor);
        if (allowed) {
          expect(decision).toEqual({ ok: true });
        } else {
          const only =
            actors[0] === 'owner'
              ? 'Only the owner can update this booking'
              : 'Only the renter can update this booking';
          expect(decision).toEqual({ ok: false, reason: 'wrong-actor', message: only });
        }
      });
    }
  }

  it('refuses every change that is not in the table, for both parties', () => {
    const inTable = new Set(SPEC_TABLE.map(([from, to]) => `${from}>${to}`));
    let refused = 0;
    for (const from of BOOKING_STATUSES) {
      for (const to of BOOKING_STATUSES) {
        if (inTable.has(`${from}>${to}`)) continue;
        for (const actor of BOOKING_ACTORS) {
          const decision = decideBookingTransition(from, to, actor);
          expect(decision.ok).toBe(false);
          if (!decision.ok) expect(decision.reason).toBe('invalid-transition');
          refused += 1;
        }
      }
    }
    expect(refused).toBe((36 - 9) * 2);
  });

  it('words the invalid-transition error exactly', () => {
    expect(decideBookingTransition('pending', 'completed', 'owner')).toEqual({
      ok: false,
      reason: 'invalid-transition',
      message:
        'Invalid status transition: Cannot change from pending to completed. Allowed transitions from pending: negotiating, approved, rejected, cancelled',
    });
    expect(invalidTransitionMessage('completed', 'pending')).toBe(
      'Invalid status transition: Cannot change from completed to pending. Allowed transitions from completed: none',
    );
    expect(invalidTransitionMessage('approved', 'approved')).toBe(
      'Invalid status transition: Cannot change from approved to approved. Allowed transitions from approved: completed, cancelled',
    );
    expect(invalidTransitionMessage('cancelled', 'approved')).toBe(
      'Invalid status transition: Cannot change from cancelled to approved. Allowed transitions from cancelled: none',
    );
  });

  it('refuses someone outside the booking before anything else, naming their role', () => {
    expect(decideBookingTransition('pending', 'approved', null)).toEqual({
      ok: false,
      reason: 'permission-denied',
      message: 'Permission denied: Only the owner or renter can update this booking. Your role: none',
    });
    expect(decideBookingTransition('pending', 'completed', 'operator')).toEqual({
      ok: false,
      reason: 'permission-denied',
      message: 'Permission denied: Only the owner or renter can update this booking. Your role: operator',
    });
  });

  it('lists what each party may do', () => {
    expect(allowedTransitionsFrom('negotiating')).toEqual(['approved', 'rejected', 'cancelled']);
    expect(allowedTransitionsFor('pending', 'owner')).toEqual(['negotiating', 'approved', 'rejected']);
    expect(allowedTransitionsFor('pending', 'renter')).toEqual(['negotiating', 'cancelled']);
    expect(allowedTransitionsFor('approved', 'renter')).toEqual(['cancelled']);
    expect(allowedTransitionsFor('completed', 'owner')).toEqual([]);
  });
});
