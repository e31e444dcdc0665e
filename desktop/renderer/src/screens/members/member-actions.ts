import type { ConsoleMember } from '@partilha/data';
import type { ConsoleAction } from '@partilha/domain';

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
      ? { kind: 'unverify', label: 'Revoke verification', requires: 'members.verify' }
      : { kind: 'verify', label: 'Verify provider', requires: 'members.verify' },
    member.suspended
      ? { kind: 'reinstate', label: 'Reinstate account', requires: 'members.suspend' }
      : { kind: 'suspend', label: 'Suspend account', requires: 'members.suspend' },
    { kind: 'role', label: 'Change role', requires: 'members.changeRole' },
  ];
  return all.filter((action) => can(action.requires));
}
