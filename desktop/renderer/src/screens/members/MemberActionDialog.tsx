import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { changeMemberRole, setMemberSuspension, setMemberVerification, type ConsoleMember } from '@partilha/data';
import { CONSOLE_ROLE_LABELS, USER_ROLES, type UserRole } from '@partilha/domain';
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

const TEXTS: Record<
  MemberActionKind,
  { title: string; confirm: string; intent: 'primary' | 'danger' | 'success' | 'warning'; says: string }
> = {
  verify: {
    title: 'Verify',
    confirm: 'Verify provider',
    intent: 'success',
    says: 'The Verified Provider badge appears on their profile and listings.',
  },
  unverify: {
    title: 'Revoke verification of',
    confirm: 'Revoke verification',
    intent: 'warning',
    says: 'The Verified Provider badge leaves their profile and listings.',
  },
  suspend: {
    title: 'Suspend',
    confirm: 'Suspend account',
    intent: 'danger',
    says: 'They are signed out, cannot sign in, and their listings leave search. They read your reason when they try to sign in.',
  },
  reinstate: {
    title: 'Reinstate',
    confirm: 'Reinstate account',
    intent: 'primary',
    says: 'They can sign in again and their listings return to search.',
  },
  role: {
    title: 'Change role of',
    confirm: 'Change role',
    intent: 'primary',
    says: 'Moderators moderate members and listings; operators can do everything in the console.',
  },
};

/** Runs one member action with its reason; the server's refusal (own role, last operator…) shows in the dialog. */
export function MemberActionDialog({ member, kind, onClose, onDone }: MemberActionDialogProps) {
  const { client } = useConsole();
  const id = useId();
  const [role, setRole] = useState<UserRole>(member?.role ?? 'user');
  useEffect(() => {
    if (member) setRole(member.role);
  }, [member, kind]);

  const texts = kind ? TEXTS[kind] : null;
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
      title={texts && member ? `${texts.title} ${member.displayName}` : ''}
      confirmLabel={texts?.confirm ?? ''}
      intent={texts?.intent ?? 'primary'}
      description={
        <>
          <p>{texts?.says}</p>
          {kind === 'role' && (
            <FormGroup label="New role" labelFor={`${id}-role`}>
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
