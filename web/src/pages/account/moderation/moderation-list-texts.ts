import type { MemberStatementItem } from '@partilha/data';
import { APPEAL_STATUS_LABELS, NOTICE_TARGET_LABELS, type DecisionType } from '@partilha/domain';
import { STATEMENT_OF_REASONS_TEXTS } from '@partilha/ui';
import { hasPassed, moderationDay } from '../../moderation/moderation-dates';

export const MODERATION_LIST_TEXTS = {
  title: 'Decisions about your content',
  tab: 'Moderation',
  intro:
    'When we restrict one of your listings, reviews or your account, we explain why in a statement of reasons. You can read each one here and appeal it within six months.',
  empty: 'No decisions about your content.',
  loadFailed: 'We could not load the decisions about your content. Please try again.',
  tryAgain: 'Try Again',
  open: 'Read the statement',
  decided: 'Decided',
  status: 'Status',
  appeal: 'Appeal',
} as const;

/** The restriction as the member reads it (the console's labels are the moderator's verbs). */
const RESTRICTION_LABELS: Record<DecisionType, string> = {
  no_action: 'No action',
  hide_review: 'Review hidden',
  suspend_listing: 'Listing suspended',
  restrict_account: 'Account suspended',
};

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
    return item.appeal.status === 'open'
      ? 'Appeal received, under review'
      : `Appeal ${APPEAL_STATUS_LABELS[item.appeal.status].toLowerCase()}`;
  }
  if (item.status === 'committed' && item.appealDeadline && !hasPassed(item.appealDeadline, now)) {
    return `Not appealed: you can appeal until ${moderationDay(item.appealDeadline)}`;
  }
  return 'Not appealed';
}

export function moderationRowOf(item: MemberStatementItem, now: Date): ModerationRow {
  return {
    id: item.id,
    title: item.targetLabel || NOTICE_TARGET_LABELS[item.kind],
    item: NOTICE_TARGET_LABELS[item.kind],
    restriction: RESTRICTION_LABELS[item.type],
    decided: moderationDay(item.committedAt),
    status: STATEMENT_OF_REASONS_TEXTS[item.status],
    reversed: item.status === 'reversed',
    appeal: appealStateText(item, now),
  };
}
