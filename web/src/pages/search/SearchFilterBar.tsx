import type { SearchFilter } from '@partilha/domain';
import { CategorySelect } from '@partilha/ui';
import { ListingFilters } from '../../listings/ListingFilters';
import { PriceRangeSelect } from '../../listings/PriceRangeSelect';
import { FilterChips } from './FilterChips';
import { categoryChoiceOf, withCategoryChoice, withPriceRange } from './search-url';

/** The search page's category and price-range selects, and the chips of what is chosen. */
export function SearchFilterBar({
  filter,
  onChange,
}: {
  filter: SearchFilter;
  onChange: (next: SearchFilter) => void;
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
      </ListingFilters>
      <FilterChips filter={filter} onChange={onChange} />
    </>
  );
}
