import type { Booking } from '@partilha/domain';
import { describe, expect, it } from 'vitest';
import { editDetailsChange, initialEditValues, shownTotal } from './edit-details-values';

const booking = {
  startDate: '2026-12-01 00:00:00.000Z',
  endDate: '2026-12-04 00:00:00.000Z',
  selectedDates: ['2026-12-01', '2026-12-04'],
  hoursPerDay: 2,
  totalPrice: 100,
  notes: 'Back garden',
} as Booking;
const service = { type: 'service' as const, price: 25 };

describe('the edit dialog values', () => {
  it('opens on the booking, with 1 hour when it has none (issue 17)', () => {
    expect(initialEditValues(booking)).toEqual({
      startDate: '2026-12-01',
      endDate: '2026-12-04',
      hoursPerDay: 2,
      totalPrice: 100,
      notes: 'Back garden',
      dayCount: 2,
    });
    expect(initialEditValues({ ...booking, hoursPerDay: 0 }).hoursPerDay).toBe(1);
    expect(initialEditValues({ ...booking, selectedDates: [] }).dayCount).toBe(4);
  });

  it('keeps the total until dates or hours change, then prices like the server', () => {
    const initial = initialEditValues(booking);
    expect(shownTotal(initial, { ...initial, notes: 'x' }, service, null)).toBe(100);
    // Two days picked with a gap (1 and 4 December): the server prices those two, not four.
    expect(shownTotal(initial, { ...initial, hoursPerDay: 3 }, service, null)).toBe(150);
    expect(shownTotal(initial, { ...initial, endDate: '2026-12-02' }, service, null)).toBe(100);
    expect(shownTotal(initial, { ...initial, hoursPerDay: 3 }, { type: 'equipment', price: 40 }, null)).toBe(80);
    expect(shownTotal(initial, { ...initial, hoursPerDay: 3 }, null, null)).toBe(100);
    expect(shownTotal(initial, { ...initial, hoursPerDay: 3 }, service, 42.5)).toBe(42.5);
  });

  it('sends only what changed, and days picked one by one survive a notes edit', () => {
    const initial = initialEditValues(booking);
    expect(editDetailsChange(initial, { ...initial, notes: 'Front garden' }, null)).toEqual({ notes: 'Front garden' });
    expect(editDetailsChange(initial, { ...initial, endDate: '2026-12-02' }, null)).toEqual({
      startDate: '2026-12-01',
      endDate: '2026-12-02',
      selectedDates: ['2026-12-01', '2026-12-02'],
    });
    expect(editDetailsChange(initial, { ...initial, hoursPerDay: 5 }, 90)).toEqual({ hoursPerDay: 5, totalPrice: 90 });
  });
});
