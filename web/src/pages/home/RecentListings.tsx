import { Button } from '@blueprintjs/core';
import {
  CATEGORY_FILTER_ALL,
  getCategoryLabel,
  noListingsText,
  resolveSearchCategory,
  SEARCH_MESSAGES,
} from '@partilha/domain';
import { CategorySelect } from '@partilha/ui';
import { useState } from 'react';
import { ListingFilters } from '../../listings/ListingFilters';
import { ListingResults } from '../../listings/ListingResults';
import { useListingSearch } from '../../listings/use-listing-search';
import { useSignedInCity } from '../../listings/use-signed-in-city';

/**
 * The signed-in home (spec 000 §2 Home): the newest listings, the user's own city first, with the
 * creator on each card, a category filter (all, all services, all equipment, every category), and
 * "View All Categories" to leave an empty category.
 */
export function RecentListings() {
  const [category, setCategory] = useState<string>(CATEGORY_FILTER_ALL);
  const city = useSignedInCity();
  const search = useListingSearch({ ...resolveSearchCategory(category), city });
  const filtered = category !== CATEGORY_FILTER_ALL;

  return (
    <div className="page recent-listings">
      <div className="listing-page__head">
        <h1 className="page__title">{SEARCH_MESSAGES.recentListings}</h1>
      </div>
      <ListingFilters>
        <CategorySelect mode="filter" value={category} onChange={setCategory} fill />
      </ListingFilters>
      <ListingResults
        search={search}
        label={SEARCH_MESSAGES.recentListings}
        emptyText={noListingsText(filtered ? getCategoryLabel(category) : null)}
        emptyAction={
          filtered ? (
            <Button text={SEARCH_MESSAGES.viewAllCategories} onClick={() => setCategory(CATEGORY_FILTER_ALL)} />
          ) : undefined
        }
      />
    </div>
  );
}
