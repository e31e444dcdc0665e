import { describe, expect, it } from 'vitest';
import { bookingDayCount, bookingPriceFormulaText, hoursText, whoCancelled } from './booking-facts-text';

describe('booking facts in words', () => {
  it('counts the chosen days, or the span when there are none', () => {
    expect(
      bookingDayCount({ selectedDates: ['2026-12-01', '2026-12-05'], startDate: '2026-12-01', endDate: '2026-12-05' }),
    ).toBe(2);
    expect(
      bookingDayCount({
        selectedDates: [],
        startDate: '2026-12-30 00:00:00.000Z',
        endDate: '2027-01-02 00:00:00.000Z',
      }),
    ).toBe(4);
    expect(bookingDayCount({ selectedDates: [], startDate: '2026-12-30', endDate: '' })).toBe(1);
  });

  it('shows how the total is made while it is still the formula’s', () => {
    const service = {
      listingType: 'service' as const,
      selectedDates: ['2026-12-01', '2026-12-03'],
      startDate: '2026-12-01',
      endDate: '2026-12-03',
      hoursPerDay: 2,
      totalPrice: 74,
    };
    expect(bookingPriceFormulaText(service, { price: 18.5 })).toBe('€18.50 × 2 h × 2 days = €74');
    const equipment = { ...service, listingType: 'equipment' as const, selectedDates: [], totalPrice: 36 };
    expect(bookingPriceFormulaText(equipment, { price: 12 })).toBe('€12 × 3 days = €36');
    // The owner agreed on another price, or the listing is gone: the total alone.
    expect(bookingPriceFormulaText({ ...service, totalPrice: 70 }, { price: 18.5 })).toBeNull();
    expect(bookingPriceFormulaText(service, null)).toBeNull();
  });

  it('says the hours', () => {
    expect(hoursText(1)).toBe('1 hour');
    expect(hoursText(8)).toBe('8 hours');
    expect(hoursText(24)).toBe('Full day (24 hours)');
    expect(hoursText(0)).toBe('Not set');
  });

  it('says who cancelled from the viewer side', () => {
    const booking = { owner: 'o', renter: 'r', cancelledBy: 'r' };
    expect(whoCancelled(booking, 'renter')).toBe('You cancelled');
    expect(whoCancelled(booking, 'owner')).toBe('The renter cancelled');
    expect(whoCancelled({ ...booking, cancelledBy: 'o' }, 'renter')).toBe('The owner cancelled');
    expect(whoCancelled({ ...booking, cancelledBy: '' }, 'renter')).toBe('Cancelled');
  });
});
