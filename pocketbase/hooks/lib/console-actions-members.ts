import { CONSOLE_MESSAGES, USER_ROLES, isStaffRole, type UserRole } from '@partilha/domain';
import { badRequest, forbidden } from './api-errors';
import { appendAudit } from './audit-log';
import { conflict } from './booking-api-errors';
import { storedInstant } from './booking-records';
import { inTransaction } from './booking-transaction';
import { actionChoice, actionReason, findTarget, type ActionBody } from './console-actions-input';
import type { ConsoleActor } from './console-guard';
import { memberItem, personNameOf, type MemberItem } from './console-actions-rows';

const USERS = 'users';
const LISTINGS = 'listings';
const OPERATOR: UserRole = 'operator';

/** Who made the request, for the audit entry. */
export interface ConsoleRequest {
  actor: ConsoleActor;
  ip: string;
}

/**
 * `POST /api/console/members/{id}/verification` `{ verified, reason }`: grants or revokes the
 * Verified Provider badge, audited as member.verify / member.unverify.
 */
export function setMemberVerification(app: PbApp, request: ConsoleRequest, id: string, body: ActionBody): MemberItem {
  const verified = actionChoice(body, 'verified');
  const reason = actionReason(body);
  return inTransaction(app, (txApp) => {
    const member = findTarget(txApp, USERS, id);
    const before = member.getBool('verifiedProvider');
    member.set('verifiedProvider', verified);
    txApp.save(member);
    appendAudit(txApp, {
      actor: request.actor,
      action: verified ? 'member.verify' : 'member.unverify',
      targetCollection: USERS,
      targetId: member.id,
      targetLabel: personNameOf(member),
      before: { verifiedProvider: before },
      after: { verifiedProvider: verified },
      reason,
      ip: request.ip,
    });
    return memberItem(txApp, member, request.actor);
  });
}

/** Every listing of the member follows the member's suspension (and so leaves or rejoins search). */
export function markListingsOf(app: PbApp, ownerId: string, ownerSuspended: boolean): number {
  const listings = app.findRecordsByFilter(LISTINGS, 'owner = {:owner}', '', 0, 0, { owner: ownerId });
  for (const listing of listings) {
    listing.set('ownerSuspended', ownerSuspended);
    app.save(listing);
  }
  return listings.length;
}

/**
 * `POST /api/console/members/{id}/suspension` `{ suspended, reason }`: a suspended member cannot
 * sign in (hooks/users.pb.ts), their tokens stop working (new token key) and their listings leave
 * the marketplace; reinstating undoes all but the tokens. Nobody suspends themselves or a staff
 * account. Audited as member.suspend / member.reinstate.
 */
export function setMemberSuspension(
  app: PbApp,
  request: ConsoleRequest,
  id: string,
  body: ActionBody,
  now: Date,
): MemberItem {
  const suspended = actionChoice(body, 'suspended');
  const reason = actionReason(body);
  return inTransaction(app, (txApp) => {
    const member = findTarget(txApp, USERS, id);
    if (suspended && member.id === request.actor.id) throw forbidden(CONSOLE_MESSAGES.ownSuspension);
    if (suspended && isStaffRole(member.getString('role'))) throw forbidden(CONSOLE_MESSAGES.staffSuspension);
    const before = member.getBool('suspended');
    member.set('suspended', suspended);
    member.set('suspendedReason', suspended ? reason : '');
    member.set('suspendedAt', suspended ? storedInstant(now) : '');
    // A suspension from the console is indefinite: it replaces a moderation decision's period and
    // statement link (docs/moderation-api.md), so the moderation-commit cron never lifts it.
    member.set('suspendedUntil', '');
    member.set('suspensionDecision', '');
    if (suspended) member.refreshTokenKey();
    txApp.save(member);
    const listings = markListingsOf(txApp, member.id, suspended);
    appendAudit(txApp, {
      actor: request.actor,
      action: suspended ? 'member.suspend' : 'member.reinstate',
      targetCollection: USERS,
      targetId: member.id,
      targetLabel: personNameOf(member),
      before: { suspended: before },
      after: { suspended, listings },
      reason,
      ip: request.ip,
    });
    return memberItem(txApp, member, request.actor);
  });
}

function isUserRole(value: unknown): value is UserRole {
  return typeof value === 'string' && (USER_ROLES as readonly string[]).includes(value);
}

function operatorCount(app: PbApp): number {
  const row = new DynamicModel({ n: 0 });
  app.db().newQuery('SELECT count(*) AS n FROM users WHERE role = {:role}').bind({ role: OPERATOR }).one(row);
  return Number(row.n);
}

/**
 * `POST /api/console/members/{id}/role` `{ role, reason }` (operators only): nobody changes their
 * own role, and the last operator stays one (counted inside the transaction, so two demotions at
 * once cannot both pass). Audited as member.role with the roles before and after.
 */
export function setMemberRole(app: PbApp, request: ConsoleRequest, id: string, body: ActionBody): MemberItem {
  if (!isUserRole(body.role)) throw badRequest(CONSOLE_MESSAGES.invalidRole);
  const role = body.role;
  const reason = actionReason(body);
  return inTransaction(app, (txApp) => {
    const member = findTarget(txApp, USERS, id);
    if (member.id === request.actor.id) throw forbidden(CONSOLE_MESSAGES.ownRole);
    const before = member.getString('role');
    if (before === OPERATOR && role !== OPERATOR && operatorCount(txApp) <= 1) {
      throw conflict(CONSOLE_MESSAGES.lastOperator);
    }
    member.set('role', role);
    txApp.save(member);
    appendAudit(txApp, {
      actor: request.actor,
      action: 'member.role',
      targetCollection: USERS,
      targetId: member.id,
      targetLabel: personNameOf(member),
      before: { role: before },
      after: { role },
      reason,
      ip: request.ip,
    });
    return memberItem(txApp, member, request.actor);
  });
}
