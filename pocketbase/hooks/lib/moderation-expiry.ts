import { appendAudit } from './audit-log';
import { storedInstant } from './booking-records';
import { inTransaction } from './booking-transaction';
import { personNameOf } from './console-actions-rows';
import { reinstateMember } from './moderation-apply-account';
import { instantOf } from './moderation-decision-records';

const SYSTEM_ACTOR = { id: '', name: 'Partilha', role: 'system' } as const;

/** Whether a member's restriction period has ended (an indefinite one, empty `suspendedUntil`, never does). */
export function restrictionPeriodOver(member: PbRecord, now: Date): boolean {
  const until = instantOf(member.getString('suspendedUntil'));
  return member.getBool('suspended') && until !== null && until.getTime() <= now.getTime();
}

/** Reinstates one member whose period has ended, audited as restriction.expire by the system; false if it had not. */
export function expireRestriction(app: PbApp, memberId: string, now: Date): boolean {
  return inTransaction(app, (txApp) => {
    const member = txApp.findRecordById('users', memberId);
    if (!restrictionPeriodOver(member, now)) return false;
    const decision = member.getString('suspensionDecision');
    const change = reinstateMember(txApp, member);
    appendAudit(txApp, {
      actor: SYSTEM_ACTOR,
      action: 'restriction.expire',
      targetCollection: 'users',
      targetId: member.id,
      targetLabel: personNameOf(member),
      before: { ...change.before, decision },
      after: change.after,
      reason: '',
      ip: '',
    });
    return true;
  });
}

/**
 * Restriction periods (the `moderation-commit` cron): every member whose `suspendedUntil` has
 * passed is reinstated as the console's reinstate does (their listings return to search), one
 * transaction each. Returns how many.
 */
export function expireRestrictions(app: PbApp, now: Date): number {
  const due = app.findRecordsByFilter(
    'users',
    'suspended = true && suspendedUntil != "" && suspendedUntil <= {:now}',
    'suspendedUntil,id',
    500,
    0,
    { now: storedInstant(now) },
  );
  let expired = 0;
  for (const member of due) if (expireRestriction(app, member.id, now)) expired += 1;
  return expired;
}
