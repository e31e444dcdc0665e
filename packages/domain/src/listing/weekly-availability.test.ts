import { describe, expect, it } from 'vitest';
import {
  createWizardAvailability,
  isOnClosedWeekday,
  readWeeklyAvailability,
  setDayAvailable,
  unavailableWeekdayIn,
  weekdayOfDay,
} from './availability';

// 2026-12-05 is a Saturday, 2026-12-06 a Sunday, 2026-12-07 a Monday.
describe('weekly availability of a booking request', () => {
  it('names the weekday of a day, across years and stored timestamps', () => {
    expect(weekdayOfDay('2026-12-05')).toBe('saturday');
    expect(weekdayOfDay('2026-12-07 00:00:00.000Z')).toBe('monday');
    expect(weekdayOfDay('2028-02-29')).toBe('tuesday');
    expect(weekdayOfDay('not a day')).toBeNull();
  });

  it('tells a day on a closed weekday (the calendar greys it out); no weekly availability closes nothing', () => {
    const weekdaysOnly = createWizardAvailability();
    expect(isOnClosedWeekday(weekdaysOnly, '2026-12-05')).toBe(true);
    expect(isOnClosedWeekday(weekdaysOnly, '2026-12-07')).toBe(false);
    expect(isOnClosedWeekday(null, '2026-12-05')).toBe(false);
    expect(isOnClosedWeekday(weekdaysOnly, 'not a day')).toBe(false);
  });

  it('finds the first requested day on a weekday marked "Not available"', () => {
    const weekdaysOnly = createWizardAvailability();
    expect(unavailableWeekdayIn(weekdaysOnly, ['2026-12-07', '2026-12-06', '2026-12-05'])).toEqual({
      day: '2026-12-06',
      weekday: 'sunday',
    });
    expect(unavailableWeekdayIn(weekdaysOnly, ['2026-12-07', '2026-12-08'])).toBeNull();
    const noTuesday = setDayAvailable(weekdaysOnly, 'tuesday', false);
    expect(unavailableWeekdayIn(noTuesday, ['2026-12-07', '2026-12-08'])).toEqual({
      day: '2026-12-08',
      weekday: 'tuesday',
    });
  });

  it('reads the JSON text the server gets from a record', () => {
    expect(unavailableWeekdayIn(JSON.stringify(createWizardAvailability()), ['2026-12-05'])).toEqual({
      day: '2026-12-05',
      weekday: 'saturday',
    });
  });

  it('limits nothing when the listing has no valid weekly availability', () => {
    for (const value of [null, undefined, '', '{', {}, { weekdays: { monday: { available: false } } }]) {
      expect(readWeeklyAvailability(value)).toBeNull();
      expect(unavailableWeekdayIn(value, ['2026-12-05', '2026-12-06'])).toBeNull();
    }
  });
});
