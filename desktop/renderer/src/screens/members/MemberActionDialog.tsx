import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { changeMemberRole, setMemberSuspension, setMemberVerification, type ConsoleMember } from '@partilha/data';
import { CONSOLE_RECORDS_TEXTS as T, CONSOLE_ROLE_LABELS, USER_ROLES, type UserRole } from '@partilha/domain';
import { ReasonDialog } from '@partilha/ui';
import { useEffect, useId, useState } from 'react';
import { useConsole } from '../../app/console-context';
import type { MemberActionKind } from './member-actions';

export interface MemberActionDialogProps {
  member: Pick<ConsoleMember, 'id' | 'displayName' | 'role'> | null;
  kind: MemberActionKind | null;
  onClose: () => void;
  onDone: () => void;
}

function textsOf(kind: MemberActionKind): {
  title: (name: string) => string;
  confirm: string;
  intent: 'primary' | 'danger' | 'success' | 'warning';
  says: string;
} {
  switch (kind) {
    case 'verify':
      return { title: T.verifyTitle, confirm: T.verifyProvider, intent: 'success', says: T.verifySays };
    case 'unverify':
      return { title: T.unverifyTitle, confirm: T.revokeVerification, intent: 'warning', says: T.unverifySays };
    case 'suspend':
      return { title: T.suspendTitle, confirm: T.suspendAccount, intent: 'danger', says: T.suspendSays };
    case 'reinstate':
      return { title: T.reinstateTitle, confirm: T.reinstateAccount, intent: 'primary', says: T.reinstateSays };
    case 'role':
      return { title: T.roleTitle, confirm: T.changeRole, intent: 'primary', says: T.roleSays };
  }
}

/** Runs one member action with its reason; the server's refusal (own role, last operator…) shows in the dialog. */
export function MemberActionDialog({ member, kind, onClose, onDone }: MemberActionDialogProps) {
  const { client } = useConsole();
  const id = useId();
  const [role, setRole] = useState<UserRole>(member?.role ?? 'user');
  useEffect(() => {
    if (member) setRole(member.role);
  }, [member, kind]);

  const texts = kind ? textsOf(kind) : null;
  const run = async (reason: string) => {
    if (!member || !kind) return;
    if (kind === 'verify' || kind === 'unverify')
      await setMemberVerification(client, member.id, kind === 'verify', reason);
    else if (kind === 'suspend' || kind === 'reinstate')
      await setMemberSuspension(client, member.id, kind === 'suspend', reason);
    else await changeMemberRole(client, member.id, role, reason);
    onDone();
  };

  return (
    <ReasonDialog
      isOpen={member !== null && kind !== null}
      title={texts && member ? texts.title(member.displayName) : ''}
      confirmLabel={texts?.confirm ?? ''}
      intent={texts?.intent ?? 'primary'}
      description={
        <>
          <p>{texts?.says}</p>
          {kind === 'role' && (
            <FormGroup label={T.newRole} labelFor={`${id}-role`}>
              <HTMLSelect
                id={`${id}-role`}
                value={role}
                onChange={(event) => setRole(event.currentTarget.value as UserRole)}
                options={USER_ROLES.map((value) => ({ value, label: CONSOLE_ROLE_LABELS[value] }))}
              />
            </FormGroup>
          )}
        </>
      }
      onClose={onClose}
      onConfirm={run}
    />
  );
}
