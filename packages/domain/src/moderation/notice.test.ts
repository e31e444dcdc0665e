import { describe, expect, it } from 'vitest';
import { NOTICE_LIMITS } from './moderation-limits';
import { MODERATION_MESSAGES as M } from './moderation-messages';
import {
  LEGAL_GROUNDS,
  NOTICE_REASONS,
  guestNotifierSchema,
  noticeInputSchema,
  noticeProblem,
  noticeTargetPath,
} from './notice';

const VALID = {
  kind: 'listing',
  targetId: 'abc123def456ghi',
  reason: 'spam',
  explanation: 'The same advert, posted ten times today.',
  goodFaith: true,
} as const;

describe('noticeProblem', () => {
  it('is null for a valid notice of every kind and reason', () => {
    for (const kind of ['listing', 'profile', 'review']) {
      for (const reason of NOTICE_REASONS.filter((value) => value !== 'illegal_content')) {
        expect(noticeProblem({ ...VALID, kind, reason })).toBeNull();
      }
    }
    for (const legalGround of LEGAL_GROUNDS) {
      expect(noticeProblem({ ...VALID, reason: 'illegal_content', legalGround })).toBeNull();
    }
  });

  it('answers each problem in the dialog’s words', () => {
    expect(noticeProblem({ ...VALID, goodFaith: undefined })).toBe(M.goodFaithRequired);
    expect(noticeProblem({ ...VALID, goodFaith: false })).toBe(M.goodFaithRequired);
    expect(noticeProblem({ ...VALID, goodFaith: 'true' })).toBe(M.goodFaithRequired);
    expect(noticeProblem({ ...VALID, reason: 'boring' })).toBe(M.invalidReason);
    expect(noticeProblem({ ...VALID, reason: undefined })).toBe(M.invalidReason);
    expect(noticeProblem({ ...VALID, reason: 'illegal_content' })).toBe(M.legalGroundRequired);
    expect(noticeProblem({ ...VALID, reason: 'illegal_content', legalGround: '' })).toBe(M.legalGroundRequired);
    expect(noticeProblem({ ...VALID, reason: 'illegal_content', legalGround: 'STATEMENT_CATEGORY_NOPE' })).toBe(
      M.invalidLegalGround,
    );
    expect(noticeProblem({ ...VALID, kind: 'booking' })).toBe(M.invalidTarget);
    expect(noticeProblem({ ...VALID, targetId: '   ' })).toBe(M.invalidTarget);
    expect(noticeProblem({ ...VALID, targetId: 'x'.repeat(41) })).toBe(M.invalidTarget);
    expect(noticeProblem({ ...VALID, targetId: 42 })).toBe(M.invalidTarget);
    expect(noticeProblem({ ...VALID, explanation: undefined })).toBe(M.explanationRequired);
    expect(noticeProblem({ ...VALID, explanation: '   ' })).toBe(M.explanationRequired);
    expect(noticeProblem({ ...VALID, explanation: 'too short' })).toBe(M.explanationTooShort);
    expect(noticeProblem({ ...VALID, name: 'n'.repeat(NOTICE_LIMITS.nameMax + 1) })).toBe(M.nameTooLong);
  });

  it('measures the explanation trimmed, between its limits inclusive', () => {
    const longest = 'x'.repeat(NOTICE_LIMITS.explanationMax);
    expect(noticeProblem({ ...VALID, explanation: longest })).toBeNull();
    expect(noticeProblem({ ...VALID, explanation: `  ${longest}  ` })).toBeNull();
    expect(noticeProblem({ ...VALID, explanation: `${longest}x` })).toBe(M.explanationTooLong);
    expect(noticeProblem({ ...VALID, explanation: 'x'.repeat(NOTICE_LIMITS.explanationMin) })).toBeNull();
    expect(noticeProblem({ ...VALID, explanation: ` ${'x'.repeat(NOTICE_LIMITS.explanationMin - 1)} ` })).toBe(
      M.explanationTooShort,
    );
  });

  it('never throws on what is not a notice', () => {
    for (const input of [null, undefined, 'spam', 42, [], {}]) {
      expect(typeof noticeProblem(input)).toBe('string');
    }
  });
});

describe('noticeInputSchema', () => {
  it('trims, and defaults the name and e-mail to empty', () => {
    const parsed = noticeInputSchema.parse({ ...VALID, targetId: ' abc ', explanation: '  spam spam spam  ' });
    expect(parsed).toMatchObject({ targetId: 'abc', explanation: 'spam spam spam', name: '', email: '' });
  });

  it('accepts a legal ground with another reason, and an empty one', () => {
    expect(noticeInputSchema.safeParse({ ...VALID, legalGround: LEGAL_GROUNDS[0] }).success).toBe(true);
    expect(noticeInputSchema.safeParse({ ...VALID, legalGround: '' }).success).toBe(true);
  });
});

describe('guestNotifierSchema', () => {
  it('needs a name and a valid e-mail address, trimmed', () => {
    expect(guestNotifierSchema.parse({ name: ' Gina ', email: ' gina@example.pt ' })).toEqual({
      name: 'Gina',
      email: 'gina@example.pt',
    });
    const problem = (input: unknown) => {
      const parsed = guestNotifierSchema.safeParse(input);
      return parsed.success ? null : parsed.error.issues[0]?.message;
    };
    expect(problem({ name: '', email: 'gina@example.pt' })).toBe(M.nameRequired);
    expect(problem({ name: '  ', email: 'gina@example.pt' })).toBe(M.nameRequired);
    expect(problem({ name: 'Gina', email: '' })).toBe(M.emailRequired);
    expect(problem({ name: 'Gina', email: 'gina@example' })).toBe(M.emailInvalid);
    expect(problem({ name: 'Gina', email: 'gina example@pt.pt' })).toBe(M.emailInvalid);
    expect(problem({ name: 'Gina', email: `${'g'.repeat(NOTICE_LIMITS.emailMax)}@example.pt` })).toBe(M.emailInvalid);
    expect(problem({ name: 'n'.repeat(NOTICE_LIMITS.nameMax + 1), email: 'gina@example.pt' })).toBe(M.nameTooLong);
  });
});

describe('noticeTargetPath', () => {
  it('is the listing’s public page, the profile, or the review on its reviewee’s profile', () => {
    expect(noticeTargetPath({ kind: 'listing', id: 'l1', listingType: 'service' })).toBe('/marketplace/services/l1');
    expect(noticeTargetPath({ kind: 'listing', id: 'l2', listingType: 'equipment' })).toBe('/marketplace/equipment/l2');
    expect(noticeTargetPath({ kind: 'profile', id: 'u1' })).toBe('/profile/u1');
    expect(noticeTargetPath({ kind: 'review', id: 'r1', reviewee: 'u2' })).toBe('/profile/u2#review-r1');
  });
});
