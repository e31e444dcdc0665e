import { Button, Spinner } from '@blueprintjs/core';
import { getListingWithOwner, statusOf, useAuth, usePocketBase } from '@partilha/data';
import { isListingOwner, LISTING_MESSAGES, LISTING_PAGE_MESSAGES } from '@partilha/domain';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from '../../app/toaster';
import { useLoader } from '../../app/use-loader';
import { useDocumentTitle } from '../../frame/use-document-title';
import { EmptyState } from '../shared/EmptyState';
import { EditListingForm } from './EditListingForm';
import './listing-form.css';

/**
 * /account/listings/{id}/edit (spec 000 §2, §4). A missing listing, or one that is not the
 * member's, gets the spec's toast and a redirect to My Listings; the server refuses others' edits
 * anyway.
 */
export function EditListingPage() {
  const { id = '' } = useParams();
  const client = usePocketBase();
  const auth = useAuth();
  const navigate = useNavigate();
  const load = useCallback(() => getListingWithOwner(client, id), [client, id]);
  const state = useLoader(load);
  const userId = auth.status === 'signedIn' ? auth.user.id : null;
  const listing = state.status === 'ready' ? state.data.listing : null;
  const refusal =
    state.status === 'failed' && statusOf(state.error) === 404
      ? LISTING_MESSAGES.notFound
      : listing && !isListingOwner(listing, userId)
        ? LISTING_MESSAGES.noPermissionToEdit
        : null;
  useDocumentTitle(
    listing && !refusal
      ? listing.type === 'service'
        ? LISTING_MESSAGES.editServiceTitle
        : LISTING_MESSAGES.editEquipmentTitle
      : LISTING_PAGE_MESSAGES.editListing,
  );

  // Once per refusal: a re-render must not toast twice.
  const refused = useRef(false);
  useEffect(() => {
    if (!refusal || refused.current) return;
    refused.current = true;
    toast.error(refusal);
    navigate('/account/listings', { replace: true });
  }, [refusal, navigate]);

  if (state.status === 'failed' && !refusal) {
    return (
      <EmptyState
        icon="error"
        text={LISTING_MESSAGES.loadFailed}
        action={<Button text={LISTING_PAGE_MESSAGES.tryAgain} onClick={state.reload} />}
      />
    );
  }
  if (!listing || refusal) {
    return (
      <div className="page--centered" role="status">
        <Spinner aria-label={LISTING_PAGE_MESSAGES.loadingListing} />
      </div>
    );
  }
  return (
    <section className="listing-form-page" aria-labelledby="edit-listing-title">
      <h1 id="edit-listing-title" className="page__title">
        {listing.type === 'service' ? LISTING_MESSAGES.editServiceTitle : LISTING_MESSAGES.editEquipmentTitle}
      </h1>
      <EditListingForm key={listing.id} listing={listing} />
    </section>
  );
}
