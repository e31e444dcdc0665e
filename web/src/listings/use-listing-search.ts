import { searchListings, usePocketBase, type ListingWithOwner, type SearchListingsFilter } from '@partilha/data';
import { SEARCH_MESSAGES, SEARCH_PAGE_SIZE } from '@partilha/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../app/toaster';
import { appendPage } from './append-page';

export interface ListingSearch {
  /** 'loading' while the first page of the current filter is on its way. */
  status: 'loading' | 'ready' | 'failed';
  items: ListingWithOwner[];
  /** The server gave a cursor: another page exists. */
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

interface Results {
  /** The filter these results belong to (see filterKey). */
  key: string;
  status: ListingSearch['status'];
  items: ListingWithOwner[];
  nextCursor: string | null;
  loadingMore: boolean;
}

/** A stable identity for a filter: the same filters in any order give the same key. */
function filterKey(filter: SearchListingsFilter): string {
  const set = Object.entries(filter).filter(([, value]) => value !== undefined && value !== '');
  return JSON.stringify(Object.fromEntries(set.sort(([a], [b]) => a.localeCompare(b))));
}

/**
 * The marketplace search for a page (spec 000 §4): any change of the filter resets the list and
 * fetches the first page; "Load More" appends the next one through the server's cursor. Failures
 * show the spec's toasts ("Failed to load listings", "Failed to load more listings"); a failed
 * first page reads as no results, as the spec's search does. An answer that arrives after the
 * filter changed is dropped.
 */
export function useListingSearch(filter: SearchListingsFilter, perPage: number = SEARCH_PAGE_SIZE): ListingSearch {
  const client = usePocketBase();
  const key = filterKey(filter);
  const [results, setResults] = useState<Results>({
    key,
    status: 'loading',
    items: [],
    nextCursor: null,
    loadingMore: false,
  });
  // Which filter's requests may still change the list: bumped on every reset.
  const generation = useRef(0);
  const loadingMore = useRef(false);

  useEffect(() => {
    const run = ++generation.current;
    loadingMore.current = false;
    setResults({ key, status: 'loading', items: [], nextCursor: null, loadingMore: false });
    searchListings(client, JSON.parse(key) as SearchListingsFilter, { perPage }).then(
      (page) => {
        if (run !== generation.current) return;
        setResults({ key, status: 'ready', items: page.items, nextCursor: page.nextCursor, loadingMore: false });
      },
      () => {
        if (run !== generation.current) return;
        toast.error(SEARCH_MESSAGES.loadFailed);
        setResults({ key, status: 'failed', items: [], nextCursor: null, loadingMore: false });
      },
    );
  }, [client, key, perPage]);

  const cursor = results.key === key ? results.nextCursor : null;
  const loadMore = useCallback(() => {
    if (!cursor || loadingMore.current) return;
    const run = generation.current;
    loadingMore.current = true;
    setResults((current) => ({ ...current, loadingMore: true }));
    searchListings(client, JSON.parse(key) as SearchListingsFilter, { cursor, perPage }).then(
      (page) => {
        if (run !== generation.current) return;
        loadingMore.current = false;
        setResults((current) => ({
          ...current,
          items: appendPage(current.items, page.items),
          nextCursor: page.nextCursor,
          loadingMore: false,
        }));
      },
      () => {
        if (run !== generation.current) return;
        loadingMore.current = false;
        toast.error(SEARCH_MESSAGES.loadMoreFailed);
        setResults((current) => ({ ...current, loadingMore: false }));
      },
    );
  }, [client, key, cursor, perPage]);

  // Until the effect has reset the list for a new filter, show the new filter as loading.
  if (results.key !== key) return { status: 'loading', items: [], hasMore: false, loadingMore: false, loadMore };
  return {
    status: results.status,
    items: results.items,
    hasMore: results.nextCursor !== null,
    loadingMore: results.loadingMore,
    loadMore,
  };
}
