import { CONSOLE_MESSAGES } from '@partilha/domain';
import { setListingSuspension, type ConsoleListing } from '@partilha/data';
import { ReasonDialog } from '@partilha/ui';
import { useConsole } from '../../app/console-context';

export interface ListingSuspensionDialogProps {
  listing: ConsoleListing | null;
  onClose: () => void;
  onDone: () => void;
}

/** Suspends an active listing or restores a suspended one, with the reason the audit log keeps. */
export function ListingSuspensionDialog({ listing, onClose, onDone }: ListingSuspensionDialogProps) {
  const { client } = useConsole();
  const suspending = listing?.status !== 'suspended';
  return (
    <ReasonDialog
      isOpen={listing !== null}
      title={listing ? `${suspending ? 'Suspend' : 'Restore'} ${listing.title}` : ''}
      description={
        suspending
          ? `It leaves search, and its page says "${CONSOLE_MESSAGES.listingUnavailable}" to everyone but its owner and staff.`
          : 'It returns to search and its page shows again (unless its owner is suspended).'
      }
      confirmLabel={suspending ? 'Suspend listing' : 'Restore listing'}
      intent={suspending ? 'danger' : 'primary'}
      onClose={onClose}
      onConfirm={async (reason) => {
        if (!listing) return;
        await setListingSuspension(client, listing.id, suspending, reason);
        onDone();
      }}
    />
  );
}
