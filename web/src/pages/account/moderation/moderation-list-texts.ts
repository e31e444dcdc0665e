import type { MemberStatementItem } from '@partilha/data';
import { MODERATION_LIST_TEXTS, NOTICE_TARGET_LABELS, RESTRICTION_LABELS } from '@partilha/domain';
import { STATEMENT_OF_REASONS_TEXTS } from '@partilha/ui';
import { hasPassed, moderationDay } from '../../moderation/moderation-dates';

export { MODERATION_LIST_TEXTS } from '@partilha/domain';

/** One row of "Decisions about your content", in words. */
export interface ModerationRow {
  id: string;
  title: string;
  item: string;
  restriction: string;
  decided: string;
  status: string;
  reversed: boolean;
  appeal: string;
}

/** The appeal's state in one line: its status, or until when the member may still appeal. */
export function appealStateText(item: MemberStatementItem, now: Date): string {
  if (item.appeal) {
    if (item.appeal.status === 'open') return MODERATION_LIST_TEXTS.appealUnderReview;
    return item.appeal.status === 'granted'
      ? MODERATION_LIST_TEXTS.appealGranted
      : MODERATION_LIST_TEXTS.appealRejected;
  }
  if (item.status === 'committed' && item.appealDeadline && !hasPassed(item.appealDeadline, now)) {
    return MODERATION_LIST_TEXTS.notAppealedUntil(moderationDay(item.appealDeadline));
  }
  return MODERATION_LIST_TEXTS.notAppealed;
}

export function moderationRowOf(item: MemberStatementItem, now: Date): ModerationRow {
  return {
    id: item.id,
    title: item.targetLabel || NOTICE_TARGET_LABELS[item.kind],
    item: NOTICE_TARGET_LABELS[item.kind],
    restriction: RESTRICTION_LABELS[item.type],
    decided: MODERATION_LIST_TEXTS.day(moderationDay(item.committedAt)),
    status: STATEMENT_OF_REASONS_TEXTS[item.status],
    reversed: item.status === 'reversed',
    appeal: appealStateText(item, now),
  };
}
