import type { ConsoleBooking } from '@partilha/data';
import {
  CONSOLE_RECORDS_TEXTS as T,
  formatDate,
  formatDateRange,
  formatEuros,
  LISTING_TYPE_LABELS,
} from '@partilha/domain';
import { BookingStatusBadge, type DataTableColumn } from '@partilha/ui';
import { Tag } from '@blueprintjs/core';

/** The Bookings table's columns; ids are the server's sort fields where sortable. */
/** Read while drawing, in the active language (issue 19). */
export function bookingColumns(): DataTableColumn<ConsoleBooking>[] {
  return [
    { id: 'listingTitle', header: T.listing, sortable: true, hideable: false, cell: (row) => row.listingTitle || '—' },
    {
      id: 'listingType',
      header: T.type,
      width: 100,
      cell: (row) => (row.listingType ? LISTING_TYPE_LABELS[row.listingType] : '—'),
    },
    { id: 'city', header: T.city, cell: (row) => row.city || '—' },
    { id: 'renter', header: T.renter, cell: (row) => row.renter.displayName || '—' },
    { id: 'owner', header: T.owner, cell: (row) => row.owner.displayName || '—' },
    {
      id: 'startDate',
      header: T.dates,
      sortable: true,
      width: 200,
      cell: (row) => formatDateRange(row.startDate, row.endDate || null),
    },
    {
      id: 'status',
      header: T.status,
      sortable: true,
      width: 150,
      cell: (row) => (
        <span className="console-inline-tags">
          <BookingStatusBadge status={row.status} />
          {row.isLateCancellation && (
            <Tag intent="danger" minimal round>
              Late
            </Tag>
          )}
        </span>
      ),
    },
    {
      id: 'totalPrice',
      header: T.total,
      sortable: true,
      align: 'end',
      width: 90,
      cell: (row) => formatEuros(row.totalPrice),
    },
    { id: 'created', header: T.requested, sortable: true, width: 120, cell: (row) => formatDate(row.created) },
  ];
}
