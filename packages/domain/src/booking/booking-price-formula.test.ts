import { describe, expect, it } from 'vitest';
import { bookingPriceFormula } from './booking-price-formula';

describe('bookingPriceFormula', () => {
  it('shows price × hours × days for a service', () => {
    expect(bookingPriceFormula({ listingType: 'service', price: 18.5, hoursPerDay: 2, days: 2 })).toBe(
      '€18.50 × 2 h × 2 days = €74',
    );
    expect(bookingPriceFormula({ listingType: 'service', price: 25, hoursPerDay: 1, days: 1 })).toBe(
      '€25 × 1 h × 1 day = €25',
    );
  });

  it('shows price × days for equipment, without hours', () => {
    expect(bookingPriceFormula({ listingType: 'equipment', price: 12, hoursPerDay: 8, days: 3 })).toBe(
      '€12 × 3 days = €36',
    );
  });

  it('shows €0 for a missing price', () => {
    expect(bookingPriceFormula({ listingType: 'equipment', price: null, hoursPerDay: 1, days: 2 })).toBe(
      '€0 × 2 days = €0',
    );
  });
});
