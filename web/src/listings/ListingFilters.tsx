import { SEARCH_MESSAGES } from '@partilha/domain';
import type { ReactNode } from 'react';
import './listing-pages.css';

/** The row of filter selects above a list of listings: side by side on wide screens, stacked on phones. */
export function ListingFilters({ children }: { children: ReactNode }) {
  return (
    <div className="listing-filters" role="group" aria-label={SEARCH_MESSAGES.filtersGroup}>
      {children}
    </div>
  );
}
