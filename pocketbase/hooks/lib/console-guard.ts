import { CONSOLE_MESSAGES, consoleCan, isStaffRole, type ConsoleAction, type StaffRole } from '@partilha/domain';
import { actorOf } from './actor';
import { forbidden, unauthorized } from './api-errors';

/** Someone the console lets in: a staff member, or a superuser acting as an operator. */
export interface ConsoleActor {
  id: string;
  name: string;
  role: StaffRole | 'superuser';
}

/**
 * The access check of every `/api/console/*` route, from the one table in
 * `@partilha/domain` (`consoleCan`): no token 401; a member 403 "no access"; a moderator on an
 * operator's action 403 "only operators". Superusers pass as operators.
 */
export function requireConsoleAction(auth: PbRecord | null | undefined, action: ConsoleAction): ConsoleActor {
  const actor = actorOf(auth);
  if (actor.kind === 'guest' || !auth) throw unauthorized(CONSOLE_MESSAGES.signInRequired);
  if (actor.kind === 'superuser') return { id: auth.id, name: auth.getString('email'), role: 'superuser' };
  if (!isStaffRole(actor.role)) throw forbidden(CONSOLE_MESSAGES.noAccess);
  if (!consoleCan(actor.role, action)) throw forbidden(CONSOLE_MESSAGES.operatorsOnly);
  const name = auth.getString('displayName') || `${auth.getString('firstName')} ${auth.getString('lastName')}`.trim();
  return { id: actor.id, name, role: actor.role };
}

/** Whether this console actor may do an action (superusers may do all). */
export function consoleActorCan(actor: ConsoleActor, action: ConsoleAction): boolean {
  return actor.role === 'superuser' || consoleCan(actor.role, action);
}
