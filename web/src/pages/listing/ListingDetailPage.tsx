import { Card, Classes, Icon, Tag } from '@blueprintjs/core';
import {
  getListingWithOwner,
  getReviewSummary,
  listingImageSrcSet,
  listingImageUrl,
  useAuth,
  usePocketBase,
  type ListingWithOwner,
} from '@partilha/data';
import {
  CONSOLE_MESSAGES,
  getCategoryLabel,
  isListingOwner,
  isStaffRole,
  LISTING_MESSAGES,
  LISTING_PAGE_IMAGE_SIZES,
  LISTING_PAGE_IMAGE_THUMB,
  LISTING_PAGE_MESSAGES,
  LISTING_TYPE_LABELS,
  listingRatingText,
  shownPostalCode,
  type ReviewSummaryRecord,
} from '@partilha/domain';
import { ImageGallery, PriceTag } from '@partilha/ui';
import { useCallback, useRef } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useServerShellReleased } from '../../app/server-shell';
import { useLoader, type LoadState } from '../../app/use-loader';
import { usePhoneLayout } from '../../app/use-media-query';
import { RouterButton } from '../../frame/RouterButton';
import { metaDescription } from '../../frame/meta-description';
import { useDocumentTitle } from '../../frame/use-document-title';
import { ReportButton } from '../../moderation/ReportButton';
import { BookingRequest } from './BookingRequest';
import { OwnerActions } from './OwnerActions';
import {
  listingBackTarget,
  listingFrameClass,
  wrongTypeRedirect,
  type ListingViewer,
} from './listing-detail-navigation';
import { ListingDetailSkeleton } from './ListingDetailSkeleton';
import { ListingPriceBar } from './ListingPriceBar';
import { ListingFacts } from './ListingFacts';

import { ListingReviews } from './ListingReviews';
import { SuspensionNotice } from './SuspensionNotice';
import { OwnerCalendar } from './OwnerCalendar';
import { OwnerCard } from './OwnerCard';
import './listing-detail.css';

/**
 * A listing's page (spec 000 §2 Listing detail) under /marketplace/services|equipment/{id},
 * /account/listings/{id} and /listings/{id}. The server decides who may see it: a missing,
 * hidden or unreadable listing all read "Listing not found or an error occurred" and
 * CONSOLE_MESSAGES.listingUnavailable (a suspended listing, or one of a suspended member, is
 * readable by its owner and staff only, who see why instead).
 */
export function ListingDetailPage({ viewer }: { viewer: ListingViewer }) {
  const { id = '' } = useParams();
  const client = usePocketBase();
  const location = useLocation();
  const load = useCallback(() => getListingWithOwner(client, id), [client, id]);
  const state = useLoader(load);
  useServerShellReleased(state.status !== 'loading');
  useDocumentTitle(
    state.status === 'ready' ? state.data.listing.title : state.status === 'failed' ? LISTING_MESSAGES.notFound : '',
    state.status === 'ready' ? metaDescription(state.data.listing.description) : undefined,
  );

  if (state.status === 'loading') return <ListingDetailSkeleton frame={listingFrameClass(viewer)} />;
  if (state.status === 'failed') return <ListingNotFound frame={listingFrameClass(viewer)} />;
  const redirect = wrongTypeRedirect(viewer, location.pathname, state.data.listing);
  if (redirect) return <Navigate to={redirect} replace />;
  return <ListingDetail data={state.data} frame={listingFrameClass(viewer)} />;
}

function ListingNotFound({ frame }: { frame: string }) {
  return (
    <section className={`${frame} page--narrow listing-missing`} aria-labelledby="listing-missing-title">
      <Icon icon="search" size={40} className="empty-state__icon" aria-hidden />
      <h1 id="listing-missing-title" className="listing-missing__title">
        {LISTING_MESSAGES.notFoundOrError}
      </h1>
      <p className="listing-missing__detail">{CONSOLE_MESSAGES.listingUnavailable}</p>
      <RouterButton to="/home" intent="primary" text={LISTING_PAGE_MESSAGES.backToHome} />
    </section>
  );
}

