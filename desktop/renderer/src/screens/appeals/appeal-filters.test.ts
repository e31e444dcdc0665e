import { describe, expect, it } from 'vitest';
import { appealStatusParam, readAppealStatus } from './appeal-filters';

describe('appeal filters', () => {
  it('opens on the open appeals, and on them again for an unknown status', () => {
    expect(readAppealStatus({})).toBe('open');
    expect(readAppealStatus({ status: 'pending' })).toBe('open');
    expect(readAppealStatus({ status: 'granted' })).toBe('granted');
    expect(readAppealStatus({ status: 'all' })).toBe('all');
  });

  it('keeps the default out of the hash and names "All appeals" there', () => {
    expect(appealStatusParam('open')).toBeUndefined();
    expect(appealStatusParam('')).toBe('all');
    expect(appealStatusParam('rejected')).toBe('rejected');
    // What goes into the hash reads back as the same choice.
    for (const choice of ['', 'open', 'granted', 'rejected']) {
      const param = appealStatusParam(choice);
      expect(readAppealStatus(param ? { status: param } : {})).toBe(choice === '' ? 'all' : choice);
    }
  });
});
