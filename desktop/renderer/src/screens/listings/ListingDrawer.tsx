import { Button, Callout } from '@blueprintjs/core';
import { fileUrl, type ConsoleListing } from '@partilha/data';
import {
  formatDate,
  formatEuros,
  getCategoryLabel,
  LISTING_TYPE_LABELS,
  listingDetailPath,
  PRICE_SUFFIXES,
} from '@partilha/domain';
import { DetailDrawer } from '@partilha/ui';
import { useMemo } from 'react';
import { useConsole } from '../../app/console-context';
import { screenHref } from '../../routing/hash-route';
import { useScreenCommands, type ConsoleCommand } from '../../shell/commands';
import { DetailSection, Facts } from '../../shared/Facts';
import { ModerateButton } from '../../shared/ModerateButton';
import { ListingStatusTag } from './listing-columns';

export interface ListingDrawerProps {
  /** The open listing (a row of the table), `null` when closed. */
  listing: ConsoleListing | null;
  /** The hash names a listing that is not on this page: say so. */
  missing: boolean;
  onClose: () => void;
  onSuspend: (listing: ConsoleListing) => void;
}

/** One listing: its details, its owner, the way to its public page, and suspend or restore. */
export function ListingDrawer({ listing, missing, onClose, onSuspend }: ListingDrawerProps) {
  const { client, bridge, serverUrl, can } = useConsole();
  const mayModerate = can('listings.suspend');
  const websiteUrl = listing ? new URL(listingDetailPath(listing.type, listing.id), serverUrl).href : '';
  const suspendLabel = listing?.status === 'suspended' ? 'Restore listing' : 'Suspend listing';

  const commands = useMemo(() => {
    if (!listing) return [];
    const list: ConsoleCommand[] = [
      {
        id: 'listing.website',
        label: 'Open listing on the website',
        group: 'Listing',
        run: () => void bridge.openExternal(websiteUrl),
      },
    ];
    if (mayModerate)
      list.unshift({
        id: 'listing.suspend',
        label: `${suspendLabel}…`,
        group: 'Listing',
        run: () => onSuspend(listing),
      });
    return list;
  }, [listing, mayModerate, suspendLabel, bridge, websiteUrl, onSuspend]);
  useScreenCommands('listing-drawer', commands);

  const image = listing
    ? fileUrl(
        client,
        { id: listing.id, collectionId: 'listings', collectionName: 'listings' },
        listing.image,
        '300x300',
      )
    : '';
  return (
    <DetailDrawer
      isOpen={listing !== null || missing}
      onClose={onClose}
      title={listing ? listing.title || listing.id : 'Listing'}
      subtitle={listing && <ListingStatusTag listing={listing} />}
      actions={
        listing && (
          <>
            {mayModerate && (
              <Button intent={listing.status === 'suspended' ? 'primary' : 'danger'} onClick={() => onSuspend(listing)}>
                {`${suspendLabel}…`}
              </Button>
            )}
            <ModerateButton kind="listing" targetId={listing.id} />
            <Button icon="share" onClick={() => void bridge.openExternal(websiteUrl)}>
              Open on website
            </Button>
          </>
        )
      }
    >
      {!listing ? (
        <Callout intent="warning">This listing is not in the current results. Clear the filters to find it.</Callout>
      ) : (
        <>
          {listing.status === 'suspended' && listing.suspendedReason && (
            <Callout intent="danger" className="console-detail-section">
              <strong>Suspended:</strong> {listing.suspendedReason}
            </Callout>
          )}
          {image && <img className="console-listing-image" src={image} alt={`Main picture of ${listing.title}`} />}
          <DetailSection title="Details">
            <Facts
              items={[
                ['Type', LISTING_TYPE_LABELS[listing.type]],
                ['Category', getCategoryLabel(listing.category)],
                ['Price', `${formatEuros(listing.price)}${PRICE_SUFFIXES[listing.type]}`],
                ['City', listing.city],
                [
                  'Owner',
                  <a href={screenHref('members', { id: listing.owner.id })}>
                    {listing.owner.displayName || listing.owner.id}
                  </a>,
                ],
                ['Created', formatDate(listing.created, { withTime: true })],
                ['Website', websiteUrl],
              ]}
            />
          </DetailSection>
          <DetailSection title="Owner's listings">
            <a href={screenHref('listings', { owner: listing.owner.id })}>
              Show every listing of {listing.owner.displayName || 'this owner'}
            </a>
          </DetailSection>
        </>
      )}
    </DetailDrawer>
  );
}
