import { listReviews, usePocketBase, type ReviewTarget, type ReviewWithReviewer } from '@partilha/data';
import { DEFAULT_REVIEW_SORT, type ReviewSort } from '@partilha/domain';
import type { ReviewListState } from '@partilha/ui';
import { useCallback, useEffect, useRef, useState } from 'react';

interface Pages {
  items: ReviewWithReviewer[];
  /** The last page shown; the next "Load More" asks for the one after it. */
  page: number;
  hasMore: boolean;
  state: ReviewListState;
}

const FIRST_LOAD: Pages = { items: [], page: 0, hasMore: false, state: 'loading' };

/** Keeps the first copy of each review: a vote between two pages can move a review across them. */
function appendNew(shown: ReviewWithReviewer[], next: ReviewWithReviewer[]): ReviewWithReviewer[] {
  const seen = new Set(shown.map((entry) => entry.review.id));
  return [...shown, ...next.filter((entry) => !seen.has(entry.review.id))];
}

/**
 * A target's public reviews, `perPage` a page (spec 001 §9: 10, 20 on a profile), in the chosen order: a new
 * order starts again from the first page; "Load More" appends the next. Only the latest request
 * may change what is shown, so a slow answer for an old order or role never overwrites a newer one.
 */
export function useReviewPages(target: ReviewTarget, perPage: number) {
  const client = usePocketBase();
  const { reviewType, targetId } = target;
  const [sort, setSort] = useState<ReviewSort>(DEFAULT_REVIEW_SORT);
  const [pages, setPages] = useState<Pages>(FIRST_LOAD);
  const latest = useRef(0);
  // What to run again after "Try Again": the first page, or the page that failed to append.
  const failedAppend = useRef(false);

  const load = useCallback(
    async (page: number, order: ReviewSort, append: boolean) => {
      const ticket = ++latest.current;
      failedAppend.current = append;
      setPages((shown) => (append ? { ...shown, state: 'loading-more' } : FIRST_LOAD));
      try {
        const result = await listReviews(client, { reviewType, targetId }, { sort: order, page, perPage });
        if (ticket !== latest.current) return;
        setPages((shown) => ({
          items: append ? appendNew(shown.items, result.items) : result.items,
          page,
          hasMore: result.hasMore,
          state: 'ready',
        }));
      } catch {
        if (ticket === latest.current) setPages((shown) => ({ ...shown, state: 'error' }));
      }
    },
    [client, reviewType, targetId, perPage],
  );

  useEffect(() => {
    void load(1, sort, false);
  }, [load, sort]);

  const loadMore = useCallback(() => void load(pages.page + 1, sort, true), [load, pages.page, sort]);
  const retry = useCallback(
    () => void (failedAppend.current ? load(pages.page + 1, sort, true) : load(1, sort, false)),
    [load, pages.page, sort],
  );
  /** Shows a change the server already made to one review (a helpful vote), without reloading. */
  const updateShown = useCallback((reviewId: string, change: (entry: ReviewWithReviewer) => ReviewWithReviewer) => {
    setPages((shown) => ({
      ...shown,
      items: shown.items.map((entry) => (entry.review.id === reviewId ? change(entry) : entry)),
    }));
  }, []);

  return { sort, setSort, ...pages, loadMore, retry, updateShown };
}
