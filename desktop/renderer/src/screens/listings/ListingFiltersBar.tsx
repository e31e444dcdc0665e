import { Button, HTMLSelect, InputGroup, Tag } from '@blueprintjs/core';
import type { ListingFilters } from '@partilha/data';
import { getCategoryLabel, LISTING_MODERATION_LABELS, LISTING_TYPE_LABELS, LISTING_TYPES } from '@partilha/domain';
import type { ParamChanges } from '../../routing/use-hash-route';
import { useTextFilter } from '../../shared/use-text-filter';
import { categoriesFor } from './listing-filters';

export interface ListingFiltersBarProps {
  filters: ListingFilters;
  /** The owner's name when the table is narrowed to one owner. */
  ownerName: string | null;
  onChange: (changes: ParamChanges) => void;
}

/** The Listings filters; every change lands in the hash and sends the table to page 1. */
export function ListingFiltersBar({ filters, ownerName, onChange }: ListingFiltersBarProps) {
  const set = (changes: ParamChanges) => onChange({ ...changes, page: undefined });
  const [search, setSearch] = useTextFilter(filters.q ?? '', (q) => set({ q }));
  const [city, setCity] = useTextFilter(filters.city ?? '', (value) => set({ city: value }));
  return (
    <>
      <InputGroup
        type="search"
        leftIcon="search"
        placeholder="Search titles"
        aria-label="Search titles"
        value={search}
        onValueChange={setSearch}
      />
      <HTMLSelect
        aria-label="Type"
        value={filters.type ?? ''}
        // A category of the other type would no longer match: drop it with the type change.
        onChange={(event) => set({ type: event.currentTarget.value, category: undefined })}
        options={[
          { value: '', label: 'All types' },
          ...LISTING_TYPES.map((value) => ({ value, label: LISTING_TYPE_LABELS[value] })),
        ]}
      />
      <HTMLSelect
        aria-label="Category"
        value={filters.category ?? ''}
        onChange={(event) => set({ category: event.currentTarget.value })}
        options={[
          { value: '', label: 'All categories' },
          ...categoriesFor(filters.type ?? '').map((value) => ({ value, label: getCategoryLabel(value) })),
        ]}
      />
      <HTMLSelect
        aria-label="Status"
        value={filters.status ?? ''}
        onChange={(event) => set({ status: event.currentTarget.value })}
        options={[
          { value: '', label: 'All statuses' },
          { value: 'active', label: LISTING_MODERATION_LABELS.active },
          { value: 'suspended', label: LISTING_MODERATION_LABELS.suspended },
        ]}
      />
      <InputGroup
        className="console-filters__city"
        placeholder="City"
        aria-label="City"
        value={city}
        onValueChange={setCity}
      />
      {filters.owner && (
        <span className="console-inline-tags">
          <Tag size="large" icon="person">
            Owner: {ownerName ?? filters.owner}
          </Tag>
          <Button variant="minimal" icon="cross" onClick={() => set({ owner: undefined })} text="Clear owner" />
        </span>
      )}
    </>
  );
}
