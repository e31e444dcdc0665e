import { Button, Tab, Tabs } from '@blueprintjs/core';
import { deleteListing, listOwnerListings, useAuth, usePocketBase } from '@partilha/data';
import {
  LISTING_MESSAGES,
  LISTING_PAGE_MESSAGES,
  SEARCH_MESSAGES,
  type Listing,
  type ListingType,
} from '@partilha/domain';
import { ListingGrid } from '@partilha/ui';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from '../../../app/toaster';
import { useLoader } from '../../../app/use-loader';
import { FullScreenSpinner } from '../../../frame/FullScreenSpinner';
import { RouterButton } from '../../../frame/RouterButton';
import { useDocumentTitle } from '../../../frame/use-document-title';
import { EmptyState } from '../../shared/EmptyState';
import { CREATE_LISTING_ACTIONS, NO_LISTINGS_TEXT } from './create-listing-actions';
import { DeleteListingDialog } from '../../../listings/DeleteListingDialog';
import { listingTypeOfTab, MY_LISTINGS_TAB_PARAM, tabOfListingType } from './my-listings-tab';
import { OwnerListingCard } from './OwnerListingCard';
import './my-listings.css';

/** /account/listings (spec 000 §2 My Listings): the member's services and equipment, in two tabs. */
export function MyListingsPage() {
  useDocumentTitle(LISTING_PAGE_MESSAGES.myListings);
  const auth = useAuth();
  const [params, setParams] = useSearchParams();
  const type = listingTypeOfTab(params.get(MY_LISTINGS_TAB_PARAM));
  if (auth.status !== 'signedIn') return <FullScreenSpinner />;

  const selectTab = (next: ListingType) =>
    setParams(
      (current) => {
        current.set(MY_LISTINGS_TAB_PARAM, tabOfListingType(next));
        return current;
      },
      { replace: true },
    );
  const create = CREATE_LISTING_ACTIONS[type];

  return (
    <section aria-labelledby="my-listings-title" className="my-listings">
      <div className="my-listings__head">
        <h1 id="my-listings-title" className="page__title">
          {LISTING_PAGE_MESSAGES.myListings}
        </h1>
        <RouterButton to={create.path} icon="plus" intent="primary" text={create.label} />
      </div>
      <Tabs
        id="my-listings-tabs"
        selectedTabId={type}
        onChange={(id) => selectTab(id as ListingType)}
        renderActiveTabPanelOnly
        size="large"
      >
        <Tab
          id="service"
          title={LISTING_PAGE_MESSAGES.services}
          panel={<OwnerListingsPanel ownerId={auth.user.id} type="service" />}
        />
        <Tab
          id="equipment"
          title={LISTING_PAGE_MESSAGES.equipment}
          panel={<OwnerListingsPanel ownerId={auth.user.id} type="equipment" />}
        />
      </Tabs>
    </section>
  );
}

function OwnerListingsPanel({ ownerId, type }: { ownerId: string; type: ListingType }) {
  const client = usePocketBase();
  const load = useCallback(() => listOwnerListings(client, ownerId, { type }), [client, ownerId, type]);
  const state = useLoader(load);
  const [deletedIds, setDeletedIds] = useState<ReadonlySet<string>>(new Set());
  const [toDelete, setToDelete] = useState<Listing | null>(null);
  const [deleting, setDeleting] = useState(false);

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteListing(client, toDelete.id);
      setDeletedIds((ids) => new Set(ids).add(toDelete.id));
      toast.success(LISTING_MESSAGES.deleted);
    } catch {
      toast.error(LISTING_MESSAGES.deleteFailedRetry);
      // It may be gone already (deleted elsewhere): show what the server holds now.
      state.reload();
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  };

  if (state.status === 'loading') return <ListingGrid loading skeletonCount={4} />;
  if (state.status === 'failed') {
    return (
      <EmptyState
        icon="error"
        text={SEARCH_MESSAGES.loadFailed}
        action={<Button text={LISTING_PAGE_MESSAGES.tryAgain} onClick={state.reload} />}
      />
    );
  }

  const listings = state.data.items.filter((listing) => !deletedIds.has(listing.id));
  if (listings.length === 0) {
    const create = CREATE_LISTING_ACTIONS[type];
    return (
      <EmptyState
        icon={type === 'service' ? 'wrench' : 'box'}
        text={NO_LISTINGS_TEXT[type]}
        action={<RouterButton to={create.path} icon="plus" text={create.label} />}
      />
    );
  }

  return (
    <>
      <ListingGrid label={type === 'service' ? LISTING_PAGE_MESSAGES.myServices : LISTING_PAGE_MESSAGES.myEquipment}>
        {listings.map((listing) => (
          <OwnerListingCard key={listing.id} listing={listing} onDelete={setToDelete} />
        ))}
      </ListingGrid>
      <DeleteListingDialog
        isOpen={toDelete !== null}
        deleting={deleting}
        onCancel={() => setToDelete(null)}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}
