import { getCategoryLabel } from '../listing/categories';
import { LISTING_TYPE_LABELS } from '../listing/listing-type';
import { formatEuros } from '../money/format-euros';
import { PRICE_BANDS, PRICE_FILTER_LABELS } from './price-bands';
import { resolveSearchCategory } from './search-category';
import { SEARCH_MESSAGES } from './search-messages';
import type { SearchFilter } from './search-filters';

export type FilterChipKind = 'type' | 'search' | 'category' | 'price';

export interface FilterChip {
  kind: FilterChipKind;
  /** What the chip says: "Equipment", "\"drill\"", "Power Tools", "€25 - €50". */
  label: string;
  /** The filter without this chip. */
  remove: (filter: SearchFilter) => SearchFilter;
}

function priceLabel(filter: SearchFilter): string | null {
  const band = PRICE_BANDS.find((candidate) => candidate.value === filter.priceRange);
  const { minPrice, maxPrice } = filter;
  const range =
    minPrice !== undefined && maxPrice !== undefined
      ? PRICE_FILTER_LABELS.range(formatEuros(minPrice), formatEuros(maxPrice))
      : minPrice !== undefined
        ? PRICE_FILTER_LABELS.from(formatEuros(minPrice))
        : maxPrice !== undefined
          ? PRICE_FILTER_LABELS.upTo(formatEuros(maxPrice))
          : null;
  const parts = [band?.label, range].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

/**
 * The removable chips of the search page (spec 000 §2): type, search text, category, and the
 * price when one is chosen. Removing the type also removes a category of that type, since the
 * category alone would bring the type straight back (spec 000 §4); removing the category keeps
 * its type ("Power Tools" → all equipment).
 */
export function filterChips(filter: SearchFilter): FilterChip[] {
  const chips: FilterChip[] = [];
  if (filter.type !== 'all') {
    chips.push({
      kind: 'type',
      label: LISTING_TYPE_LABELS[filter.type],
      remove: (current) => ({
        ...current,
        type: 'all',
        category: resolveSearchCategory(current.category).type === 'all' ? current.category : '',
      }),
    });
  }
  if (filter.search.trim() !== '') {
    chips.push({
      kind: 'search',
      label: SEARCH_MESSAGES.quoted(filter.search.trim()),
      remove: (current) => ({ ...current, search: '' }),
    });
  }
  if (filter.category !== '') {
    chips.push({
      kind: 'category',
      label: getCategoryLabel(filter.category),
      remove: (current) => ({ ...current, category: '' }),
    });
  }
  const price = priceLabel(filter);
  if (price) {
    chips.push({
      kind: 'price',
      label: price,
      remove: (current) => ({ ...current, priceRange: '', minPrice: undefined, maxPrice: undefined }),
    });
  }
  return chips;
}
