import { describe, expect, it } from 'vitest';
import { FALLBACK_HOURLY_RATE, editDialogPrice, estimateBookingTotal, listingRates } from './booking-price';

describe('booking price estimate', () => {
  it('multiplies price, days and hours for a service', () => {
    expect(estimateBookingTotal({ listingType: 'service', price: 20, days: 3, hoursPerDay: 4 })).toBe(240);
    expect(estimateBookingTotal({ listingType: 'service', price: 12.1, days: 3, hoursPerDay: 1 })).toBe(36.3);
    expect(estimateBookingTotal({ listingType: 'service', price: 9.99, days: 1, hoursPerDay: 24 })).toBe(239.76);
  });

  it('charges equipment per day, ignoring hours', () => {
    expect(estimateBookingTotal({ listingType: 'equipment', price: 40, days: 3, hoursPerDay: 8 })).toBe(120);
    expect(estimateBookingTotal({ listingType: 'equipment', price: 40, days: 1, hoursPerDay: 24 })).toBe(40);
  });

  it('gives 0 without days or price, and ignores negative input', () => {
    expect(estimateBookingTotal({ listingType: 'service', price: 20, days: 0, hoursPerDay: 8 })).toBe(0);
    expect(estimateBookingTotal({ listingType: 'service', price: null, days: 2, hoursPerDay: 8 })).toBe(0);
    expect(estimateBookingTotal({ listingType: 'equipment', price: -5, days: 2, hoursPerDay: 8 })).toBe(0);
  });
});

describe('edit dialog price', () => {
  it('is inclusive days × hours × hourly rate', () => {
    expect(editDialogPrice({ startDate: '2026-05-01', endDate: '2026-05-03', hoursPerDay: 2, hourlyRate: 15 })).toBe(
      90,
    );
    expect(editDialogPrice({ startDate: '2026-05-01', endDate: '2026-05-01', hoursPerDay: 1, hourlyRate: 15 })).toBe(
      15,
    );
  });

  it('falls back to the daily rate, then to 50', () => {
    expect(editDialogPrice({ startDate: '2026-05-01', endDate: '2026-05-02', hoursPerDay: 1, dailyRate: 30 })).toBe(60);
    expect(
      editDialogPrice({ startDate: '2026-05-01', endDate: '2026-05-02', hoursPerDay: 1, hourlyRate: 0, dailyRate: 0 }),
    ).toBe(2 * FALLBACK_HOURLY_RATE);
    expect(FALLBACK_HOURLY_RATE).toBe(50);
  });

  it('defaults to 1 hour a day and gives 0 for a reversed range', () => {
    expect(editDialogPrice({ startDate: '2026-05-01', endDate: '2026-05-01', hourlyRate: 10 })).toBe(10);
    expect(editDialogPrice({ startDate: '2026-05-03', endDate: '2026-05-01', hoursPerDay: 8, hourlyRate: 10 })).toBe(0);
  });

  it('counts a range across the spring change as whole days', () => {
    expect(editDialogPrice({ startDate: '2026-03-28', endDate: '2026-03-30', hoursPerDay: 1, hourlyRate: 10.1 })).toBe(
      30.3,
    );
  });

  it('reads a listing price as the rate of its type', () => {
    expect(listingRates({ type: 'service', price: 20 })).toEqual({ hourlyRate: 20, dailyRate: null });
    expect(listingRates({ type: 'equipment', price: 40 })).toEqual({ hourlyRate: null, dailyRate: 40 });
  });
});
