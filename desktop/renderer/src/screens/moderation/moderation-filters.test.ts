import { describe, expect, it } from 'vitest';
import { readModerationView } from './moderation-filters';
import { ageText, caseStateText, reasonsText } from './moderation-format';

describe('moderation queue filters', () => {
  it('shows open entries, newest first, when the hash says nothing', () => {
    expect(readModerationView({})).toEqual({
      filters: { status: 'open', kind: '', reason: '', olderThanHours: null },
      age: '',
      sort: '-lastNoticeAt',
    });
  });

  it('reads kind, reason, age and the most-reported order', () => {
    expect(readModerationView({ kind: 'review', reason: 'spam', age: '72', sort: '-noticeCount' })).toEqual({
      filters: { status: 'open', kind: 'review', reason: 'spam', olderThanHours: 72 },
      age: '72',
      sort: '-noticeCount',
    });
  });

  it('drops values it does not know instead of sending them', () => {
    expect(readModerationView({ kind: 'car', reason: 'boring', age: '5', sort: 'created', status: 'x' })).toEqual({
      filters: { status: 'open', kind: '', reason: '', olderThanHours: null },
      age: '',
      sort: '-lastNoticeAt',
    });
  });
});

describe('moderation queue cells', () => {
  const now = Date.parse('2026-11-25T10:00:00Z');
  it('says ages shortly', () => {
    expect(ageText('2026-11-25T09:59:30Z', now)).toBe('just now');
    expect(ageText('2026-11-25T09:48:00Z', now)).toBe('12 min');
    expect(ageText('2026-11-25T05:00:00Z', now)).toBe('5 h');
    expect(ageText('2026-11-22T09:00:00Z', now)).toBe('3 d');
    expect(ageText('', now)).toBe('—');
  });

  it('lists reasons most frequent first, counting only repeats', () => {
    expect(reasonsText({ other: 1, spam: 3, scam_fraud: 0 })).toBe('Spam (3), Other');
  });

  it('says where an entry stands', () => {
    expect(caseStateText({ status: 'open', decision: null })).toBe('Open');
    expect(caseStateText({ status: 'open', decision: { id: 'd', type: 'suspend_listing', status: 'pending' } })).toBe(
      'Pending: Suspend the listing',
    );
    expect(caseStateText({ status: 'open', decision: { id: 'd', type: 'suspend_listing', status: 'undone' } })).toBe(
      'Open',
    );
    expect(caseStateText({ status: 'closed', decision: { id: 'd', type: 'no_action', status: 'committed' } })).toBe(
      'Decided: No action',
    );
  });
});
