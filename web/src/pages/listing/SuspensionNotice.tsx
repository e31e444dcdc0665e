import { Callout } from '@blueprintjs/core';
import { usePocketBase } from '@partilha/data';
import { useCallback } from 'react';
import { useLoader } from '../../app/use-loader';
import { getListingSuspension, isOutOfMarketplace, suspensionNotice } from './listing-suspension';

/**
 * The warning on a listing out of the marketplace, for its owner and staff (the only people who
 * can read such a listing): suspended by staff, with their reason, or hidden while the owner's
 * account is suspended. A public listing shows nothing.
 */
export function SuspensionNotice({ listingId, status }: { listingId: string; status: string }) {
  const client = usePocketBase();
  const load = useCallback(() => getListingSuspension(client, listingId), [client, listingId]);
  const state = useLoader(load);
  const suspension =
    state.status === 'ready' ? state.data : { suspended: status === 'suspended', ownerSuspended: false, reason: '' };
  if (!isOutOfMarketplace(suspension)) return null;
  return (
    <Callout intent="warning" compact className="listing-detail__suspended">
      {suspensionNotice(suspension)}
    </Callout>
  );
}
