import { Classes, NonIdealState } from '@blueprintjs/core';
import { LISTING_UI_MESSAGES, SEARCH_MESSAGES } from '@partilha/domain';
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { cls } from '../../classes';
import { ListingCardSkeleton } from '../ListingCard/ListingCardSkeleton';

export interface ListingGridProps {
  /** The cards, usually `ListingCard`s; each becomes an item of the list. */
  children?: ReactNode;
  /** Accessible name of the list, e.g. "Recent Listings". Defaults to "Listings". */
  label?: string;
  /**
   * The first load: skeleton cards and the loading text replace the cards. While loading a further
   * page, keep this false and show the busy state on the footer's button instead.
   */
  loading?: boolean;
  /** How many skeleton cards show while loading. Defaults to 8 (two rows of four). */
  skeletonCount?: number;
  /** Whether the skeleton cards have the owner line the cards will have. Defaults to true (search results). */
  skeletonWithOwner?: boolean;
  /** Defaults to "Loading listings...". */
  loadingText?: string;
  /** Shown when there are no cards. Defaults to "No listings found". */
  emptyText?: ReactNode;
  /** A second line under the empty text, e.g. "Try adjusting your search filters". */
  emptyDescription?: ReactNode;
  /** A button under the empty text, e.g. "View All Categories". */
  emptyAction?: ReactElement;
  /**
   * Level of the empty text's heading, so it fits the page's outline (a page with only an h1
   * above the grid wants 2). Defaults to 4.
   */
  emptyHeadingLevel?: 2 | 3 | 4;
  /** Under the cards (not while loading or empty), e.g. the "Load More" button. */
  footer?: ReactNode;
  className?: string;
}

/**
 * The grid of listing cards: one column on phones up to four on wide screens (spec 000 §9), by the
 * width of the grid itself so it fits a sidebar layout or a partner's page as well as a full page.
 */
export function ListingGrid({
  children,
  label = LISTING_UI_MESSAGES.listings,
  loading = false,
  skeletonCount = 8,
  skeletonWithOwner = true,
  loadingText = SEARCH_MESSAGES.loading,
  emptyText = SEARCH_MESSAGES.emptyTitle,
  emptyDescription,
  emptyAction,
  emptyHeadingLevel = 4,
  footer,
  className,
}: ListingGridProps) {
  const items = Children.toArray(children);
  const rootClass = [cls('listing-grid'), className].filter(Boolean).join(' ');

  if (loading) {
    return (
      // The loading text floats over the skeletons: in the flow it would push them down, and
      // everything under the grid would move up when the cards replace them.
      <div className={`${rootClass} ${cls('listing-grid-loading')}`} aria-busy="true">
        <p role="status" className={cls('listing-grid-status')}>
          {loadingText}
        </p>
        <ul className={cls('listing-grid-list')} aria-hidden="true">
          {Array.from({ length: skeletonCount }, (_, index) => (
            <li key={index} className={cls('listing-grid-item')}>
              <ListingCardSkeleton withOwner={skeletonWithOwner} />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  if (items.length === 0) {
    return (
      <div className={rootClass}>
        <NonIdealState
          className={cls('listing-grid-empty')}
          icon="search"
          iconMuted
          description={<EmptyText level={emptyHeadingLevel} text={emptyText} description={emptyDescription} />}
          action={emptyAction}
        />
      </div>
    );
  }

  return (
    <div className={rootClass}>
      <ul className={cls('listing-grid-list')} aria-label={label}>
        {items.map((item, index) => (
          <li key={isValidElement(item) ? item.key : index} className={cls('listing-grid-item')}>
            {item}
          </li>
        ))}
      </ul>
      {footer && <div className={cls('listing-grid-footer')}>{footer}</div>}
    </div>
  );
}

/** NonIdealState's own title is always an h4; this one takes the level the page needs. */
function EmptyText({ level, text, description }: { level: 2 | 3 | 4; text: ReactNode; description: ReactNode }) {
  const Heading = `h${level}` as const;
  return (
    <div>
      <Heading className={[Classes.HEADING, cls('listing-grid-empty-title')].join(' ')}>{text}</Heading>
      {description && <div className={cls('listing-grid-empty-description')}>{description}</div>}
    </div>
  );
}
