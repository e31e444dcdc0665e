import { createEditAvailability, createWizardAvailability, setDayAvailable, setFirstSlot } from '@partilha/domain';
import { describe, expect, it } from 'vitest';
import { availabilitySummary } from './availability-summary';

describe('availabilitySummary', () => {
  it('lists every weekday from Monday, with hours on the 12-hour clock', () => {
    expect(availabilitySummary(createWizardAvailability())).toEqual([
      { day: 'Monday', hours: '9:00 AM - 5:00 PM' },
      { day: 'Tuesday', hours: '9:00 AM - 5:00 PM' },
      { day: 'Wednesday', hours: '9:00 AM - 5:00 PM' },
      { day: 'Thursday', hours: '9:00 AM - 5:00 PM' },
      { day: 'Friday', hours: '9:00 AM - 5:00 PM' },
      { day: 'Saturday', hours: null },
      { day: 'Sunday', hours: null },
    ]);
  });

  it('shows midnight and afternoon hours as AM/PM and joins several slots', () => {
    let availability = setDayAvailable(createEditAvailability(), 'sunday', true);
    availability = setFirstSlot(availability, 'sunday', { start: '00:00', end: '13:00' });
    availability.weekdays.sunday.slots.push({ start: '18:00', end: '23:00' });
    expect(availabilitySummary(availability)[6]).toEqual({
      day: 'Sunday',
      hours: '12:00 AM - 1:00 PM, 6:00 PM - 11:00 PM',
    });
  });

  it("uses the listing's start and end time for an available day without slots", () => {
    const availability = { ...createEditAvailability(), startTime: '08:00', endTime: '20:00' };
    availability.weekdays = { ...availability.weekdays, monday: { available: true, slots: [] } };
    expect(availabilitySummary(availability)[0]).toEqual({ day: 'Monday', hours: '8:00 AM - 8:00 PM' });
  });

  it('is empty when the listing has no availability', () => {
    expect(availabilitySummary(null)).toEqual([]);
  });
});
