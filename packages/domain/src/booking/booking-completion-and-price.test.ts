import { describe, expect, it } from 'vitest';
import { BOOKING_LIMITS } from './booking';
import { completedTooEarlyMessage, unavailableWeekdayMessage } from './booking-messages';
import { bookingHoursPerDay, bookingPriceFormula, estimateBookingTotal } from './booking-price';
import { checkBookingCompletion } from './booking-transitions';

describe('completing a booking', () => {
  it('is refused before its first booked day, Lisbon time', () => {
    // In December Lisbon keeps UTC.
    expect(checkBookingCompletion('2026-12-05', new Date('2026-12-04T23:59:00Z'))).toBe(
      completedTooEarlyMessage('2026-12-05'),
    );
    expect(checkBookingCompletion('2026-12-05', new Date('2026-12-05T00:00:00Z'))).toBeNull();
    expect(checkBookingCompletion('2026-12-05', new Date('2027-01-05T12:00:00Z'))).toBeNull();
  });

  it('counts the day in Lisbon in summer time, an hour ahead of UTC', () => {
    expect(checkBookingCompletion('2026-07-10', new Date('2026-07-09T23:30:00Z'))).toBeNull();
    expect(checkBookingCompletion('2026-07-10', new Date('2026-07-09T22:30:00Z'))).not.toBeNull();
  });

  it('says from which day', () => {
    expect(completedTooEarlyMessage('2026-12-05')).toBe(
      'This booking can only be marked as completed from its first booked day (2026-12-05).',
    );
    expect(unavailableWeekdayMessage('Saturday', '2026-12-05')).toBe(
      'This listing is not available on Saturdays (2026-12-05). Please select different dates.',
    );
  });
});

describe('hours per day', () => {
  it('are one by default for a service and none for equipment', () => {
    expect(BOOKING_LIMITS.defaultHoursPerDay).toBe(1);
    expect(bookingHoursPerDay('service', undefined)).toBe(1);
    expect(bookingHoursPerDay('service', null)).toBe(1);
    expect(bookingHoursPerDay('service', 3)).toBe(3);
    expect(bookingHoursPerDay('equipment', 8)).toBe(0);
    expect(bookingHoursPerDay('equipment', undefined)).toBe(0);
  });
});

describe('the price formula', () => {
  it('shows price × hours × days for a service', () => {
    expect(bookingPriceFormula({ listingType: 'service', price: 18.5, hoursPerDay: 2, days: 2 })).toBe(
      '€18.50 × 2 h × 2 days = €74',
    );
    expect(bookingPriceFormula({ listingType: 'service', price: 25, hoursPerDay: 1, days: 1 })).toBe(
      '€25 × 1 h × 1 day = €25',
    );
  });

  it('shows price × days for equipment', () => {
    expect(bookingPriceFormula({ listingType: 'equipment', price: 12, hoursPerDay: 0, days: 3 })).toBe(
      '€12 × 3 days = €36',
    );
    expect(bookingPriceFormula({ listingType: 'equipment', price: 1234.5, hoursPerDay: 8, days: 1 })).toBe(
      '€1,234.50 × 1 day = €1,234.50',
    );
  });

  it('ends in the same total the server charges', () => {
    const input = { listingType: 'service' as const, price: 9.99, hoursPerDay: 3, days: 7 };
    expect(bookingPriceFormula(input).endsWith(`= €${estimateBookingTotal(input)}`)).toBe(true);
  });
});
