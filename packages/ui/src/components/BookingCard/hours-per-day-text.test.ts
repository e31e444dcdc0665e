import { describe, expect, it } from 'vitest';
import { hoursPerDayText } from './hours-per-day-text';

describe('hoursPerDayText', () => {
  it('says hour or hours, and full day for 24', () => {
    expect(hoursPerDayText(1)).toBe('1 hour per day');
    expect(hoursPerDayText(8)).toBe('8 hours per day');
    expect(hoursPerDayText(12)).toBe('12 hours per day');
    expect(hoursPerDayText(24)).toBe('Full day (24 hours)');
  });
});
