import { Button } from '@blueprintjs/core';
import type { BookingCounts } from '@partilha/data';
import {
  CONSOLE_RECORDS_TEXTS as T,
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
  type BookingStatus,
} from '@partilha/domain';

export interface StatusCountsProps {
  counts: BookingCounts | undefined;
  current: BookingStatus | '';
  onSelect: (status: BookingStatus | '') => void;
}

/** How many bookings of each status match the other filters; a click filters to that status. */
export function StatusCounts({ counts, current, onSelect }: StatusCountsProps) {
  if (!counts) return null;
  const total = BOOKING_STATUSES.reduce((sum, status) => sum + counts[status], 0);
  return (
    <div className="console-status-counts" role="group" aria-label={T.bookingsByStatus}>
      <Button
        size="small"
        variant={current === '' ? 'solid' : 'outlined'}
        aria-pressed={current === ''}
        onClick={() => onSelect('')}
      >
        All {total}
      </Button>
      {BOOKING_STATUSES.map((status) => (
        <Button
          key={status}
          size="small"
          variant={current === status ? 'solid' : 'outlined'}
          intent={current === status ? 'primary' : 'none'}
          aria-pressed={current === status}
          onClick={() => onSelect(current === status ? '' : status)}
        >
          {BOOKING_STATUS_LABELS[status]} {counts[status]}
        </Button>
      ))}
    </div>
  );
}
