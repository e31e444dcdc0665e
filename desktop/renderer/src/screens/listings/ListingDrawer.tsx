import { Button, Callout } from '@blueprintjs/core';
import { fileUrl, type ConsoleListing } from '@partilha/data';
import {
  CONSOLE_RECORDS_TEXTS as T,
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
  const suspendLabel = listing?.status === 'suspended' ? T.restoreListing : T.suspendListing;

  const commands = useMemo(() => {
    if (!listing) return [];
    const list: ConsoleCommand[] = [
      {
        id: 'listing.website',
        label: T.openListingOnWebsite,
        group: T.listingGroup,
        run: () => void bridge.openExternal(websiteUrl),
      },
    ];
    if (mayModerate)
      list.unshift({
        id: 'listing.suspend',
        label: `${suspendLabel}…`,
        group: T.listingGroup,
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
      title={listing ? listing.title || listing.id : T.listing}
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
        <Callout intent="warning">{T.listingNotInResults}</Callout>
      ) : (
        <>
          {listing.status === 'suspended' && listing.suspendedReason && (
            <Callout intent="danger" className="console-detail-section">
              <strong>{T.suspendedColon}</strong> {listing.suspendedReason}
            </Callout>
          )}
          {image && <img className="console-listing-image" src={image} alt={T.mainPictureOf(listing.title)} />}
          <DetailSection title={T.details}>
            <Facts
              items={[
                [T.type, LISTING_TYPE_LABELS[listing.type]],
                [T.category, getCategoryLabel(listing.category)],
                [T.price, `${formatEuros(listing.price)}${PRICE_SUFFIXES[listing.type]}`],
                [T.city, listing.city],
                [
                  T.owner,
                  <a href={screenHref('members', { id: listing.owner.id })}>
                    {listing.owner.displayName || listing.owner.id}
                  </a>,
                ],
                [T.created, formatDate(listing.created, { withTime: true })],
                [T.website, websiteUrl],
              ]}
            />
          </DetailSection>
          <DetailSection title={T.ownersListings}>
            <a href={screenHref('listings', { owner: listing.owner.id })}>
              Show every listing of {listing.owner.displayName || 'this owner'}
            </a>
          </DetailSection>
        </>
      )}
    </DetailDrawer>
  );
}
