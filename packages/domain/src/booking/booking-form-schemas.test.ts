import { describe, expect, it } from 'vitest';
import { HOURS_PER_DAY_CHOICES, bookingRequestFormSchema, editBookingFormSchema } from './booking-form-schemas';

function errors(
  schema: {
    safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  input: unknown,
) {
  const result = schema.safeParse(input);
  return result.success ? [] : (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('booking request form', () => {
  const valid = { selectedDates: ['2026-05-01'], hoursPerDay: 8, notes: '' };

  it('accepts a valid request', () => {
    expect(errors(bookingRequestFormSchema, valid)).toEqual([]);
  });

  it('needs at least one date', () => {
    expect(errors(bookingRequestFormSchema, { ...valid, selectedDates: [] })).toEqual([
      'selectedDates: At least one date must be selected',
    ]);
  });

  it('keeps hours per day between 1 and 24', () => {
    expect(errors(bookingRequestFormSchema, { ...valid, hoursPerDay: 0 })).toEqual([
      'hoursPerDay: Hours per day must be at least 1',
    ]);
    expect(errors(bookingRequestFormSchema, { ...valid, hoursPerDay: 1 })).toEqual([]);
    expect(errors(bookingRequestFormSchema, { ...valid, hoursPerDay: 24 })).toEqual([]);
    expect(errors(bookingRequestFormSchema, { ...valid, hoursPerDay: 25 })).toEqual([
      'hoursPerDay: Hours per day cannot exceed 24',
    ]);
  });

  it('caps notes at 500 characters', () => {
    expect(errors(bookingRequestFormSchema, { ...valid, notes: 'x'.repeat(500) })).toEqual([]);
    expect(errors(bookingRequestFormSchema, { ...valid, notes: 'x'.repeat(501) })).toEqual([
      'notes: Message cannot exceed 500 characters',
    ]);
  });

  it('offers 1 to 12 hours and a full day', () => {
    expect(HOURS_PER_DAY_CHOICES.map((choice) => choice.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 24]);
    expect(HOURS_PER_DAY_CHOICES[12]?.label).toContain('full day');
  });
});

describe('edit booking dialog', () => {
  const valid = { startDate: '2026-05-01', endDate: '2026-05-01', hoursPerDay: 8, totalPrice: 0 };

  it('accepts the same day as start and end and a zero price', () => {
    expect(errors(editBookingFormSchema, valid)).toEqual([]);
  });

  it('requires both dates', () => {
    expect(errors(editBookingFormSchema, { ...valid, startDate: '', endDate: '' })).toEqual([
      'startDate: Start date is required',
      'endDate: End date is required',
    ]);
  });

  it('refuses an end before the start', () => {
    expect(errors(editBookingFormSchema, { ...valid, endDate: '2026-04-30' })).toEqual([
      'endDate: End date must be after or equal to start date',
    ]);
  });

  it('defaults hours to 1 and keeps the price at 0 or more', () => {
    const parsed = editBookingFormSchema.parse({ startDate: '2026-05-01', endDate: '2026-05-02', totalPrice: 10 });
    expect(parsed.hoursPerDay).toBe(1);
    expect(errors(editBookingFormSchema, { ...valid, totalPrice: -1 })).toEqual([
      'totalPrice: Total price cannot be negative',
    ]);
    expect(errors(editBookingFormSchema, { ...valid, hoursPerDay: 25 })).toEqual([
      'hoursPerDay: Hours per day cannot exceed 24',
    ]);
  });
});
