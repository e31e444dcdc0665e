import type { MemberFilters } from '@partilha/data';
import { isIsoDate, USER_ROLES, type UserRole } from '@partilha/domain';

const isRole = (value: string | undefined): value is UserRole =>
  (USER_ROLES as readonly string[]).includes(value ?? '');

function yesNo(value: string | undefined): boolean | null {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return null;
}

/** The Members filters in the hash; invalid values are dropped rather than sent. */
export function readMemberFilters(params: Readonly<Record<string, string>>): MemberFilters {
  return {
    q: params.q ?? '',
    role: isRole(params.role) ? params.role : '',
    verified: yesNo(params.verified),
    city: params.city ?? '',
    joinedFrom: isIsoDate(params.joinedFrom) ? params.joinedFrom : '',
    joinedTo: isIsoDate(params.joinedTo) ? params.joinedTo : '',
    suspended: yesNo(params.suspended),
  };
}
