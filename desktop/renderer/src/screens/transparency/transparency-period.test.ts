import { MODERATION_MESSAGES } from '@partilha/domain';
import { describe, expect, it } from 'vitest';
import { periodProblem, presetParams, presetRange, readTransparencyPeriod } from './transparency-period';

// 23:30 UTC on 31 Mar 2026 is already 1 Apr in Lisbon (summer time): presets follow Lisbon's day.
const lateMarch = new Date('2026-03-31T23:30:00Z');

describe('transparency periods', () => {
  it("follows Lisbon's calendar for the presets", () => {
    expect(presetRange('this-month', lateMarch)).toEqual({ from: '2026-04-01', to: '2026-04-30' });
    expect(presetRange('last-month', lateMarch)).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(presetRange('this-year', lateMarch)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('goes back over a year end and into a leap February', () => {
    expect(presetRange('last-month', new Date('2026-01-15T12:00:00Z'))).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
    expect(presetRange('last-month', new Date('2028-03-10T12:00:00Z'))).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
  });

  it('opens on this month, also for an unknown preset', () => {
    expect(readTransparencyPeriod({}, lateMarch)).toEqual({
      preset: 'this-month',
      from: '2026-04-01',
      to: '2026-04-30',
      problem: null,
    });
    expect(readTransparencyPeriod({ period: 'forever' }, lateMarch).preset).toBe('this-month');
    // A preset ignores stray days in the hash.
    expect(readTransparencyPeriod({ period: 'this-year', from: '2020-01-01' }, lateMarch).from).toBe('2026-01-01');
  });

  it('takes custom days from the hash and refuses what the server would refuse', () => {
    expect(readTransparencyPeriod({ period: 'custom', from: '2026-02-03', to: '2026-02-10' }, lateMarch)).toEqual({
      preset: 'custom',
      from: '2026-02-03',
      to: '2026-02-10',
      problem: null,
    });
    expect(periodProblem({ from: '2026-02-10', to: '2026-02-03' })).toBe(MODERATION_MESSAGES.invalidPeriod);
    expect(periodProblem({ from: '2026-02-30', to: '2026-03-03' })).toBe(MODERATION_MESSAGES.invalidPeriod);
    expect(periodProblem({ from: '', to: '2026-03-03' })).toBe(MODERATION_MESSAGES.invalidPeriod);
    // 366 days (a leap year) is the longest period; one more is refused.
    expect(periodProblem({ from: '2028-01-01', to: '2028-12-31' })).toBeNull();
    expect(periodProblem({ from: '2026-01-01', to: '2027-01-02' })).toBe(MODERATION_MESSAGES.invalidPeriod);
    expect(periodProblem({ from: '2026-05-05', to: '2026-05-05' })).toBeNull();
  });

  it('writes a preset into the hash, and a custom period from the days shown', () => {
    const shown = { from: '2026-04-01', to: '2026-04-30' };
    expect(presetParams('this-month', shown)).toEqual({ period: undefined, from: undefined, to: undefined });
    expect(presetParams('last-month', shown)).toEqual({ period: 'last-month', from: undefined, to: undefined });
    expect(presetParams('custom', shown)).toEqual({ period: 'custom', from: '2026-04-01', to: '2026-04-30' });
  });
});
