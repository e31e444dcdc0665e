import { describe, expect, it } from 'vitest';
import {
  DECISIONS_BY_KIND,
  DECISION_TYPES,
  UNDO_WINDOW_MS,
  decisionInputSchema,
  decisionProblem,
  isRestriction,
} from './decision';
import { DECISION_LIMITS } from './moderation-limits';
import { MODERATION_MESSAGES } from './moderation-messages';

const FACTS = 'The listing offers the same service under five titles.';
const EXPLANATION = 'Listings must describe one real offer each.';

const restriction = {
  caseIds: ['case1'],
  type: 'suspend_listing',
  facts: FACTS,
  ground: 'incompatible_content',
  termsClause: 'listings',
  groundExplanation: EXPLANATION,
};

describe('decisionProblem', () => {
  it('accepts a restriction with a terms clause, or with a legal ground, and its explanation', () => {
    expect(decisionProblem(restriction)).toBeNull();
    expect(
      decisionProblem({
        ...restriction,
        ground: 'illegal_content',
        termsClause: undefined,
        legalGround: 'STATEMENT_CATEGORY_SCAMS_AND_FRAUD',
      }),
    ).toBeNull();
  });

  it('accepts "no action" with facts alone: it rests on no ground', () => {
    expect(decisionProblem({ caseIds: ['case1'], type: 'no_action', facts: FACTS })).toBeNull();
  });

  it('asks for at least one case and at most the bulk limit', () => {
    expect(decisionProblem({ ...restriction, caseIds: [] })).toBe(MODERATION_MESSAGES.casesRequired);
    expect(decisionProblem({ ...restriction, caseIds: undefined })).toBe(MODERATION_MESSAGES.casesRequired);
    const tooMany = Array.from({ length: DECISION_LIMITS.bulkMax + 1 }, (_, index) => `case${index}`);
    expect(decisionProblem({ ...restriction, caseIds: tooMany })).toBe(MODERATION_MESSAGES.tooManyCases);
    const most = tooMany.slice(0, DECISION_LIMITS.bulkMax);
    expect(decisionProblem({ ...restriction, caseIds: most })).toBeNull();
  });

  it('refuses an unknown decision type', () => {
    expect(decisionProblem({ ...restriction, type: 'ban' })).toBe(MODERATION_MESSAGES.invalidDecision);
  });

  it('asks for the facts, at least the minimum and at most the maximum length', () => {
    expect(decisionProblem({ ...restriction, facts: undefined })).toBe(MODERATION_MESSAGES.factsRequired);
    expect(decisionProblem({ ...restriction, facts: '   short   ' })).toBe(MODERATION_MESSAGES.factsRequired);
    expect(decisionProblem({ ...restriction, facts: 'x'.repeat(DECISION_LIMITS.factsMax + 1) })).toBe(
      MODERATION_MESSAGES.factsTooLong,
    );
  });

  it('asks a restriction for its ground, the law or clause it rests on, and why', () => {
    expect(decisionProblem({ ...restriction, ground: undefined })).toBe(MODERATION_MESSAGES.groundRequired);
    expect(decisionProblem({ ...restriction, ground: 'illegal_content', termsClause: undefined })).toBe(
      MODERATION_MESSAGES.legalGroundRequired,
    );
    expect(decisionProblem({ ...restriction, termsClause: undefined })).toBe(MODERATION_MESSAGES.clauseRequired);
    expect(decisionProblem({ ...restriction, termsClause: 'no-such-clause' })).toBe(MODERATION_MESSAGES.invalidClause);
    expect(decisionProblem({ ...restriction, groundExplanation: 'too short' })).toBe(
      MODERATION_MESSAGES.groundExplanationRequired,
    );
    expect(decisionProblem({ ...restriction, groundExplanation: undefined })).toBe(
      MODERATION_MESSAGES.groundExplanationRequired,
    );
  });

  it('refuses a legal ground that is not on the list', () => {
    expect(
      decisionProblem({ ...restriction, ground: 'illegal_content', legalGround: 'STATEMENT_CATEGORY_MADE_UP' }),
    ).toBe(MODERATION_MESSAGES.invalidLegalGround);
  });

  it('defaults the duration to indefinitely (0) and trims the texts', () => {
    const parsed = decisionInputSchema.parse({ ...restriction, type: 'restrict_account', facts: `  ${FACTS}  ` });
    expect(parsed.durationDays).toBe(0);
    expect(parsed.facts).toBe(FACTS);
    expect(decisionProblem({ ...restriction, durationDays: -1 })).not.toBeNull();
    expect(decisionProblem({ ...restriction, durationDays: 1.5 })).not.toBeNull();
  });
});

describe('decision types', () => {
  it('"no action" fits every kind and is the only decision that restricts nobody', () => {
    for (const types of Object.values(DECISIONS_BY_KIND)) expect(types).toContain('no_action');
    expect(DECISION_TYPES.filter((type) => !isRestriction(type))).toEqual(['no_action']);
  });

  it('hides only reviews and suspends only listings; any kind can restrict its owner’s account', () => {
    expect(DECISIONS_BY_KIND.listing).not.toContain('hide_review');
    expect(DECISIONS_BY_KIND.review).not.toContain('suspend_listing');
    expect(DECISIONS_BY_KIND.profile).toEqual(['no_action', 'restrict_account']);
    for (const types of Object.values(DECISIONS_BY_KIND)) expect(types).toContain('restrict_account');
  });

  it('gives the moderator ten seconds to undo', () => {
    expect(UNDO_WINDOW_MS).toBe(10_000);
  });
});