function ListingDetail({ data: { listing, owner }, frame }: { data: ListingWithOwner; frame: string }) {
  const client = usePocketBase();
  const auth = useAuth();
  const viewerId = auth.status === 'signedIn' ? auth.user.id : null;
  const isOwner = isListingOwner(listing, viewerId);
  // Others read only public listings, so only the owner and staff may be looking at a suspended one.
  const isStaffViewer = auth.status === 'signedIn' && isStaffRole(auth.user.role);
  // Read once for the line under the title and the Reviews section.
  const reviewSummary = useLoader(
    useCallback(() => getReviewSummary(client, { reviewType: 'listing', targetId: listing.id }), [client, listing.id]),
  );
  const location = [listing.city, shownPostalCode(listing)].filter((part) => part.trim()).join(', ');
  // The server makes the sizes (DESIGN.md): squares for the strip, proportional ones for the main view.
  const images = listing.images.map((name) => ({
    key: name,
    url: listingImageUrl(client, listing, name, LISTING_PAGE_IMAGE_THUMB),
    srcSet: listingImageSrcSet(client, listing, name),
    thumbUrl: listingImageUrl(client, listing, name, '300x300'),
  }));
  const phone = usePhoneLayout();
  const requestForm = useRef<HTMLElement>(null);
  const showRequestForm = () => {
    const form = requestForm.current;
    if (!form) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    form.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
    form.focus({ preventScroll: true });
  };

  return (
    <article className={`${frame} listing-detail`} aria-labelledby="listing-title">
      <RouterButton
        to={listingBackTarget(isOwner)}
        icon="arrow-left"
        variant="minimal"
        text={LISTING_PAGE_MESSAGES.back}
        className="listing-detail__back"
      />
      <div className="listing-detail__layout">
        <div className="listing-detail__gallery">
          <ImageGallery images={images} label={listing.title} sizes={LISTING_PAGE_IMAGE_SIZES} />
        </div>
        <header className="listing-detail__header">
          <div className="listing-detail__tags">
            <Tag intent={listing.type === 'service' ? 'primary' : 'success'} round>
              {LISTING_TYPE_LABELS[listing.type]}
            </Tag>
            <Tag minimal round>
              {getCategoryLabel(listing.category)}
            </Tag>
          </div>
          <h1 id="listing-title" className="listing-detail__title">
            {listing.title}
          </h1>
          <ListingRatingLine summary={reviewSummary} />
          {location && (
            <p className="listing-detail__location">
              <Icon icon="map-marker" aria-hidden /> {location}
            </p>
          )}
          {(isOwner || isStaffViewer) && (
            <SuspensionNotice listingId={listing.id} status={listing.status} isOwner={isOwner} />
          )}
        </header>
        <aside className="listing-detail__side" aria-label={LISTING_PAGE_MESSAGES.priceAndActions}>
          <Card className="listing-detail__price-card">
            <PriceTag price={listing.price} type={listing.type} size="lg" />
            {isOwner ? (
              <>
                <OwnerActions listingId={listing.id} />
                <OwnerCalendar listingId={listing.id} />
              </>
            ) : (
              <BookingRequest sectionRef={requestForm} listing={listing} signedIn={viewerId !== null} />
            )}
          </Card>
          <OwnerCard owner={owner} />
          {/* Anyone but the owner may report a listing (EU DSA Art. 16 notice). */}
          {!isOwner && (
            <ReportButton
              kind="listing"
              targetId={listing.id}
              targetLabel={listing.title}
              className="listing-detail__report"
            />
          )}
        </aside>
        <div className="listing-detail__body">
          <ListingFacts listing={listing} />
          <ListingReviews listingId={listing.id} owner={owner} summary={reviewSummary} />
        </div>
      </div>
      {phone && <ListingPriceBar listing={listing} isOwner={isOwner} onRequest={showRequestForm} />}
    </article>
  );
}

/** "★ 4.8 · 12 reviews" (or "No reviews yet") under the title, leading to the Reviews section. */
function ListingRatingLine({ summary }: { summary: LoadState<ReviewSummaryRecord> }) {
  const rating = summary.status === 'ready' ? listingRatingText(summary.data) : null;
  return (
    <p className="listing-detail__rating">
      {summary.status === 'loading' && (
        <span className={`listing-detail__rating-skeleton ${Classes.SKELETON}`} aria-hidden="true" />
      )}
      {rating && (
        <a
          href="#reviews"
          className={`listing-detail__rating-link${rating.rated ? '' : ' listing-detail__rating-link--none'}`}
        >
          {rating.rated && (
            <span className="listing-detail__rating-star" aria-hidden="true">
              ★{' '}
            </span>
          )}
          {rating.text}
        </a>
      )}
    </p>
  );
}
