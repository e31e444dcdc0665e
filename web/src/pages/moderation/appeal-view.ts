import { MODERATION_MESSAGES } from '@partilha/domain';
import type { MemberStatement } from '@partilha/data';
import { hasPassed, moderationDay } from './moderation-dates';
import { STATEMENT_PAGE_TEXTS } from './statement-page-texts';

/** What the appeal part of a statement page shows. */
export type AppealView =
  /** The form, while the server says the member can appeal. */
  | { kind: 'form'; deadline: string }
  /** The member's appeal: waiting for a second moderator, or decided with reasons. */
  | {
      kind: 'appeal';
      intent: 'primary' | 'success' | 'warning';
      title: string;
      text: string;
      appealText: string;
      reasons: string;
    }
  /** No appeal is possible any more: the six months passed, or the decision cannot be appealed. */
  | { kind: 'closed'; text: string };

/** The appeal part of the page from the server's answer; `now` decides whether the window passed. */
export function appealViewOf(statement: MemberStatement, now: Date): AppealView {
  const { appeal } = statement;
  if (appeal) {
    const decided = moderationDay(appeal.decidedAt);
    const decidedOn = decided ? ` ${STATEMENT_PAGE_TEXTS.appealDecidedOn(decided)}` : '';
    switch (appeal.status) {
      case 'open':
        return {
          kind: 'appeal',
          intent: 'primary',
          title: STATEMENT_PAGE_TEXTS.appealReceivedTitle,
          text: STATEMENT_PAGE_TEXTS.appealReceived(moderationDay(appeal.created)),
          appealText: appeal.text,
          reasons: '',
        };
      case 'granted':
        return {
          kind: 'appeal',
          intent: 'success',
          title: STATEMENT_PAGE_TEXTS.appealGrantedTitle,
          text: `${MODERATION_MESSAGES.appealGranted}${decidedOn}`,
          appealText: appeal.text,
          reasons: appeal.reasons,
        };
      case 'rejected':
        return {
          kind: 'appeal',
          intent: 'warning',
          title: STATEMENT_PAGE_TEXTS.appealRejectedTitle,
          text: `${MODERATION_MESSAGES.appealRejected}${decidedOn}`,
          appealText: appeal.text,
          reasons: appeal.reasons,
        };
    }
  }
  if (statement.canAppeal) return { kind: 'form', deadline: moderationDay(statement.appealDeadline) };
  return {
    kind: 'closed',
    text: hasPassed(statement.appealDeadline, now)
      ? MODERATION_MESSAGES.appealWindowOver
      : MODERATION_MESSAGES.appealNotAppealable,
  };
}
