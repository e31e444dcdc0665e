import { MODERATION_MESSAGES, statementSections, type StatementOfReasons } from '@partilha/domain';
import { describe, expect, it } from 'vitest';
import { RecordShapeError } from '../collections/typed-collection';
import { parseFiledAppeal, parseMemberStatement, parseMemberStatementList } from './statement-calls';

const statement: StatementOfReasons = {
  decisionId: 'dec1',
  type: 'suspend_listing',
  kind: 'listing',
  targetLabel: 'Bosch drill',
  targetPath: '/marketplace/equipment/l1',
  durationDays: 0,
  decidedAt: '2026-11-25T10:00:00.000Z',
  endsAt: null,
  facts: 'The photos show a different drill from the one offered.',
  source: 'notice',
  ground: 'incompatible_content',
  legalGround: null,
  termsClause: 'listings',
  groundExplanation: 'Listings must show the item offered.',
};

/** The answer of `GET /api/moderation/statements/{id}` as docs/moderation-api.md writes it. */
const answer = {
  id: 'dec1',
  status: 'committed',
  statement,
  sections: statementSections(statement, 'https://partilha.pt/moderation/statements/dec1'),
  appealDeadline: '2027-05-25 10:00:00.000Z',
  canAppeal: true,
  appeal: null,
};

describe('statement answers', () => {
  it('reads a statement in force that can be appealed', () => {
    const parsed = parseMemberStatement(answer);
    expect(parsed.statement).toEqual(statement);
    expect(parsed.sections.map((section) => section.heading)).toEqual([
      'What we decided',
      'The facts we relied on',
      'How this came to us',
      'How we decided',
      'Why',
      'What you can do',
    ]);
    expect(parsed.canAppeal).toBe(true);
    expect(parsed.appeal).toBeNull();
  });

  it('reads a decision reversed on appeal with the second moderator’s reasons', () => {
    const parsed = parseMemberStatement({
      ...answer,
      status: 'reversed',
      canAppeal: false,
      appeal: {
        id: 'ap1',
        status: 'granted',
        text: 'The photos are mine.',
        reasons: 'The owner showed the receipt.',
        created: '2026-11-26 09:00:00.000Z',
        decidedAt: '2026-11-27 09:00:00.000Z',
      },
    });
    expect(parsed.status).toBe('reversed');
    expect(parsed.appeal).toMatchObject({ status: 'granted', reasons: 'The owner showed the receipt.' });
  });

  it('treats an empty date as none (an open appeal, an indefinite restriction)', () => {
    const parsed = parseMemberStatement({
      ...answer,
      statement: { ...statement, type: 'restrict_account', endsAt: '' },
      appeal: {
        id: 'ap1',
        status: 'open',
        text: 'Please look again.',
        reasons: '',
        created: '2026-11-26',
        decidedAt: '',
      },
    });
    expect(parsed.statement.endsAt).toBeNull();
    expect(parsed.appeal?.decidedAt).toBeNull();
  });

  it('refuses a pending or undone decision: the member never reads those', () => {
    expect(() => parseMemberStatement({ ...answer, status: 'pending' })).toThrow(RecordShapeError);
    expect(() => parseMemberStatement({ ...answer, status: 'undone' })).toThrow(RecordShapeError);
  });

  it('reads the member’s list with each appeal’s state', () => {
    const items = parseMemberStatementList({
      items: [
        {
          id: 'dec2',
          type: 'hide_review',
          kind: 'review',
          targetLabel: 'Great drill',
          targetPath: '/profile/u1',
          status: 'committed',
          committedAt: '2026-11-25 10:00:00.000Z',
          appealDeadline: '2027-05-25 10:00:00.000Z',
          appeal: { status: 'open' },
        },
        {
          ...{ id: 'dec1', type: 'suspend_listing', kind: 'listing', targetLabel: 'Drill', targetPath: '/x' },
          status: 'reversed',
          committedAt: '',
          appealDeadline: null,
          appeal: null,
        },
      ],
    });
    expect(items.map((item) => [item.id, item.appeal?.status ?? null])).toEqual([
      ['dec2', 'open'],
      ['dec1', null],
    ]);
    expect(items[1]?.committedAt).toBeNull();
  });

  it('keeps the server’s words for a filed appeal, and the domain’s when it says none', () => {
    expect(parseFiledAppeal({ id: 'ap1', status: 'open', message: 'Received.' }).message).toBe('Received.');
    expect(parseFiledAppeal({ id: 'ap1', status: 'open' }).message).toBe(MODERATION_MESSAGES.appealFiled);
  });
});
