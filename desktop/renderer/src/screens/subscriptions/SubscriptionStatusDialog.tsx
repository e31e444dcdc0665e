import { Radio, RadioGroup } from '@blueprintjs/core';
import { changeSubscriptionStatus, type ConsoleSubscription } from '@partilha/data';
import {
  CONSOLE_RECORDS_TEXTS as T,
  SUBSCRIPTION_STATUS_LABELS,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from '@partilha/domain';
import { ReasonDialog } from '@partilha/ui';
import { useEffect, useState } from 'react';
import { useConsole } from '../../app/console-context';

export interface SubscriptionStatusDialogProps {
  row: ConsoleSubscription | null;
  onClose: () => void;
  onChanged: () => void;
}

/** Changes one sign-up's status, with the reason the audit log keeps. */
export function SubscriptionStatusDialog({ row, onClose, onChanged }: SubscriptionStatusDialogProps) {
  const { client } = useConsole();
  const other = (status: SubscriptionStatus) => (status === 'active' ? 'unsubscribed' : 'active');
  const [status, setStatus] = useState<SubscriptionStatus>(row ? other(row.status) : 'unsubscribed');

  useEffect(() => {
    if (row) setStatus(other(row.status));
  }, [row]);

  return (
    <ReasonDialog
      isOpen={row !== null}
      title={row ? T.changeStatusOf(row.email) : T.changeStatus}
      description={
        <RadioGroup
          label={T.newStatus}
          selectedValue={status}
          onChange={(event) => setStatus(event.currentTarget.value as SubscriptionStatus)}
          inline
        >
          {SUBSCRIPTION_STATUSES.map((value) => (
            <Radio key={value} value={value} label={SUBSCRIPTION_STATUS_LABELS[value]} />
          ))}
        </RadioGroup>
      }
      confirmLabel={T.changeStatus}
      intent={status === 'unsubscribed' ? 'warning' : 'primary'}
      onClose={onClose}
      onConfirm={async (reason) => {
        if (!row) return;
        await changeSubscriptionStatus(client, row.id, status, reason);
        onChanged();
      }}
    />
  );
}
