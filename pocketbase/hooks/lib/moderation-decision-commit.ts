import {
  MODERATION_MESSAGES,
  appealDeadline,
  isRestriction,
  isStaffRole,
  type DecisionType,
  type StaffRole,
} from '@partilha/domain';
import { appendAudit } from './audit-log';
import { conflict } from './booking-api-errors';
import { findRecordOrNull, storedInstant } from './booking-records';
import { inTransaction } from './booking-transaction';
import type { ConsoleRequest } from './console-actions-members';
import { personNameOf } from './console-actions-rows';
import type { ConsoleActor } from './console-guard';
import { applyRestriction } from './moderation-apply-restriction';
import {
  CASES,
  DECISIONS,
  NOTICES,
  batchOf,
  decisionItem,
  decisionsOfBatch,
  instantOf,
  restrictionEnd,
  statementOf,
  type DecisionItem,
} from './moderation-decision-records';
import { appealTokenHash, newAppealToken } from './moderation-decision-token';
import { sendModerationMails } from './moderation-mail';
import { committedDecisionMails, type CommittedDecision } from './moderation-statement-mail';
import { notifierLanguage } from './moderation-appeal-mails';
import { memberLanguage } from './member-language';

/** The moderator who decided, as the audit log names them (a superuser is not in `users`). */
function deciderOf(txApp: PbApp, decision: PbRecord): ConsoleActor {
  const id = decision.getString('decidedBy');
  const user = findRecordOrNull(txApp, 'users', id);
  const role = user?.getString('role') ?? '';
  return {
    id,
    name: decision.getString('decidedByName'),
    role: user && isStaffRole(role) ? (role as StaffRole) : 'superuser',
  };
}

/** Closes the case and its confirmed notices with the outcome; gives back the notifiers to write to. */
function closeCase(txApp: PbApp, decision: PbRecord, now: Date): CommittedDecision['notifiers'] {
  const outcome = isRestriction(decision.getString('type') as DecisionType) ? 'restricted' : 'no_action';
  const entry = findRecordOrNull(txApp, CASES, decision.getString('case'));
  if (entry) {
    entry.set('status', 'closed');
    entry.set('decision', decision.id);
    entry.set('closedAt', storedInstant(now));
    txApp.save(entry);
  }
  const notices = txApp.findRecordsByFilter(NOTICES, 'case = {:case} && status = "open"', 'created', 0, 0, {
    case: decision.getString('case'),
  });
  for (const notice of notices) {
    notice.set('status', 'closed');
    notice.set('outcome', outcome);
    txApp.save(notice);
  }
  return notices.map((notice) => ({
    email: notice.getString('notifierEmail'),
    name: notice.getString('notifierName'),
    language: notifierLanguage(txApp, notice),
  }));
}

function affectedOf(txApp: PbApp, decision: PbRecord): CommittedDecision['affected'] {
  const member = findRecordOrNull(txApp, 'users', decision.getString('affectedUser'));
  return member ? { email: member.email(), name: personNameOf(member), language: memberLanguage(member) } : null;
}

/**
 * Commits one pending decision in one transaction: applies its restriction
 * (lib/moderation-apply-restriction.ts), stores the statement of reasons, the appeal deadline and
 * the hashed appeal token, closes the case and its notices, and appends moderation.decision. A
 * decision that is no longer pending (undone, or committed meanwhile by the cron or the console)
 * is left as it is: null. The e-mails go after the commit.
 */
export function commitDecision(app: PbApp, decisionId: string, now: Date, ip: string): CommittedDecision | null {
  return inTransaction(app, (txApp) => {
    const decision = findRecordOrNull(txApp, DECISIONS, decisionId);
    if (!decision || decision.getString('status') !== 'pending') return null;
    const type = decision.getString('type');
    const statement = statementOf(decision, now, restrictionEnd(type, decision.getInt('durationDays'), now));
    const applied = applyRestriction(txApp, decision, statement, now);
    const restriction = isRestriction(statement.type);
    const appealToken = restriction ? newAppealToken() : null;
    decision.set('status', 'committed');
    decision.set('committedAt', storedInstant(now));
    decision.set('endsAt', statement.endsAt ? storedInstant(new Date(statement.endsAt)) : '');
    decision.set('statement', statement);
    decision.set('appealDeadline', restriction ? storedInstant(appealDeadline(now)) : '');
    decision.set('appealTokenHash', appealToken ? appealTokenHash(appealToken) : '');
    txApp.save(decision);
    const notifiers = closeCase(txApp, decision, now);
    appendAudit(txApp, {
      actor: deciderOf(txApp, decision),
      action: 'moderation.decision',
      targetCollection: decision.getString('targetCollection'),
      targetId: decision.getString('targetId'),
      targetLabel: decision.getString('targetLabel'),
      before: { ...applied.before, decision: decision.id, type },
      after: { ...applied.after, decision: decision.id, type },
      reason: decision.getString('facts'),
      ip,
    });
    return { statement, appealToken, affected: affectedOf(txApp, decision), notifiers };
  });
}

/**
 * Commits decisions one transaction each, then sends each one's e-mails (a failure is logged).
 * `keepGoing` (the cron) logs a decision that fails and goes on with the next; the console's call
 * answers the failure.
 */
function commitAll(app: PbApp, decisionIds: string[], now: Date, ip: string, keepGoing: boolean): number {
  let committed = 0;
  for (const id of decisionIds) {
    let done: CommittedDecision | null = null;
    try {
      done = commitDecision(app, id, now, ip);
    } catch (error) {
      if (!keepGoing) throw error;
      app.logger().error('Committing a moderation decision failed', 'decision', id, 'error', String(error));
    }
    if (!done) continue;
    committed += 1;
    sendModerationMails(app, committedDecisionMails(app, done));
  }
  return committed;
}

export interface CommittedBatch {
  batch: string;
  status: 'committed' | 'undone';
  decisions: DecisionItem[];
}

/**
 * `POST /api/moderation/decisions/commit` `{ batch }`: the console calls it when its undo toast
 * ends. 409 undoWindowOpen while any decision of the batch is still in its window; a batch already
 * committed (by the cron, say) or undone answers as it stands.
 */
export function commitModerationBatch(app: PbApp, request: ConsoleRequest, body: unknown, now: Date): CommittedBatch {
  const batch = batchOf(body);
  const pending = decisionsOfBatch(app, batch).filter((decision) => decision.getString('status') === 'pending');
  const open = pending.some((decision) => (instantOf(decision.getString('commitAt'))?.getTime() ?? 0) > now.getTime());
  if (open) throw conflict(MODERATION_MESSAGES.undoWindowOpen);
  commitAll(
    app,
    pending.map((decision) => decision.id),
    now,
    request.ip,
    false,
  );
  const decisions = decisionsOfBatch(app, batch).map(decisionItem);
  const undone = decisions.every((decision) => decision.status === 'undone');
  return { batch, status: undone ? 'undone' : 'committed', decisions };
}

/**
 * The `moderation-commit` cron: every pending decision whose window has passed, committed, so a
 * console closed during the undo toast never leaves a decision pending. Returns how many.
 */
export function commitDueDecisions(app: PbApp, now: Date): number {
  const due = app.findRecordsByFilter(DECISIONS, 'status = "pending" && commitAt <= {:now}', 'commitAt,id', 500, 0, {
    now: storedInstant(now),
  });
  return commitAll(
    app,
    due.map((decision) => decision.id),
    now,
    '',
    true,
  );
}
