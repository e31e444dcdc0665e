import { describe, expect, it } from 'vitest';
import { bookingSubmitLabel, isBookingSubmitDisabled } from './booking-submit-label';

const idle = { isSending: false, isCheckingAvailability: false, hasUnavailableDates: false, selectedDateCount: 2 };

describe('booking request button', () => {
  it('labels each state by priority', () => {
    expect(bookingSubmitLabel(idle)).toBe('Send Booking Request');
    expect(bookingSubmitLabel({ ...idle, selectedDateCount: 0 })).toBe('Select Dates to Continue');
    expect(bookingSubmitLabel({ ...idle, hasUnavailableDates: true })).toBe('Some Dates Unavailable');
    expect(bookingSubmitLabel({ ...idle, isCheckingAvailability: true, hasUnavailableDates: true })).toBe(
      'Checking Availability...',
    );
    expect(bookingSubmitLabel({ ...idle, isSending: true, isCheckingAvailability: true })).toBe('Sending Request...');
  });

  it('is enabled only when idle with dates and no conflicts', () => {
    expect(isBookingSubmitDisabled(idle)).toBe(false);
    expect(isBookingSubmitDisabled({ ...idle, selectedDateCount: 0 })).toBe(true);
    expect(isBookingSubmitDisabled({ ...idle, hasUnavailableDates: true })).toBe(true);
    expect(isBookingSubmitDisabled({ ...idle, isCheckingAvailability: true })).toBe(true);
    expect(isBookingSubmitDisabled({ ...idle, isSending: true })).toBe(true);
  });
});
