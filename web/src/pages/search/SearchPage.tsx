import { searchPageTitle, SEARCH_MESSAGES } from '@partilha/domain';
import { useDocumentTitle } from '../../frame/use-document-title';
import { ListingResults } from '../../listings/ListingResults';
import { useListingSearch } from '../../listings/use-listing-search';
import { useSignedInCity } from '../../listings/use-signed-in-city';
import { SearchFilterBar } from './SearchFilterBar';
import { useUrlSearchFilter } from './use-url-search-filter';

/**
 * /search and /marketplace/search (spec 000 §2 Search page): the quoted search text as the title,
 * category and price-range selects, removable chips, and the results with "Load More". The filter
 * lives in the URL query; a signed-in user's own city comes first.
 */
export function SearchPage() {
  const [filter, setFilter] = useUrlSearchFilter();
  const city = useSignedInCity();
  const search = useListingSearch({ ...filter, city });
  const title = searchPageTitle(filter.search);
  useDocumentTitle(title);

  return (
    <div className="page search-page">
      <div className="listing-page__head">
        <h1 className="page__title">{title}</h1>
      </div>
      <SearchFilterBar filter={filter} onChange={setFilter} />
      <ListingResults
        search={search}
        label="Search results"
        emptyText={SEARCH_MESSAGES.emptyTitle}
        emptyDescription={SEARCH_MESSAGES.emptyHint}
      />
    </div>
  );
}
