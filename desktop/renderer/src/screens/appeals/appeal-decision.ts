import type { ConsoleAppeal } from '@partilha/data';
import { appealDecisionInputSchema, CONSOLE_MESSAGES, MODERATION_MESSAGES } from '@partilha/domain';

/**
 * What is wrong with the reasons typed for an appeal decision, in the words the server would use
 * (`appealDecisionInputSchema`), or null when they may be sent.
 */
export function appealReasonsProblem(granted: boolean, reasons: string): string | null {
  const parsed = appealDecisionInputSchema.safeParse({ granted, reasons });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? MODERATION_MESSAGES.appealReasonsRequired);
}

/**
 * Why this person cannot decide this appeal now, or null when they can: the appeal is no longer
 * open, their role may not decide appeals, or they made the decision appealed against (the
 * server refuses all three; the console says so before anyone types reasons).
 */
export function appealDecisionBlock(
  appeal: Pick<ConsoleAppeal, 'status' | 'canDecide'>,
  mayDecideAppeals: boolean,
): string | null {
  if (appeal.status !== 'open') return MODERATION_MESSAGES.appealNotOpen;
  if (!mayDecideAppeals) return CONSOLE_MESSAGES.noAccess;
  if (!appeal.canDecide) return MODERATION_MESSAGES.appealSameModerator;
  return null;
}

/** The toast after a decision, from what the server answered. */
export function appealOutcomeMessage(appeal: Pick<ConsoleAppeal, 'status'>): string {
  return appeal.status === 'granted' ? MODERATION_MESSAGES.appealGranted : MODERATION_MESSAGES.appealRejected;
}
