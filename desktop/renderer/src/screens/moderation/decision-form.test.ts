import { DECISION_LIMITS, MODERATION_MESSAGES } from '@partilha/domain';
import { describe, expect, it } from 'vitest';
import { checkDecision, decisionBody, decisionChoices, EMPTY_DECISION_FORM, previewStatement } from './decision-form';

const facts = 'The listing offers counterfeit branded drills, shown in the photos.';
const explanation = 'Selling counterfeit goods is forbidden by the listings clause.';

describe('decision choices', () => {
  it('offers what fits every chosen entry', () => {
    expect(decisionChoices(['listing'])).toEqual(['no_action', 'suspend_listing', 'restrict_account']);
    expect(decisionChoices(['listing', 'review'])).toEqual(['no_action', 'restrict_account']);
    expect(decisionChoices([])).toEqual([]);
  });
});

describe('decision form', () => {
  it('asks for a decision, then the facts, with the domain messages', () => {
    const empty = checkDecision(EMPTY_DECISION_FORM, ['c1']);
    expect(empty.ok).toBe(false);
    if (empty.ok) return;
    expect(empty.problems.type).toBe(MODERATION_MESSAGES.invalidDecision);
    expect(empty.problems.facts).toBe(MODERATION_MESSAGES.factsRequired);
  });

  it('refuses a decision about no entry', () => {
    const check = checkDecision({ ...EMPTY_DECISION_FORM, type: 'no_action', facts }, []);
    expect(check.ok ? null : check.problems.caseIds).toBe(MODERATION_MESSAGES.casesRequired);
  });

  it('needs the ground of a restriction: a terms clause and why', () => {
    const form = { ...EMPTY_DECISION_FORM, type: 'suspend_listing' as const, facts };
    const noGround = checkDecision(form, ['c1']);
    expect(noGround.ok ? null : noGround.problems.ground).toBe(MODERATION_MESSAGES.groundRequired);
    const noClause = checkDecision({ ...form, ground: 'incompatible_content', groundExplanation: explanation }, ['c1']);
    expect(noClause.ok ? null : noClause.problems.termsClause).toBe(MODERATION_MESSAGES.clauseRequired);
    const shortWhy = checkDecision(
      { ...form, ground: 'incompatible_content', termsClause: 'listings', groundExplanation: 'bad' },
      ['c1'],
    );
    expect(shortWhy.ok ? null : shortWhy.problems.groundExplanation).toBe(
      MODERATION_MESSAGES.groundExplanationRequired,
    );
  });

  it('needs the law for illegal content', () => {
    const check = checkDecision(
      { ...EMPTY_DECISION_FORM, type: 'hide_review', facts, ground: 'illegal_content', groundExplanation: explanation },
      ['c1'],
    );
    expect(check.ok ? null : check.problems.legalGround).toBe(MODERATION_MESSAGES.legalGroundRequired);
  });

  it('refuses facts longer than the limit', () => {
    const check = checkDecision(
      { ...EMPTY_DECISION_FORM, type: 'no_action', facts: 'x'.repeat(DECISION_LIMITS.factsMax + 1) },
      ['c1'],
    );
    expect(check.ok ? null : check.problems.facts).toBe(MODERATION_MESSAGES.factsTooLong);
  });

  it('sends only what the decision uses: no ground with "no action", the duration with accounts only', () => {
    const noAction = decisionBody(
      {
        ...EMPTY_DECISION_FORM,
        type: 'no_action',
        facts,
        ground: 'illegal_content',
        legalGround: 'STATEMENT_CATEGORY_VIOLENCE',
      },
      ['c1'],
    );
    expect(noAction).toEqual({ caseIds: ['c1'], type: 'no_action', facts });
    const account = checkDecision(
      {
        ...EMPTY_DECISION_FORM,
        type: 'restrict_account',
        durationDays: 0,
        facts,
        ground: 'incompatible_content',
        termsClause: 'acceptable-use',
        legalGround: 'STATEMENT_CATEGORY_VIOLENCE',
        groundExplanation: explanation,
      },
      ['c1', 'c2'],
    );
    expect(account.ok && account.input).toMatchObject({
      caseIds: ['c1', 'c2'],
      type: 'restrict_account',
      durationDays: 0,
      ground: 'incompatible_content',
      termsClause: 'acceptable-use',
    });
    expect(account.ok && account.input.legalGround).toBeUndefined();
  });
});

describe('statement preview', () => {
  it('states the restriction, its end and the ground as the member will read them', () => {
    const now = new Date('2026-11-25T10:00:00Z');
    const statement = previewStatement(
      {
        ...EMPTY_DECISION_FORM,
        type: 'restrict_account',
        durationDays: 7,
        facts: ` ${facts} `,
        ground: 'incompatible_content',
        termsClause: 'acceptable-use',
        groundExplanation: explanation,
      },
      { kind: 'profile', targetLabel: 'Ana', targetPath: '/profile/u1', source: 'notice' },
      now,
    );
    expect(statement).toMatchObject({
      type: 'restrict_account',
      durationDays: 7,
      endsAt: '2026-12-02T10:00:00.000Z',
      facts,
      ground: 'incompatible_content',
      termsClause: 'acceptable-use',
      legalGround: null,
    });
  });
});
