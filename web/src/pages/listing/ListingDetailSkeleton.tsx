import { COMMON_MESSAGES } from '@partilha/domain';
import { Card, Classes } from '@blueprintjs/core';
import { ImageGallerySkeleton } from '@partilha/ui';
// Also shown before the page's own chunk arrives (ListingDetailRoute): its styles come with it.
import './listing-detail.css';

/** One grey block of the skeleton; its size comes from listing-detail.css. */
function Bone({ className }: { className: string }) {
  return <span className={`listing-skeleton__bone ${className} ${Classes.SKELETON}`} />;
}

/**
 * The listing page while its listing loads: the same grid as the page (pictures, title block,
 * price and form card, facts) at the sizes they will have, so the page does not grow under the
 * visitor and the footer stays below the fold until the listing is there.
 */
export function ListingDetailSkeleton({ frame }: { frame: string }) {
  return (
    <div className={`${frame} listing-detail listing-skeleton`} role="status" aria-busy="true">
      <span className="visually-hidden">{COMMON_MESSAGES.loadingListing}</span>
      <div className="listing-detail__back listing-skeleton__back" aria-hidden="true" />
      <div className="listing-detail__layout" aria-hidden="true">
        <div className="listing-detail__gallery">
          <ImageGallerySkeleton />
        </div>
        <div className="listing-detail__header">
          <Bone className="listing-skeleton__tags" />
          <Bone className="listing-skeleton__title" />
          <Bone className="listing-skeleton__line" />
          <Bone className="listing-skeleton__line" />
        </div>
        <div className="listing-detail__side">
          <Card className="listing-detail__price-card">
            <Bone className="listing-skeleton__price" />
            <Bone className="listing-skeleton__form" />
          </Card>
          <Card>
            <Bone className="listing-skeleton__owner" />
          </Card>
        </div>
        <div className="listing-detail__body">
          <Bone className="listing-skeleton__title" />
          <Bone className="listing-skeleton__facts" />
        </div>
      </div>
    </div>
  );
}
