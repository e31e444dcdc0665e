import { Classes } from '@blueprintjs/core';
import { cls } from '../../classes';
import './ListingCard.css';

/**
 * A listing card greyed out by Blueprint's skeleton style while listings load. It is built from
 * the card's own boxes (4:3 image frame, two-line title, place, price, owner line) with stand-in
 * text of the same fonts, so it is exactly as tall as the card that replaces it and nothing under
 * the grid moves when the listings arrive.
 */
export function ListingCardSkeleton({ withOwner = false }: { withOwner?: boolean }) {
  const bar = (text: string) => <span className={Classes.SKELETON}>{text}</span>;
  return (
    <div className={`${cls('listing-card')} ${cls('listing-card-skeleton')}`}>
      <div className={`${cls('listing-card-media')} ${Classes.SKELETON}`} />
      <div className={cls('listing-card-body')}>
        <div className={cls('listing-card-title')}>{bar('Listing title on two lines')}</div>
        <p className={cls('listing-card-location')}>{bar('City 0000')}</p>
        <div className={cls('listing-card-price')}>
          <span className={`${cls('price-tag')} ${cls('price-tag-md')}`}>{bar('€00/day')}</span>
        </div>
        {withOwner && (
          <div className={cls('listing-card-owner')}>
            <span className={`${cls('user-avatar')} ${cls('user-avatar-sm')} ${Classes.SKELETON}`} />
            <span className={cls('listing-card-owner-text')}>
              <span className={cls('listing-card-owner-name')}>{bar('Owner name')}</span>
              <span className={`${cls('rating-stars')} ${cls('rating-stars-sm')}`}>{bar('No reviews yet')}</span>
            </span>
          </div>
        )}
      </div>
    </div>
  );
}
