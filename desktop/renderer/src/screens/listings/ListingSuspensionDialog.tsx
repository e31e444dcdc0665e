import { CONSOLE_RECORDS_TEXTS as T, CONSOLE_MESSAGES } from '@partilha/domain';
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
      title={listing ? (suspending ? T.suspendListingTitle : T.restoreListingTitle)(listing.title) : ''}
      description={suspending ? T.suspendListingSays(CONSOLE_MESSAGES.listingUnavailable) : T.restoreListingSays}
      confirmLabel={suspending ? T.suspendListing : T.restoreListing}
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
