import { Tag } from '@blueprintjs/core';
import type { ConsoleListing } from '@partilha/data';
import {
  CONSOLE_RECORDS_TEXTS as T,
  formatDate,
  formatEuros,
  getCategoryLabel,
  LISTING_TYPE_LABELS,
  PRICE_SUFFIXES,
} from '@partilha/domain';
import type { DataTableColumn } from '@partilha/ui';

/** The moderation state of a listing as a tag: suspended itself, or hidden with its owner. */
export function ListingStatusTag({ listing }: { listing: Pick<ConsoleListing, 'status' | 'ownerSuspended'> }) {
  if (listing.status === 'suspended')
    return (
      <Tag intent="danger" round>
        {T.suspended}
      </Tag>
    );
  if (listing.ownerSuspended)
    return (
      <Tag intent="warning" round>
        {T.ownerSuspendedTag}
      </Tag>
    );
  return (
    <Tag minimal round>
      {T.active}
    </Tag>
  );
}

/** The Listings table's columns; ids are the server's sort fields where sortable. */
/** Read while drawing, in the active language (issue 19). */
export function listingColumns(): DataTableColumn<ConsoleListing>[] {
  return [
    { id: 'title', header: T.title, sortable: true, hideable: false, cell: (row) => row.title || row.id },
    { id: 'type', header: T.type, sortable: true, width: 100, cell: (row) => LISTING_TYPE_LABELS[row.type] },
    { id: 'category', header: T.category, sortable: true, width: 170, cell: (row) => getCategoryLabel(row.category) },
    {
      id: 'price',
      header: T.price,
      sortable: true,
      align: 'end',
      width: 110,
      cell: (row) => `${formatEuros(row.price)}${PRICE_SUFFIXES[row.type]}`,
    },
    { id: 'city', header: T.city, sortable: true, cell: (row) => row.city || '—' },
    { id: 'owner', header: T.owner, cell: (row) => row.owner.displayName || row.owner.id },
    { id: 'status', header: T.status, sortable: true, width: 140, cell: (row) => <ListingStatusTag listing={row} /> },
    { id: 'created', header: T.created, sortable: true, width: 120, cell: (row) => formatDate(row.created) },
  ];
}
