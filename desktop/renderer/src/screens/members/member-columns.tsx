import { Tag } from '@blueprintjs/core';
import type { ConsoleMember } from '@partilha/data';
import { CONSOLE_RECORDS_TEXTS as T, CONSOLE_ROLE_LABELS, formatDate } from '@partilha/domain';
import { VerifiedBadge, type DataTableColumn } from '@partilha/ui';

const rating = (value: number) => (value > 0 ? value.toFixed(1) : '—');

/** The Members table's columns; the e-mail column only for those who may read contacts. */
export function memberColumns(withContact: boolean): DataTableColumn<ConsoleMember>[] {
  const columns: DataTableColumn<ConsoleMember>[] = [
    {
      id: 'displayName',
      header: T.name,
      sortable: true,
      hideable: false,
      width: 170,
      cell: (row) => row.displayName || `${row.firstName} ${row.lastName}`.trim() || row.id,
    },
  ];
  if (withContact) columns.push({ id: 'email', header: T.email, sortable: true, cell: (row) => row.email ?? '' });
  columns.push(
    {
      id: 'role',
      header: T.role,
      sortable: true,
      width: 110,
      cell: (row) => (
        <Tag minimal round intent={row.role === 'user' ? 'none' : 'primary'}>
          {CONSOLE_ROLE_LABELS[row.role]}
        </Tag>
      ),
    },
    {
      id: 'status',
      header: T.status,
      width: 180,
      cell: (row) => (
        <span className="console-inline-tags">
          {row.verifiedProvider && <VerifiedBadge />}
          {row.suspended && (
            <Tag intent="danger" round>
              {T.suspended}
            </Tag>
          )}
        </span>
      ),
    },
    { id: 'city', header: T.city, sortable: true, cell: (row) => row.city || '—' },
    {
      id: 'listingsCount',
      header: T.listings,
      sortable: true,
      align: 'end',
      width: 100,
      cell: (row) => row.listingsCount,
    },
    {
      id: 'ratingAsProvider',
      header: T.providerRating,
      sortable: true,
      align: 'end',
      cell: (row) => rating(row.ratingAsProvider),
    },
    {
      id: 'ratingAsClient',
      header: T.clientRating,
      sortable: true,
      align: 'end',
      cell: (row) => rating(row.ratingAsClient),
    },
    { id: 'created', header: T.joined, sortable: true, width: 120, cell: (row) => formatDate(row.created) },
  );
  return columns;
}
