import { describe, expect, it } from 'vitest';
import { BOOKING_TIMER_FIELDS, checkBookingTimerValues, valuesOf } from './booking-timer-form';

const stored = { firstReminderHours: 24, secondReminderHours: 48, expiryHours: 72, autoCompleteHours: 48 };

describe('the booking periods form', () => {
  it('shows the stored periods as typed text, in the order the job meets them', () => {
    expect(valuesOf(stored)).toEqual({
      firstReminderHours: '24',
      secondReminderHours: '48',
      expiryHours: '72',
      autoCompleteHours: '48',
    });
    expect(BOOKING_TIMER_FIELDS.map((field) => field.label())).toEqual([
      'First reminder to the owner',
      'Second reminder to the owner',
      'Request expires',
      'Booking completes itself',
    ]);
  });

  it('sends numbers only when every field holds together, else says what is wrong on each', () => {
    expect(checkBookingTimerValues({ ...valuesOf(stored), expiryHours: ' 96 ' })).toEqual({
      settings: { ...stored, expiryHours: 96 },
      problems: {},
    });
    expect(checkBookingTimerValues({ ...valuesOf(stored), secondReminderHours: '20', autoCompleteHours: '' })).toEqual({
      settings: null,
      problems: {
        secondReminderHours: 'The second reminder must come after the first.',
        autoCompleteHours: 'Enter a whole number of hours from 1 to 720.',
      },
    });
  });
});
