import { describe, expect, it } from 'vitest';
import { decideBookingCancellation, isCancellable, nextCancellationStats } from './booking-cancellation';

describe('booking cancellation', () => {
  it('is offered for pending, negotiating and approved only', () => {
    expect(isCancellable('pending')).toBe(true);
    expect(isCancellable('negotiating')).toBe(true);
    expect(isCancellable('approved')).toBe(true);
    expect(isCancellable('rejected')).toBe(false);
    expect(isCancellable('cancelled')).toBe(false);
    expect(isCancellable('completed')).toBe(false);
  });

  it('lets the renter cancel pending, negotiating and approved, and the owner only approved', () => {
    expect(decideBookingCancellation('pending', 'renter')).toEqual({ ok: true });
    expect(decideBookingCancellation('negotiating', 'renter')).toEqual({ ok: true });
    expect(decideBookingCancellation('approved', 'renter')).toEqual({ ok: true });
    expect(decideBookingCancellation('approved', 'owner')).toEqual({ ok: true });
    expect(decideBookingCancellation('pending', 'owner')).toEqual({
      ok: false,
      reason: 'wrong-actor',
      message: 'Only the renter can update this booking',
    });
  });

  it('refuses terminal bookings and outsiders with the spec texts', () => {
    expect(decideBookingCancellation('completed', 'renter')).toEqual({
      ok: false,
      reason: 'invalid-transition',
      message: 'This booking cannot be cancelled',
    });
    expect(decideBookingCancellation('pending', null)).toEqual({
      ok: false,
      reason: 'permission-denied',
      message: 'Permission denied: Only the owner or renter can cancel this booking. Your role: none',
    });
  });

  it('counts a renter cancellation, and a late one twice over, but not an owner one', () => {
    const stats = { totalCancellations: 2, lateCancellations: 1 };
    expect(nextCancellationStats(stats, 'renter', false)).toEqual({ totalCancellations: 3, lateCancellations: 1 });
    expect(nextCancellationStats(stats, 'renter', true)).toEqual({ totalCancellations: 3, lateCancellations: 2 });
    expect(nextCancellationStats(stats, 'owner', true)).toEqual(stats);
  });
});
