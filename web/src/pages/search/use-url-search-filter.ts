import type { SearchFilter } from '@partilha/domain';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readSearchFilter, writeSearchFilter } from './search-url';

/**
 * The search filter kept in the URL query (spec 000 §2), so a search can be shared, reloaded and
 * stepped back through. Each change is a new history entry.
 */
export function useUrlSearchFilter(): [SearchFilter, (next: SearchFilter) => void] {
  const [params, setParams] = useSearchParams();
  const filter = readSearchFilter(params);
  const change = useCallback((next: SearchFilter) => setParams(writeSearchFilter(next)), [setParams]);
  return [filter, change];
}
