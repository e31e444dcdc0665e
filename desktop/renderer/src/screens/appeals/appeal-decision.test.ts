import { APPEAL_LIMITS, CONSOLE_MESSAGES, MODERATION_MESSAGES } from '@partilha/domain';
import { describe, expect, it } from 'vitest';
import { appealDecisionBlock, appealOutcomeMessage, appealReasonsProblem } from './appeal-decision';

describe('deciding an appeal', () => {
  it('asks for reasons the server would accept', () => {
    expect(appealReasonsProblem(true, '')).toBe(MODERATION_MESSAGES.appealReasonsRequired);
    expect(appealReasonsProblem(false, '   short   ')).toBe(MODERATION_MESSAGES.appealReasonsRequired);
    expect(appealReasonsProblem(true, 'x'.repeat(APPEAL_LIMITS.reasonsMax + 1))).toBe(
      MODERATION_MESSAGES.appealReasonsTooLong,
    );
    expect(appealReasonsProblem(true, 'The photos show the bike is the owner’s own.')).toBeNull();
  });

  it('blocks the moderator who made the original decision, with the reason', () => {
    expect(appealDecisionBlock({ status: 'open', canDecide: false }, true)).toBe(
      MODERATION_MESSAGES.appealSameModerator,
    );
    expect(appealDecisionBlock({ status: 'open', canDecide: true }, true)).toBeNull();
  });

  it('blocks a decided appeal and a role without the right', () => {
    expect(appealDecisionBlock({ status: 'granted', canDecide: true }, true)).toBe(MODERATION_MESSAGES.appealNotOpen);
    expect(appealDecisionBlock({ status: 'open', canDecide: true }, false)).toBe(CONSOLE_MESSAGES.noAccess);
  });

  it('says what the decision did', () => {
    expect(appealOutcomeMessage({ status: 'granted' })).toBe(MODERATION_MESSAGES.appealGranted);
    expect(appealOutcomeMessage({ status: 'rejected' })).toBe(MODERATION_MESSAGES.appealRejected);
  });
});
