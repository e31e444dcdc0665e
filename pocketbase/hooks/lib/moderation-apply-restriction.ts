import { isStaffRole, restrictionSummary, type DecisionType, type StatementOfReasons } from '@partilha/domain';
import { findRecordOrNull } from './booking-records';
import { restrictAccountForDecision } from './moderation-apply-account';
import { suspendListingForDecision } from './moderation-apply-listing';
import { hideReviewForDecision } from './moderation-apply-review';

/** The item's state before and after a decision, as the audit entry records it. */
export interface AppliedRestriction {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/** A reported item's status in one word: a listing's or review's status; a member active or suspended. */
function statusOf(record: PbRecord | null): string {
  if (!record) return 'deleted';
  if (record.collection().name === 'users') return record.getBool('suspended') ? 'suspended' : 'active';
  return record.getString('status');
}

/**
 * Applies a committed decision's restriction with the transaction's app (hooks/lib/moderation-apply-*.ts,
 * one per type). An item deleted since it was reported has nothing left to restrict (the statement
 * is still stored and sent). A member who has become staff since the decision is left alone: staff
 * accounts are restricted by operators in the console, never from the queue.
 */
export function applyRestriction(
  txApp: PbApp,
  decision: PbRecord,
  statement: StatementOfReasons,
  now: Date,
): AppliedRestriction {
  const type = decision.getString('type') as DecisionType;
  const item = findRecordOrNull(txApp, decision.getString('targetCollection'), decision.getString('targetId'));
  const before = { status: statusOf(item) };
  const reason = restrictionSummary(statement);
  if (type === 'hide_review' && item) {
    return { before, after: { status: hideReviewForDecision(txApp, item).after } };
  }
  if (type === 'suspend_listing' && item) {
    return { before, after: { status: suspendListingForDecision(txApp, item, decision.id, reason).after } };
  }
  if (type === 'restrict_account') {
    const member = findRecordOrNull(txApp, 'users', decision.getString('affectedUser'));
    if (!member || isStaffRole(member.getString('role'))) return { before, after: before };
    const until = statement.endsAt ? new Date(statement.endsAt) : null;
    const change = restrictAccountForDecision(txApp, member, { decisionId: decision.id, reason, until, now });
    const itemAfter = item ? findRecordOrNull(txApp, item.collection().name, item.id) : null;
    return {
      before: { ...before, member: change.before },
      after: { status: statusOf(itemAfter), member: change.after },
    };
  }
  return { before, after: before };
}
