import { Button, Tag } from '@blueprintjs/core';
import type { ListingFilters } from '@partilha/data';
import {
  CONSOLE_RECORDS_TEXTS as T,
  getCategoryLabel,
  LISTING_MODERATION_LABELS,
  LISTING_TYPE_LABELS,
  LISTING_TYPES,
} from '@partilha/domain';
import type { ParamChanges } from '../../routing/use-hash-route';
import { FilterSelect } from '../../shared/FilterSelect';
import { CityFilter, FilterText } from '../../shared/FilterText';
import { categoriesFor } from './listing-filters';

// Options are made while drawing, in the active language (issue 19).
const typeOptions = () => LISTING_TYPES.map((value) => ({ value, label: LISTING_TYPE_LABELS[value] }));
const moderationOptions = () => [
  { value: 'active', label: LISTING_MODERATION_LABELS.active },
  { value: 'suspended', label: LISTING_MODERATION_LABELS.suspended },
];

export interface ListingFiltersBarProps {
  filters: ListingFilters;
  /** The owner's name when the table is narrowed to one owner. */
  ownerName: string | null;
  onChange: (changes: ParamChanges) => void;
}

/** The Listings filters; every change lands in the hash and sends the table to page 1. */
export function ListingFiltersBar({ filters, ownerName, onChange }: ListingFiltersBarProps) {
  const set = (changes: ParamChanges) => onChange({ ...changes, page: undefined });
  return (
    <>
      <FilterText search label={T.searchTitles} value={filters.q ?? ''} onChange={(q) => set({ q })} />
      <FilterSelect
        label={T.type}
        value={filters.type ?? ''}
        anyLabel={T.allTypes}
        options={typeOptions()}
        // A category of the other type would no longer match: drop it with the type change.
        onChange={(type) => set({ type, category: undefined })}
      />
      <FilterSelect
        label={T.category}
        value={filters.category ?? ''}
        anyLabel={T.allCategories}
        options={categoriesFor(filters.type ?? '').map((value) => ({ value, label: getCategoryLabel(value) }))}
        onChange={(category) => set({ category })}
      />
      <FilterSelect
        label={T.status}
        value={filters.status ?? ''}
        anyLabel={T.allStatuses}
        options={moderationOptions()}
        onChange={(status) => set({ status })}
      />
      <CityFilter value={filters.city ?? ''} onChange={(city) => set({ city })} />
      {filters.owner && (
        <span className="console-inline-tags">
          <Tag size="large" icon="person">
            {T.ownerFilter(ownerName ?? filters.owner)}
          </Tag>
          <Button variant="minimal" icon="cross" onClick={() => set({ owner: undefined })} text={T.clearOwner} />
        </span>
      )}
    </>
  );
}
