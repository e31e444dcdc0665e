import type { ConsoleBooking } from '@partilha/data';
import { formatDate, formatDateRange, formatEuros, LISTING_TYPE_LABELS } from '@partilha/domain';
import { BookingStatusBadge, type DataTableColumn } from '@partilha/ui';
import { Tag } from '@blueprintjs/core';

/** The Bookings table's columns; ids are the server's sort fields where sortable. */
export const BOOKING_COLUMNS: DataTableColumn<ConsoleBooking>[] = [
  { id: 'listingTitle', header: 'Listing', sortable: true, hideable: false, cell: (row) => row.listingTitle || '—' },
  {
    id: 'listingType',
    header: 'Type',
    width: 100,
    cell: (row) => (row.listingType ? LISTING_TYPE_LABELS[row.listingType] : '—'),
  },
  { id: 'city', header: 'City', cell: (row) => row.city || '—' },
  { id: 'renter', header: 'Renter', cell: (row) => row.renter.displayName || '—' },
  { id: 'owner', header: 'Owner', cell: (row) => row.owner.displayName || '—' },
  {
    id: 'startDate',
    header: 'Dates',
    sortable: true,
    width: 200,
    cell: (row) => formatDateRange(row.startDate, row.endDate || null),
  },
  {
    id: 'status',
    header: 'Status',
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
    header: 'Total',
    sortable: true,
    align: 'end',
    width: 90,
    cell: (row) => formatEuros(row.totalPrice),
  },
  { id: 'created', header: 'Requested', sortable: true, width: 120, cell: (row) => formatDate(row.created) },
];
