import { categoryChoiceOf, type SearchFilter } from '@partilha/domain';
import { CategorySelect } from '@partilha/ui';
import type { ReactNode } from 'react';
import { ListingFilters } from '../../listings/ListingFilters';
import { PriceRangeSelect } from '../../listings/PriceRangeSelect';
import { FilterChips } from './FilterChips';
import { withCategoryChoice, withPriceRange } from './search-url';

/**
 * The search page's category and price-range selects, the page's other filters after them
 * (`children`: place and dates), and the chips of what is chosen.
 */
export function SearchFilterBar({
  filter,
  onChange,
  children,
}: {
  filter: SearchFilter;
  onChange: (next: SearchFilter) => void;
  children?: ReactNode;
}) {
  return (
    <>
      <ListingFilters>
        <CategorySelect
          mode="filter"
          value={categoryChoiceOf(filter)}
          onChange={(choice) => onChange(withCategoryChoice(filter, choice))}
          fill
        />
        <PriceRangeSelect
          value={filter.priceRange}
          onChange={(priceRange) => onChange(withPriceRange(filter, priceRange))}
        />
        {children}
      </ListingFilters>
      <FilterChips filter={filter} onChange={onChange} />
    </>
  );
}
