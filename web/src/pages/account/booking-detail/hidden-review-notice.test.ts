import type { MemberStatementItem } from '@partilha/data';
import { describe, expect, it } from 'vitest';
import { hidingDecisionOf } from './HiddenReviewNotice';

const hidden: MemberStatementItem = {
  id: 'dec2',
  type: 'hide_review',
  kind: 'review',
  targetLabel: 'Great drill',
  targetPath: '/profile/u1',
  status: 'committed',
  committedAt: '2026-11-25 10:00:00.000Z',
  appealDeadline: '2027-05-25 10:00:00.000Z',
  appeal: null,
};

describe('the decision behind a hidden review', () => {
  it('is the hiding decision in force', () => {
    expect(hidingDecisionOf([{ ...hidden, id: 'old', status: 'reversed' }, hidden])?.id).toBe('dec2');
  });

  it('is none when every decision about the review was reversed or restricted something else', () => {
    expect(hidingDecisionOf([{ ...hidden, status: 'reversed' }])).toBeNull();
    expect(hidingDecisionOf([{ ...hidden, type: 'restrict_account' }])).toBeNull();
  });
});
