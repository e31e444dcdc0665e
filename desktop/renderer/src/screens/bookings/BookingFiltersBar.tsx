import { Button, Checkbox } from '@blueprintjs/core';
import type { BookingFilters } from '@partilha/data';
import {
  CONSOLE_RECORDS_TEXTS as T,
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
  LISTING_TYPE_LABELS,
  LISTING_TYPES,
} from '@partilha/domain';
import type { ParamChanges } from '../../routing/use-hash-route';
import { DateFilter } from '../../shared/DateFilter';
import { FilterSelect } from '../../shared/FilterSelect';
import { CityFilter, FilterText } from '../../shared/FilterText';
import { bookingDayChips } from './booking-day-chips';

const bookingStatusOptions = () => BOOKING_STATUSES.map((value) => ({ value, label: BOOKING_STATUS_LABELS[value] }));
const typeOptions = () => LISTING_TYPES.map((value) => ({ value, label: LISTING_TYPE_LABELS[value] }));

export interface BookingFiltersBarProps {
  filters: BookingFilters;
  onChange: (changes: ParamChanges) => void;
}

/** The Bookings filters; every change lands in the hash (and sends the table to page 1). */
export function BookingFiltersBar({ filters, onChange }: BookingFiltersBarProps) {
  const set = (changes: ParamChanges) => onChange({ ...changes, page: undefined });
  return (
    <>
      <FilterText search label={T.searchBookings} value={filters.q ?? ''} onChange={(q) => set({ q })} />
      <FilterSelect
        label={T.status}
        value={filters.status ?? ''}
        anyLabel={T.allStatuses}
        options={bookingStatusOptions()}
        onChange={(status) => set({ status })}
      />
      <FilterSelect
        label={T.type}
        value={filters.type ?? ''}
        anyLabel={T.allTypes}
        options={typeOptions()}
        onChange={(type) => set({ type })}
      />
      <CityFilter value={filters.city ?? ''} onChange={(city) => set({ city })} />
      <DateFilter label={T.from} value={filters.from ?? ''} onChange={(from) => set({ from })} />
      <DateFilter label={T.to} value={filters.to ?? ''} onChange={(to) => set({ to })} />
      <Checkbox
        className="console-filters__check"
        label={T.lateCancellationsOnly}
        checked={filters.late === true}
        onChange={(event) => set({ late: event.currentTarget.checked ? 'true' : undefined })}
      />
      {bookingDayChips(filters).map((chip) => (
        <Button
          key={chip.key}
          size="small"
          variant="outlined"
          endIcon="small-cross"
          aria-label={T.removeFilter(chip.label)}
          onClick={() => set(chip.clear)}
        >
          {chip.label}
        </Button>
      ))}
    </>
  );
}
