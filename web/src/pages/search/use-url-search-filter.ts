import type { SearchFilter } from '@partilha/domain';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readSearchFilter, readSearchOptions, writeSearchPage, type SearchOptions } from './search-url';

/**
 * The search filter and options kept in the URL query (spec 000 §2; issue 18's place, order and
 * dates), so a search can be shared, reloaded and stepped back through. Each change is a new
 * history entry; changing one keeps the other.
 */
export function useUrlSearchFilter(): [
  SearchFilter,
  (next: SearchFilter) => void,
  SearchOptions,
  (next: SearchOptions) => void,
] {
  const [params, setParams] = useSearchParams();
  const filter = readSearchFilter(params);
  const options = readSearchOptions(params);
  const changeFilter = useCallback(
    (next: SearchFilter) => setParams((current) => writeSearchPage(next, readSearchOptions(current))),
    [setParams],
  );
  const changeOptions = useCallback(
    (next: SearchOptions) => setParams((current) => writeSearchPage(readSearchFilter(current), next)),
    [setParams],
  );
  return [filter, changeFilter, options, changeOptions];
}
