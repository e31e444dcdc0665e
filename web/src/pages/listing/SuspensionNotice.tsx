import { Callout } from '@blueprintjs/core';
import { usePocketBase } from '@partilha/data';
import { LISTING_PAGE_MESSAGES, statementPath } from '@partilha/domain';
import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { useLoader } from '../../app/use-loader';
import { getListingSuspension, isOutOfMarketplace, suspensionNotice } from './listing-suspension';

/**
 * The warning on a listing out of the marketplace, for its owner and staff (the only people who
 * can read such a listing): suspended by staff, with their reason, or hidden while the owner's
 * account is suspended. A public listing shows nothing. When a moderation decision suspended it,
 * the owner gets the link to its statement of reasons (staff read decisions in the console).
 */
export function SuspensionNotice({
  listingId,
  status,
  isOwner = false,
}: {
  listingId: string;
  status: string;
  isOwner?: boolean;
}) {
  const client = usePocketBase();
  const load = useCallback(() => getListingSuspension(client, listingId), [client, listingId]);
  const state = useLoader(load);
  const suspension =
    state.status === 'ready'
      ? state.data
      : { suspended: status === 'suspended', ownerSuspended: false, reason: '', decisionId: '' };
  if (!isOutOfMarketplace(suspension)) return null;
  return (
    <Callout intent="warning" compact className="listing-detail__suspended">
      {suspensionNotice(suspension)}
      {isOwner && suspension.decisionId && (
        <>
          {' '}
          <Link to={statementPath(suspension.decisionId)}>{LISTING_PAGE_MESSAGES.readStatement}</Link>
        </>
      )}
    </Callout>
  );
}
