import type { MemberStatementItem } from '@partilha/data';
import { describe, expect, it } from 'vitest';
import { appealStateText, moderationRowOf } from './moderation-list-texts';

const item: MemberStatementItem = {
  id: 'dec1',
  type: 'suspend_listing',
  kind: 'listing',
  targetLabel: 'Bosch drill',
  targetPath: '/marketplace/equipment/l1',
  status: 'committed',
  committedAt: '2026-11-25 10:00:00.000Z',
  appealDeadline: '2027-05-25 10:00:00.000Z',
  appeal: null,
};
const now = new Date('2026-11-26T00:00:00Z');

describe('a row of "Decisions about your content"', () => {
  it('says what was restricted, when, whether it is in force, and until when to appeal', () => {
    expect(moderationRowOf(item, now)).toEqual({
      id: 'dec1',
      title: 'Bosch drill',
      item: 'Listing',
      restriction: 'Listing suspended',
      decided: '2026-11-25',
      status: 'In force',
      reversed: false,
      appeal: 'Not appealed: you can appeal until 2027-05-25',
    });
  });

  it('gives the appeal’s state once filed', () => {
    expect(appealStateText({ ...item, appeal: { status: 'open' } }, now)).toBe('Appeal received, under review');
    expect(appealStateText({ ...item, status: 'reversed', appeal: { status: 'granted' } }, now)).toBe('Appeal granted');
    expect(appealStateText({ ...item, appeal: { status: 'rejected' } }, now)).toBe('Appeal rejected');
  });

  it('offers no appeal after the six months', () => {
    expect(appealStateText(item, new Date('2027-06-01T00:00:00Z'))).toBe('Not appealed');
  });

  it('shows a reversed decision as such', () => {
    expect(moderationRowOf({ ...item, status: 'reversed' }, now)).toMatchObject({
      status: 'Reversed on appeal',
      reversed: true,
    });
  });
});
