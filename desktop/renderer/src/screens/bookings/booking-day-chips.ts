import type { BookingFilters } from '@partilha/data';
import { CONSOLE_RECORDS_TEXTS as T, formatDate, formatDateRange } from '@partilha/domain';
import type { ParamChanges } from '../../routing/use-hash-route';

/**
 * The Bookings filters on when a booking was requested or cancelled. The Overview's cards set
 * them (a figure counts requests this week, or cancellations this month); the table shows them
 * as chips to remove rather than as more date fields, since they are rarely typed by hand.
 */
export interface BookingDayChip {
  key: 'requested' | 'cancelled';
  label: string;
  /** The hash changes that remove the filter. */
  clear: ParamChanges;
}

const RANGES = [
  { key: 'requested', label: (range: string) => T.requestedRange(range), from: 'requestedFrom', to: 'requestedTo' },
  { key: 'cancelled', label: (range: string) => T.cancelledRange(range), from: 'cancelledFrom', to: 'cancelledTo' },
] as const;

function rangeText(from: string, to: string): string {
  if (from !== '' && to !== '') return formatDateRange(from, to);
  return from !== '' ? T.rangeFrom(formatDate(from)) : T.rangeUntil(formatDate(to));
}

export function bookingDayChips(filters: BookingFilters): BookingDayChip[] {
  return RANGES.flatMap((range) => {
    const from = filters[range.from] ?? '';
    const to = filters[range.to] ?? '';
    if (from === '' && to === '') return [];
    return [
      {
        key: range.key,
        label: range.label(rangeText(from, to)),
        clear: { [range.from]: undefined, [range.to]: undefined },
      },
    ];
  });
}
