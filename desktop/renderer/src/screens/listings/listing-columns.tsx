import { Tag } from '@blueprintjs/core';
import type { ConsoleListing } from '@partilha/data';
import { formatDate, formatEuros, getCategoryLabel, LISTING_TYPE_LABELS, PRICE_SUFFIXES } from '@partilha/domain';
import type { DataTableColumn } from '@partilha/ui';

/** The moderation state of a listing as a tag: suspended itself, or hidden with its owner. */
export function ListingStatusTag({ listing }: { listing: Pick<ConsoleListing, 'status' | 'ownerSuspended'> }) {
  if (listing.status === 'suspended')
    return (
      <Tag intent="danger" round>
        Suspended
      </Tag>
    );
  if (listing.ownerSuspended)
    return (
      <Tag intent="warning" round>
        Owner suspended
      </Tag>
    );
  return (
    <Tag minimal round>
      Active
    </Tag>
  );
}

/** The Listings table's columns; ids are the server's sort fields where sortable. */
export const LISTING_COLUMNS: DataTableColumn<ConsoleListing>[] = [
  { id: 'title', header: 'Title', sortable: true, hideable: false, cell: (row) => row.title || row.id },
  { id: 'type', header: 'Type', sortable: true, width: 100, cell: (row) => LISTING_TYPE_LABELS[row.type] },
  { id: 'category', header: 'Category', sortable: true, width: 170, cell: (row) => getCategoryLabel(row.category) },
  {
    id: 'price',
    header: 'Price',
    sortable: true,
    align: 'end',
    width: 110,
    cell: (row) => `${formatEuros(row.price)}${PRICE_SUFFIXES[row.type]}`,
  },
  { id: 'city', header: 'City', sortable: true, cell: (row) => row.city || '—' },
  { id: 'owner', header: 'Owner', cell: (row) => row.owner.displayName || row.owner.id },
  { id: 'status', header: 'Status', sortable: true, width: 140, cell: (row) => <ListingStatusTag listing={row} /> },
  { id: 'created', header: 'Created', sortable: true, width: 120, cell: (row) => formatDate(row.created) },
];
