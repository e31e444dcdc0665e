import { describe, expect, it } from 'vitest';
import { appealDecisionInputSchema, appealDeadline, appealInputSchema, isWithinAppealWindow } from './appeal';
import { APPEAL_LIMITS } from './moderation-limits';
import { MODERATION_MESSAGES } from './moderation-messages';

const at = (iso: string) => new Date(iso);
const deadline = (iso: string) => appealDeadline(at(iso)).toISOString();

describe('appealDeadline', () => {
  it('is six calendar months later, to the millisecond', () => {
    expect(deadline('2026-01-15T10:30:45.123Z')).toBe('2026-07-15T10:30:45.123Z');
    expect(deadline('2026-11-25T10:00:00.000Z')).toBe('2027-05-25T10:00:00.000Z');
  });

  it('ends on the last day of a shorter month', () => {
    expect(deadline('2026-08-31T12:00:00.000Z')).toBe('2027-02-28T12:00:00.000Z');
    expect(deadline('2027-08-31T12:00:00.000Z')).toBe('2028-02-29T12:00:00.000Z');
    expect(deadline('2026-12-31T23:59:59.000Z')).toBe('2027-06-30T23:59:59.000Z');
    expect(deadline('2026-03-31T00:00:00.000Z')).toBe('2026-09-30T00:00:00.000Z');
  });

  it('keeps the day when the later month has it', () => {
    expect(deadline('2026-07-31T08:00:00.000Z')).toBe('2027-01-31T08:00:00.000Z');
    expect(deadline('2026-02-28T08:00:00.000Z')).toBe('2026-08-28T08:00:00.000Z');
  });

  it('does not change the date it is given', () => {
    const decidedAt = at('2026-08-31T12:00:00.000Z');
    appealDeadline(decidedAt);
    expect(decidedAt.toISOString()).toBe('2026-08-31T12:00:00.000Z');
  });
});

describe('isWithinAppealWindow', () => {
  const decidedAt = at('2026-08-31T12:00:00.000Z');

  it('is open up to and including the deadline, closed after it', () => {
    expect(isWithinAppealWindow(decidedAt, at('2026-09-01T00:00:00.000Z'))).toBe(true);
    expect(isWithinAppealWindow(decidedAt, at('2027-02-28T12:00:00.000Z'))).toBe(true);
    expect(isWithinAppealWindow(decidedAt, at('2027-02-28T12:00:00.001Z'))).toBe(false);
  });
});

describe('appeal schemas', () => {
  const problem = (schema: typeof appealInputSchema | typeof appealDecisionInputSchema, input: unknown) => {
    const parsed = schema.safeParse(input);
    return parsed.success ? null : parsed.error.issues[0]?.message;
  };

  it('asks the member for a text of the allowed length', () => {
    expect(problem(appealInputSchema, { text: 'The listing is my own work and real.' })).toBeNull();
    expect(problem(appealInputSchema, {})).toBe(MODERATION_MESSAGES.appealTextRequired);
    expect(problem(appealInputSchema, { text: '   ' })).toBe(MODERATION_MESSAGES.appealTextRequired);
    expect(problem(appealInputSchema, { text: 'too short' })).toBe(MODERATION_MESSAGES.appealTextTooShort);
    expect(problem(appealInputSchema, { text: 'x'.repeat(APPEAL_LIMITS.textMax + 1) })).toBe(
      MODERATION_MESSAGES.appealTextTooLong,
    );
  });

  it('asks the second moderator for an outcome and reasons', () => {
    const reasons = 'The photos are the member’s own, as the originals show.';
    expect(problem(appealDecisionInputSchema, { granted: true, reasons })).toBeNull();
    expect(problem(appealDecisionInputSchema, { granted: 'yes', reasons })).toBe(
      MODERATION_MESSAGES.appealOutcomeRequired,
    );
    expect(problem(appealDecisionInputSchema, { granted: false, reasons: 'no' })).toBe(
      MODERATION_MESSAGES.appealReasonsRequired,
    );
  });
});
