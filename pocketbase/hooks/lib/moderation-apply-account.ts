import { storedInstant } from './booking-records';
import { markListingsOf } from './console-actions-members';
import { instantOf } from './moderation-decision-records';

export interface MemberSuspensionChange {
  before: { suspended: boolean; suspendedUntil: string };
  after: { suspended: boolean; suspendedUntil: string; listings: number };
}

/**
 * The later end of two restrictions on one member: an indefinite one (null) outlasts any period.
 * A member already restricted indefinitely by an earlier decision stays so.
 */
function laterEnd(member: PbRecord, until: Date | null): Date | null {
  if (!member.getBool('suspended') || until === null) return until;
  const current = instantOf(member.getString('suspendedUntil'));
  if (current === null) return null;
  return current.getTime() > until.getTime() ? current : until;
}

/**
 * restrict_account: the member as `POST /api/console/members/{id}/suspension` leaves them (cannot
 * sign in — lib/suspended-sign-in.ts —, every token renewed, every listing out of search through
 * `ownerSuspended`), plus `suspendedUntil` (empty = indefinitely; the cron of
 * hooks/moderation-decisions.pb.ts reinstates them when it passes) and `suspensionDecision`.
 * A member already suspended from the console stays suspended as the console left them. Call with
 * the transaction's app. The reversal is `reinstateMember`.
 */
export function restrictAccountForDecision(
  txApp: PbApp,
  member: PbRecord,
  restriction: { decisionId: string; reason: string; until: Date | null; now: Date },
): MemberSuspensionChange {
  const before = { suspended: member.getBool('suspended'), suspendedUntil: member.getString('suspendedUntil') };
  if (before.suspended && !member.getString('suspensionDecision')) {
    // Suspended from the console (indefinitely, with the operator's reason): that suspension stays
    // as it is, so neither the cron nor a granted appeal against this decision lifts it.
    return { before, after: { ...before, listings: 0 } };
  }
  const until = laterEnd(member, restriction.until);
  member.set('suspended', true);
  member.set('suspendedReason', restriction.reason.slice(0, 500));
  if (!before.suspended) member.set('suspendedAt', storedInstant(restriction.now));
  member.set('suspendedUntil', until ? storedInstant(until) : '');
  member.set('suspensionDecision', restriction.decisionId);
  member.refreshTokenKey();
  txApp.save(member);
  const listings = markListingsOf(txApp, member.id, true);
  return { before, after: { suspended: true, suspendedUntil: member.getString('suspendedUntil'), listings } };
}

/**
 * Lifts a member's restriction as the console's reinstate does (their listings return to search,
 * tokens stay renewed) and clears the period and the decision link. Used when the period ends
 * (lib/moderation-expiry.ts) and when an appeal is granted (lib/moderation-reverse.ts).
 */
export function reinstateMember(txApp: PbApp, member: PbRecord): MemberSuspensionChange {
  const before = { suspended: member.getBool('suspended'), suspendedUntil: member.getString('suspendedUntil') };
  member.set('suspended', false);
  member.set('suspendedReason', '');
  member.set('suspendedAt', '');
  member.set('suspendedUntil', '');
  member.set('suspensionDecision', '');
  txApp.save(member);
  const listings = markListingsOf(txApp, member.id, false);
  return { before, after: { suspended: false, suspendedUntil: '', listings } };
}
