import { describe, expect, it } from 'vitest';
import {
  HOURLY_TIME_CHOICES,
  WEEKDAYS,
  availabilitySchema,
  createEditAvailability,
  createWizardAvailability,
  formatTimeOfDayLabel,
  setDayAvailable,
  setFirstSlot,
} from './availability';

describe('listing availability', () => {
  it('starts the wizard Monday to Friday 09:00-17:00 with the weekend off', () => {
    const availability = createWizardAvailability();
    for (const day of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const) {
      expect(availability.weekdays[day]).toEqual({ available: true, slots: [{ start: '09:00', end: '17:00' }] });
    }
    expect(availability.weekdays.saturday).toEqual({ available: false, slots: [] });
    expect(availability.weekdays.sunday).toEqual({ available: false, slots: [] });
    expect(availability.startTime).toBe('09:00');
    expect(availability.endTime).toBe('17:00');
    expect(availabilitySchema.safeParse(availability).success).toBe(true);
  });

  it('starts the edit form with every day off', () => {
    const availability = createEditAvailability();
    expect(WEEKDAYS.every((day) => !availability.weekdays[day].available)).toBe(true);
  });

  it('gives a day turned on the 09:00-17:00 slot, without changing the original', () => {
    const before = createEditAvailability();
    const after = setDayAvailable(before, 'sunday', true);
    expect(after.weekdays.sunday).toEqual({ available: true, slots: [{ start: '09:00', end: '17:00' }] });
    expect(before.weekdays.sunday.available).toBe(false);
    expect(setDayAvailable(after, 'sunday', false).weekdays.sunday).toEqual({ available: false, slots: [] });
  });

  it('edits the first slot only and refuses an end before the start', () => {
    const edited = setFirstSlot(createWizardAvailability(), 'monday', { start: '08:00', end: '12:00' });
    expect(edited.weekdays.monday.slots).toEqual([{ start: '08:00', end: '12:00' }]);
    const wrong = setFirstSlot(createWizardAvailability(), 'monday', { start: '12:00', end: '08:00' });
    const result = availabilitySchema.safeParse(wrong);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('End time must be after start time');
  });

  it('offers hourly times 00:00 to 23:00 labelled on the 12-hour clock', () => {
    expect(HOURLY_TIME_CHOICES).toHaveLength(24);
    expect(HOURLY_TIME_CHOICES[0]).toEqual({ value: '00:00', label: '12:00 AM' });
    expect(HOURLY_TIME_CHOICES[9]).toEqual({ value: '09:00', label: '9:00 AM' });
    expect(HOURLY_TIME_CHOICES[12]).toEqual({ value: '12:00', label: '12:00 PM' });
    expect(HOURLY_TIME_CHOICES[23]).toEqual({ value: '23:00', label: '11:00 PM' });
    expect(formatTimeOfDayLabel('13:30')).toBe('1:30 PM');
    expect(formatTimeOfDayLabel('bad')).toBe('bad');
  });
});
