import { Button } from '@blueprintjs/core';
import {
  lisbonIsoDate,
  resolveSearchSort,
  resultCountText,
  SEARCH_MESSAGES,
  SEARCH_PAGE_SIZE,
  searchDatesProblem,
  searchPageTitle,
} from '@partilha/domain';
import { useId, useState } from 'react';
import { useServerShellReleased } from '../../app/server-shell';
import { useDocumentTitle } from '../../frame/use-document-title';
import { ListingResults } from '../../listings/ListingResults';
import { useListingSearch } from '../../listings/use-listing-search';
import { useSignedInCity } from '../../listings/use-signed-in-city';
import { DatesFilter } from './DatesFilter';
import { PlaceFilter } from './PlaceFilter';
import { SearchFilterBar } from './SearchFilterBar';
import { SearchTextForm } from './SearchTextForm';
import { SortSelect } from './SortSelect';
import { useListingCount } from './use-listing-count';
import { useSearchPlaces } from './use-search-places';
import { useUrlSearchFilter } from './use-url-search-filter';
import './search-page.css';

/**
 * /search and /marketplace/search (spec 000 §2 Search page; issue 18): the quoted search text as
 * the title, the page's own search field, category, price, place (a select of the places with
 * their counts, or typed) and "free on these dates" (in a panel a phone opens), removable chips,
 * the result count and the order, and the results with "Load More". Everything lives in the URL
 * query; a signed-in user's own city comes first in the newest and best-match orders.
 */
export function SearchPage() {
  const [filter, setFilter, options, setOptions] = useUrlSearchFilter();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const city = useSignedInCity();
  const places = useSearchPlaces();
  const today = lisbonIsoDate(new Date());
  const datesProblem = searchDatesProblem(options.from, options.to, today);
  const hasText = filter.search.trim() !== '';
  const sort = resolveSearchSort(options.sort, hasText);
  const dates = datesProblem === null && options.from !== '' ? { from: options.from, to: options.to } : {};
  const searched = { ...filter, city, place: options.place, sort, ...dates };
  const search = useListingSearch(searched);
  const total = useListingCount(searched);
  useServerShellReleased(search.status !== 'loading');
  const title = searchPageTitle(filter.search);
  useDocumentTitle(title);

  return (
    <div className="page search-page">
      <div className="listing-page__head">
        <h1 className="page__title">{title}</h1>
      </div>
      <SearchTextForm search={filter.search} onSearch={(text) => setFilter({ ...filter, search: text })} />
      <Button
        className="search-page__filters-toggle"
        endIcon="caret-down"
        text={SEARCH_MESSAGES.filtersToggle}
        aria-expanded={filtersOpen}
        aria-controls={panelId}
        onClick={() => setFiltersOpen((open) => !open)}
      />
      <div id={panelId} className={`search-page__filters${filtersOpen ? ' search-page__filters--open' : ''}`}>
        <SearchFilterBar filter={filter} onChange={setFilter}>
          <PlaceFilter place={options.place} places={places} onChange={(place) => setOptions({ ...options, place })} />
          <DatesFilter
            from={options.from}
            to={options.to}
            today={today}
            // Half a range is a choice in progress, not a mistake: the search waits for the other end.
            problem={datesProblem === SEARCH_MESSAGES.datesBoth ? null : datesProblem}
            onChange={(range) => setOptions({ ...options, ...range })}
          />
        </SearchFilterBar>
      </div>
      <div className="search-page__bar">
        {/* Always one line tall, so the cards below do not move when the count arrives. */}
        <p className="search-page__count" aria-live="polite">
          {search.status === 'loading' ? SEARCH_MESSAGES.loading : total === null ? '\u00a0' : resultCountText(total)}
        </p>
        <SortSelect sort={sort} hasText={hasText} onChange={(next) => setOptions({ ...options, sort: next })} />
      </div>
      <div className="search-page__results">
        <ListingResults
          search={search}
          label={SEARCH_MESSAGES.searchResults}
          skeletonCount={SEARCH_PAGE_SIZE}
          emptyText={SEARCH_MESSAGES.emptyTitle}
          emptyDescription={SEARCH_MESSAGES.emptyHint}
        />
      </div>
    </div>
  );
}
