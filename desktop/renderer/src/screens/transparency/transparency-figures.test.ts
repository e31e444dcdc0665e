import { describe, expect, it } from 'vitest';
import { BREAKDOWNS, breakdownRows, formatCount, formatMedianHours, formatShare } from './transparency-figures';

describe('transparency figures', () => {
  it('lists every known line in order, zeros included, with shares of the total', () => {
    const rows = breakdownRows({ listing: 3, profile: 0, review: 1 }, BREAKDOWNS.noticeKind);
    expect(rows).toEqual([
      { key: 'listing', label: 'Listing', count: 3, share: '75%' },
      { key: 'profile', label: 'Profile', count: 0, share: '0%' },
      { key: 'review', label: 'Review', count: 1, share: '25%' },
    ]);
  });

  it('keeps a line the console does not know yet, by its name', () => {
    const rows = breakdownRows({ notice: 1, trusted_flagger: 1 }, BREAKDOWNS.decisionSource);
    expect(rows.map((row) => [row.label, row.count, row.share])).toEqual([
      ['A notice (report)', 1, '50%'],
      ['Own initiative', 0, '0%'],
      ['trusted flagger', 1, '50%'],
    ]);
  });

  it('has no share of an empty period', () => {
    expect(breakdownRows({}, BREAKDOWNS.decisionGround).map((row) => row.share)).toEqual(['—', '—', '—']);
    expect(formatShare(0, 0)).toBe('—');
    expect(formatShare(1, 3)).toBe('33%');
  });

  it('writes the median time in minutes, hours or days', () => {
    expect(formatMedianHours(null)).toBe('—');
    expect(formatMedianHours(0)).toBe('0 min');
    expect(formatMedianHours(0.25)).toBe('15 min');
    expect(formatMedianHours(1)).toBe('1 h');
    expect(formatMedianHours(5.55)).toBe('5.6 h');
    expect(formatMedianHours(47.9)).toBe('47.9 h');
    expect(formatMedianHours(72)).toBe('3 days');
    expect(formatMedianHours(100)).toBe('4.2 days');
  });

  it('groups thousands', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
  });
});
