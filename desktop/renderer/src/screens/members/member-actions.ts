import type { ConsoleMember } from '@partilha/data';
import { CONSOLE_RECORDS_TEXTS as T, type ConsoleAction } from '@partilha/domain';

/** What can be done to a member from the console, each with a reason. */
export type MemberActionKind = 'verify' | 'unverify' | 'suspend' | 'reinstate' | 'role';

export interface MemberActionInfo {
  kind: MemberActionKind;
  /** The button and palette label. */
  label: string;
  requires: ConsoleAction;
}

/** The actions that apply to this member now, for a role that may run them. */
export function memberActionsFor(
  member: Pick<ConsoleMember, 'verifiedProvider' | 'suspended'>,
  can: (action: ConsoleAction) => boolean,
): MemberActionInfo[] {
  const all: MemberActionInfo[] = [
    member.verifiedProvider
      ? { kind: 'unverify', label: T.revokeVerification, requires: 'members.verify' }
      : { kind: 'verify', label: T.verifyProvider, requires: 'members.verify' },
    member.suspended
      ? { kind: 'reinstate', label: T.reinstateAccount, requires: 'members.suspend' }
      : { kind: 'suspend', label: T.suspendAccount, requires: 'members.suspend' },
    { kind: 'role', label: T.changeRole, requires: 'members.changeRole' },
  ];
  return all.filter((action) => can(action.requires));
}
