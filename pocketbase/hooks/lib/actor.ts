import type { UserRole } from '@partilha/domain';

/** Who is making a request, as the rules of the hooks see it. */
export type Actor = { kind: 'guest' } | { kind: 'superuser' } | { kind: 'user'; id: string; role: UserRole };

const OPERATOR: UserRole = 'operator';
const MODERATOR: UserRole = 'moderator';

function roleOf(auth: PbRecord): UserRole {
  const role = auth.getString('role');
  return role === OPERATOR || role === MODERATOR ? role : 'user';
}

export function actorOf(auth: PbRecord | null | undefined): Actor {
  if (!auth) return { kind: 'guest' };
  if (auth.isSuperuser()) return { kind: 'superuser' };
  return { kind: 'user', id: auth.id, role: roleOf(auth) };
}

export function isOperator(actor: Actor): boolean {
  return actor.kind === 'user' && actor.role === OPERATOR;
}

/** Operators and moderators: the people the operator console is for. */
export function isStaff(actor: Actor): boolean {
  return actor.kind === 'user' && (actor.role === OPERATOR || actor.role === MODERATOR);
}
