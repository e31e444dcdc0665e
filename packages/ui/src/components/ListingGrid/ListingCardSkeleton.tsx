import { Classes } from '@blueprintjs/core';
import { cls } from '../../classes';

/** The shape of a listing card, greyed out by Blueprint's skeleton style while listings load. */
export function ListingCardSkeleton() {
  return (
    <div className={cls('listing-grid-skeleton')}>
      <div className={`${cls('listing-grid-skeleton-media')} ${Classes.SKELETON}`} />
      <div className={cls('listing-grid-skeleton-body')}>
        <div className={`${cls('listing-grid-skeleton-line')} ${Classes.SKELETON}`} />
        <div
          className={`${cls('listing-grid-skeleton-line')} ${cls('listing-grid-skeleton-short')} ${Classes.SKELETON}`}
        />
        <div className={`${cls('listing-grid-skeleton-price')} ${Classes.SKELETON}`} />
      </div>
    </div>
  );
}
