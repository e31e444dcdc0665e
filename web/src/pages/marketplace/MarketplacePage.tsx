import { Button } from '@blueprintjs/core';
import {
  CATEGORY_FILTER_ALL,
  categoryChoiceOf,
  getCategoryLabel,
  LANDING_MESSAGES,
  noListingsText,
  SEARCH_MESSAGES,
  type SearchFilter,
} from '@partilha/domain';
import { CategorySelect } from '@partilha/ui';
import { useSearchParams } from 'react-router-dom';
import { RouterButton } from '../../frame/RouterButton';
import { useDocumentTitle } from '../../frame/use-document-title';
import { ListingFilters } from '../../listings/ListingFilters';
import { ListingResults } from '../../listings/ListingResults';
import { PriceRangeSelect } from '../../listings/PriceRangeSelect';
import { useListingSearch } from '../../listings/use-listing-search';
import { useSignedInCity } from '../../listings/use-signed-in-city';
import { withCategoryChoice, withPriceRange, writeSearchFilter } from '../search/search-url';
import { marketplaceFilter, marketplaceParams, type MarketplaceScope } from './marketplace-filter';
import { MarketplaceNav } from './MarketplaceNav';
import { ScopedCategorySelect } from './ScopedCategorySelect';
import './marketplace-page.css';

/** Each page's title and introduction, in the page's language (read while drawing). */
function pageTexts(scope: MarketplaceScope): { title: string; intro: string } {
  const T = LANDING_MESSAGES;
  if (scope === 'service') return { title: T.services, intro: T.servicesIntro };
  if (scope === 'equipment') return { title: T.equipment, intro: T.equipmentIntro };
  return { title: T.marketplaceTitle, intro: T.marketplaceIntro };
}

/**
 * /marketplace, /marketplace/services and /marketplace/equipment: the newest listings of a type
 * with a category filter of that type, a price range, "Load More", and a way on to the search page.
 */
export function MarketplacePage({ type }: { type: MarketplaceScope }) {
  const [params, setParams] = useSearchParams();
  const filter = marketplaceFilter(type, params);
  const city = useSignedInCity();
  const search = useListingSearch({ ...filter, city });
  const page = pageTexts(type);
  useDocumentTitle(page.title);

  const setFilter = (next: SearchFilter) => setParams(marketplaceParams(type, next));
  const chooseCategory = (choice: string) => setFilter(withCategoryChoice(filter, choice));
  const categoryLabel = filter.category ? getCategoryLabel(filter.category) : null;

  return (
    <div className="page marketplace-page">
      <MarketplaceNav />
      <div className="listing-page__head">
        <div>
          <h1 className="page__title">{page.title}</h1>
          <p className="listing-page__intro">{page.intro}</p>
        </div>
        <RouterButton
          to={`/search?${writeSearchFilter(filter)}`}
          icon="search"
          variant="outlined"
          text={SEARCH_MESSAGES.searchListings}
        />
      </div>
      <ListingFilters>
        {type === 'all' ? (
          <CategorySelect mode="filter" value={categoryChoiceOf(filter)} onChange={chooseCategory} fill />
        ) : (
          <ScopedCategorySelect scope={type} value={categoryChoiceOf(filter)} onChange={chooseCategory} />
        )}
        <PriceRangeSelect
          value={filter.priceRange}
          onChange={(priceRange) => setFilter(withPriceRange(filter, priceRange))}
        />
      </ListingFilters>
      <ListingResults
        search={search}
        label={page.title}
        emptyText={noListingsText(categoryLabel)}
        emptyDescription={filter.priceRange ? SEARCH_MESSAGES.emptyHint : undefined}
        emptyAction={
          filter.category ? (
            <Button text={SEARCH_MESSAGES.viewAllCategories} onClick={() => chooseCategory(CATEGORY_FILTER_ALL)} />
          ) : undefined
        }
      />
    </div>
  );
}
