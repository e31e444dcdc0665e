import { Button } from '@blueprintjs/core';
import { SEARCH_MESSAGES } from '@partilha/domain';
import { ListingCard, ListingGrid } from '@partilha/ui';
import type { ReactElement, ReactNode } from 'react';
import { cardImageLoading } from './listing-card-props';
import { useListingCardProps } from './use-listing-card-props';
import type { ListingSearch } from './use-listing-search';

export interface ListingResultsProps {
  search: ListingSearch;
  /** Accessible name of the list of cards, e.g. "Recent Listings". */
  label: string;
  emptyText?: ReactNode;
  emptyDescription?: ReactNode;
  emptyAction?: ReactElement;
  /** Skeleton cards while the first page loads: a full page's worth keeps the footer still. */
  skeletonCount?: number;
}

/**
 * The cards of a search (home, marketplace, search page) with their owners, the loading and empty
 * states, and "Load More" while the server has another page. The page's only heading above is its
 * h1, so the cards' titles and the empty text are h2.
 */
export function ListingResults({
  search,
  label,
  emptyText,
  emptyDescription,
  emptyAction,
  skeletonCount,
}: ListingResultsProps) {
  const cardProps = useListingCardProps({ headingLevel: 2 });
  return (
    <ListingGrid
      label={label}
      loading={search.status === 'loading'}
      skeletonCount={skeletonCount}
      emptyText={emptyText}
      emptyDescription={emptyDescription}
      emptyAction={emptyAction}
      emptyHeadingLevel={2}
      footer={
        search.hasMore && (
          <Button
            text={SEARCH_MESSAGES.loadMore}
            size="large"
            variant="outlined"
            loading={search.loadingMore}
            onClick={search.loadMore}
          />
        )
      }
    >
      {search.items.map((item, index) => (
        <ListingCard key={item.listing.id} {...cardProps(item)} {...cardImageLoading(index)} />
      ))}
    </ListingGrid>
  );
}
