import { describe, expect, it } from 'vitest';
import { lisbonMonth, lisbonWeek } from './overview-ranges';

describe('overview ranges', () => {
  it('starts the week on Monday in Lisbon', () => {
    // Wednesday 25 Nov 2026.
    expect(lisbonWeek(new Date('2026-11-25T12:00:00Z'))).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });

  it('counts a Sunday as the end of its week', () => {
    expect(lisbonWeek(new Date('2026-11-29T12:00:00Z'))).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });

  it('uses the Lisbon day, not the UTC one, near midnight in summer', () => {
    // 23:30 UTC Sunday 2 Aug is already Monday 3 Aug in Lisbon.
    expect(lisbonWeek(new Date('2026-08-02T23:30:00Z')).from).toBe('2026-08-03');
  });

  it('spans the whole month, leap February included', () => {
    expect(lisbonMonth(new Date('2028-02-10T00:00:00Z'))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});
