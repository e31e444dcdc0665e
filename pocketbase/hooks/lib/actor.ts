import type { UserRole } from '@partilha/domain';

/** Who is making a request, as the rules of the hooks see it. */
export type Actor = { kind: 'guest' } | { kind: 'superuser' } | { kind: 'user'; id: string; role: UserRole };

const OPERATOR: UserRole = 'operator';

export function actorOf(auth: PbRecord | null | undefined): Actor {
  if (!auth) return { kind: 'guest' };
  if (auth.isSuperuser()) return { kind: 'superuser' };
  return { kind: 'user', id: auth.id, role: auth.getString('role') === OPERATOR ? OPERATOR : 'user' };
}

export function isOperator(actor: Actor): boolean {
  return actor.kind === 'user' && actor.role === OPERATOR;
}
