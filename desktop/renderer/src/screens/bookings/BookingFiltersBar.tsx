import { Button, Checkbox, HTMLSelect, InputGroup } from '@blueprintjs/core';
import type { BookingFilters } from '@partilha/data';
import { BOOKING_STATUS_LABELS, BOOKING_STATUSES, LISTING_TYPE_LABELS, LISTING_TYPES } from '@partilha/domain';
import type { ParamChanges } from '../../routing/use-hash-route';
import { DateFilter } from '../../shared/DateFilter';
import { useTextFilter } from '../../shared/use-text-filter';
import { bookingDayChips } from './booking-day-chips';

export interface BookingFiltersBarProps {
  filters: BookingFilters;
  onChange: (changes: ParamChanges) => void;
}

/** The Bookings filters; every change lands in the hash (and sends the table to page 1). */
export function BookingFiltersBar({ filters, onChange }: BookingFiltersBarProps) {
  const set = (changes: ParamChanges) => onChange({ ...changes, page: undefined });
  const [search, setSearch] = useTextFilter(filters.q ?? '', (q) => set({ q }));
  const [city, setCity] = useTextFilter(filters.city ?? '', (value) => set({ city: value }));
  return (
    <>
      <InputGroup
        type="search"
        leftIcon="search"
        placeholder="Search listing or names"
        aria-label="Search listing or names"
        value={search}
        onValueChange={setSearch}
      />
      <HTMLSelect
        aria-label="Status"
        value={filters.status ?? ''}
        onChange={(event) => set({ status: event.currentTarget.value })}
        options={[
          { value: '', label: 'All statuses' },
          ...BOOKING_STATUSES.map((value) => ({ value, label: BOOKING_STATUS_LABELS[value] })),
        ]}
      />
      <HTMLSelect
        aria-label="Type"
        value={filters.type ?? ''}
        onChange={(event) => set({ type: event.currentTarget.value })}
        options={[
          { value: '', label: 'All types' },
          ...LISTING_TYPES.map((value) => ({ value, label: LISTING_TYPE_LABELS[value] })),
        ]}
      />
      <InputGroup
        className="console-filters__city"
        placeholder="City"
        aria-label="City"
        value={city}
        onValueChange={setCity}
      />
      <DateFilter label="From" value={filters.from ?? ''} onChange={(from) => set({ from })} />
      <DateFilter label="To" value={filters.to ?? ''} onChange={(to) => set({ to })} />
      <Checkbox
        className="console-filters__check"
        label="Late cancellations only"
        checked={filters.late === true}
        onChange={(event) => set({ late: event.currentTarget.checked ? 'true' : undefined })}
      />
      {bookingDayChips(filters).map((chip) => (
        <Button
          key={chip.key}
          size="small"
          variant="outlined"
          endIcon="small-cross"
          aria-label={`Remove filter: ${chip.label}`}
          onClick={() => set(chip.clear)}
        >
          {chip.label}
        </Button>
      ))}
    </>
  );
}
