import { describe, expect, it } from 'vitest';
import {
  currentMonthBounds,
  dashboardBookingFigures,
  dashboardBookingsFilter,
  type FigureBooking,
} from './dashboard-figures';

const ME = 'me0000000000001';
const OTHER = 'ot0000000000001';
// 15 May 2026, midday in Lisbon (summer time, UTC+1).
const NOW = new Date('2026-05-15T11:00:00Z');

function booking(overrides: Partial<FigureBooking>): FigureBooking {
  return {
    owner: ME,
    renter: OTHER,
    status: 'approved',
    totalPrice: 100,
    startDate: '2026-05-10 00:00:00.000Z',
    ...overrides,
  };
}

describe('dashboardBookingFigures', () => {
  it('is all zeros without bookings', () => {
    expect(dashboardBookingFigures([], ME, NOW)).toEqual({ activeBookings: 0, rentals: 0, monthlyEarnings: 0 });
  });

  it('counts bookings of my listings that are pending, negotiating or approved as active', () => {
    const bookings = (['pending', 'negotiating', 'approved', 'rejected', 'cancelled', 'completed'] as const).map(
      (status) => booking({ status }),
    );
    expect(dashboardBookingFigures(bookings, ME, NOW).activeBookings).toBe(3);
  });

  it('counts the bookings I made that are still under way as my rentals, not as active bookings', () => {
    const mine = [
      booking({ owner: OTHER, renter: ME, status: 'pending' }),
      booking({ owner: OTHER, renter: ME, status: 'approved' }),
      booking({ owner: OTHER, renter: ME, status: 'completed' }),
      booking({ owner: OTHER, renter: ME, status: 'cancelled' }),
    ];
    expect(dashboardBookingFigures(mine, ME, NOW)).toEqual({ activeBookings: 0, rentals: 2, monthlyEarnings: 0 });
  });

  it('earns from approved and completed bookings of my listings that start this month', () => {
    const bookings = [
      booking({ status: 'approved', totalPrice: 100 }),
      booking({ status: 'completed', totalPrice: 40.5, startDate: '2026-05-01 00:00:00.000Z' }),
      booking({ status: 'completed', totalPrice: 0.1, startDate: '2026-05-31' }),
      booking({ status: 'pending', totalPrice: 1000 }),
      booking({ status: 'cancelled', totalPrice: 1000 }),
      booking({ status: 'approved', totalPrice: 1000, startDate: '2026-04-30 00:00:00.000Z' }),
      booking({ status: 'approved', totalPrice: 1000, startDate: '2026-06-01 00:00:00.000Z' }),
      booking({ status: 'completed', totalPrice: 1000, startDate: '2025-05-10 00:00:00.000Z' }),
    ];
    expect(dashboardBookingFigures(bookings, ME, NOW).monthlyEarnings).toBe(140.6);
  });

  it('never counts what I paid as a renter as earnings', () => {
    const paid = [booking({ owner: OTHER, renter: ME, status: 'completed', totalPrice: 300 })];
    expect(dashboardBookingFigures(paid, ME, NOW).monthlyEarnings).toBe(0);
  });

  it('ignores a booking without a readable start date or price', () => {
    const odd = [booking({ startDate: '' }), booking({ totalPrice: Number.NaN })];
    expect(dashboardBookingFigures(odd, ME, NOW).monthlyEarnings).toBe(0);
  });

  it('uses the Lisbon month: 23:30 UTC on 31 May is already June in Lisbon', () => {
    const lateMay = new Date('2026-05-31T23:30:00Z');
    const bookings = [
      booking({ totalPrice: 10, startDate: '2026-05-20 00:00:00.000Z' }),
      booking({ totalPrice: 20, startDate: '2026-06-02 00:00:00.000Z' }),
    ];
    expect(dashboardBookingFigures(bookings, ME, lateMay).monthlyEarnings).toBe(20);
  });
});

describe('currentMonthBounds', () => {
  it('gives the first day of this month and of the next', () => {
    expect(currentMonthBounds(NOW)).toEqual({ first: '2026-05-01', next: '2026-06-01' });
  });

  it('rolls over the year in December', () => {
    expect(currentMonthBounds(new Date('2026-12-31T12:00:00Z'))).toEqual({ first: '2026-12-01', next: '2027-01-01' });
  });
});

describe('dashboardBookingsFilter', () => {
  it('asks only for my bookings still under way or earning within this month', () => {
    const { expression, params } = dashboardBookingsFilter(ME, NOW);
    expect(expression).toBe(
      '(owner = {:user} || renter = {:user}) && (status = "pending" || status = "negotiating" || status = "approved" || ' +
        '((status = "approved" || status = "completed") && startDate >= {:first} && startDate < {:next}))',
    );
    expect(params).toEqual({ user: ME, first: '2026-05-01 00:00:00.000Z', next: '2026-06-01 00:00:00.000Z' });
  });
});
