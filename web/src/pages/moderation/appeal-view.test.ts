import type { MemberStatement } from '@partilha/data';
import { MODERATION_MESSAGES } from '@partilha/domain';
import { describe, expect, it } from 'vitest';
import { appealViewOf } from './appeal-view';

const statement: MemberStatement = {
  id: 'dec1',
  status: 'committed',
  statement: {
    decisionId: 'dec1',
    type: 'suspend_listing',
    kind: 'listing',
    targetLabel: 'Drill',
    targetPath: '/marketplace/equipment/l1',
    durationDays: 0,
    decidedAt: '2026-11-25T10:00:00.000Z',
    endsAt: null,
    facts: 'Facts.',
    source: 'notice',
    ground: 'incompatible_content',
    legalGround: null,
    termsClause: 'listings',
    groundExplanation: '',
  },
  sections: [],
  appealDeadline: '2027-05-25 10:00:00.000Z',
  canAppeal: true,
  appeal: null,
};
const now = new Date('2026-11-26T12:00:00Z');
const appeal = {
  id: 'ap1',
  text: 'The photos are mine.',
  reasons: '',
  created: '2026-11-26 09:00:00.000Z',
  decidedAt: null,
};

describe('the appeal part of a statement page', () => {
  it('offers the form with its deadline while the server allows an appeal', () => {
    expect(appealViewOf(statement, now)).toEqual({ kind: 'form', deadline: '2027-05-25' });
  });

  it('says the appeal was received once filed, quoting it', () => {
    const view = appealViewOf({ ...statement, canAppeal: false, appeal: { ...appeal, status: 'open' } }, now);
    expect(view).toMatchObject({ kind: 'appeal', title: 'Appeal received', appealText: 'The photos are mine.' });
    expect(view.kind === 'appeal' && view.text).toContain('2026-11-26');
  });

  it('gives the outcome with the second moderator’s reasons', () => {
    const decided = { ...appeal, reasons: 'The receipt shows it.', decidedAt: '2026-11-28 09:00:00.000Z' };
    expect(
      appealViewOf(
        { ...statement, status: 'reversed', canAppeal: false, appeal: { ...decided, status: 'granted' } },
        now,
      ),
    ).toMatchObject({
      title: 'Appeal granted',
      text: `${MODERATION_MESSAGES.appealGranted} Decided on 2026-11-28.`,
      reasons: 'The receipt shows it.',
    });
    expect(
      appealViewOf({ ...statement, canAppeal: false, appeal: { ...decided, status: 'rejected' } }, now),
    ).toMatchObject({ title: 'Appeal rejected', intent: 'warning' });
  });

  it('says why no appeal is possible: the six months passed, or the decision is not appealable', () => {
    const closed = { ...statement, canAppeal: false };
    expect(appealViewOf(closed, new Date('2027-06-01T00:00:00Z'))).toEqual({
      kind: 'closed',
      text: MODERATION_MESSAGES.appealWindowOver,
    });
    expect(appealViewOf(closed, now)).toEqual({ kind: 'closed', text: MODERATION_MESSAGES.appealNotAppealable });
  });
});
