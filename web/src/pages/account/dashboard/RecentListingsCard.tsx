import { Button, Card, Classes, Icon } from '@blueprintjs/core';
import { listingImageUrl, usePocketBase } from '@partilha/data';
import {
  DASHBOARD_RECENT_COUNT,
  formatListingPrice,
  getCategoryLabel,
  SEARCH_MESSAGES,
  type Listing,
  type ListingType,
  DASHBOARD_MESSAGES,
} from '@partilha/domain';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { LoadState } from '../../../app/use-loader';
import { RouterButton } from '../../../frame/RouterButton';
import { CREATE_LISTING_ACTIONS, NO_LISTINGS_TEXT } from '../listings/create-listing-actions';
import { myListingsPath } from '../listings/my-listings-tab';
import { editListingPath, ownerListingPath } from '../listings/OwnerListingCard';
import type { RecentOwnerListings } from './use-dashboard-data';

function cardTitle(type: ListingType): string {
  return type === 'service' ? DASHBOARD_MESSAGES.myServices : DASHBOARD_MESSAGES.myEquipment;
}
/** Whether the card links to the full list: only when it shows fewer than the member has. */
export function hasMoreThanShown(totalItems: number): boolean {
  return totalItems > DASHBOARD_RECENT_COUNT;
}

export interface RecentListingsCardProps {
  type: ListingType;
  state: LoadState<RecentOwnerListings>;
  onRetry: () => void;
}

/**
 * "My Services" or "My Equipment" on the dashboard: the 3 newest with an Edit button each, "View
 * all" (to that tab of My Listings) when there are more, or the way to create the first one.
 */
export function RecentListingsCard({ type, state, onRetry }: RecentListingsCardProps) {
  const titleId = useId();
  const showViewAll = state.status === 'ready' && hasMoreThanShown(state.data.totalItems);
  return (
    <Card className="dashboard-card" role="region" aria-labelledby={titleId}>
      <div className="dashboard-card__head">
        <h2 id={titleId} className="dashboard-card__title">
          {cardTitle(type)}
        </h2>
        {showViewAll && (
          <Link
            to={myListingsPath(type)}
            className="dashboard-card__view-all"
            aria-label={type === 'service' ? DASHBOARD_MESSAGES.viewAllServices : DASHBOARD_MESSAGES.viewAllEquipment}
          >
            {DASHBOARD_MESSAGES.viewAll}
          </Link>
        )}
      </div>
      <RecentListingsBody type={type} state={state} onRetry={onRetry} />
    </Card>
  );
}

function RecentListingsBody({ type, state, onRetry }: RecentListingsCardProps) {
  if (state.status === 'loading') {
    return (
      <p className="dashboard-card__status" role="status">
        <span className={Classes.SKELETON}>{SEARCH_MESSAGES.loading}</span>
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className="dashboard-card__status">
        <p>{SEARCH_MESSAGES.loadFailed}</p>
        <Button size="small" text={DASHBOARD_MESSAGES.tryAgain} onClick={onRetry} />
      </div>
    );
  }
  const { items } = state.data;
  if (items.length === 0) {
    const create = CREATE_LISTING_ACTIONS[type];
    return (
      <div className="dashboard-card__empty">
        <p>{NO_LISTINGS_TEXT[type]}</p>
        <RouterButton to={create.path} icon="plus" intent="primary" text={create.label} />
      </div>
    );
  }
  return (
    <ul className="dashboard-listings">
      {items.slice(0, DASHBOARD_RECENT_COUNT).map((listing) => (
        <RecentListingRow key={listing.id} listing={listing} />
      ))}
    </ul>
  );
}

function RecentListingRow({ listing }: { listing: Listing }) {
  const client = usePocketBase();
  const thumb = listingImageUrl(client, listing, listing.images[0], '300x300');
  return (
    <li className="dashboard-listing">
      {thumb ? (
        <img className="dashboard-listing__image" src={thumb} alt="" loading="lazy" />
      ) : (
        <span className="dashboard-listing__image dashboard-listing__image--none" aria-hidden>
          <Icon icon="media" />
        </span>
      )}
      <div className="dashboard-listing__text">
        <Link to={ownerListingPath(listing.id)} className="dashboard-listing__title">
          {listing.title}
        </Link>
        <span className="dashboard-listing__meta">
          {formatListingPrice(listing.price, listing.type)} · {getCategoryLabel(listing.category)}
        </span>
      </div>
      <RouterButton
        to={editListingPath(listing.id)}
        icon="edit"
        size="small"
        text={DASHBOARD_MESSAGES.edit}
        aria-label={DASHBOARD_MESSAGES.editListing(listing.title)}
      />
    </li>
  );
}
