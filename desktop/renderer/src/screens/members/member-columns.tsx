import { Tag } from '@blueprintjs/core';
import type { ConsoleMember } from '@partilha/data';
import { CONSOLE_ROLE_LABELS, formatDate } from '@partilha/domain';
import { VerifiedBadge, type DataTableColumn } from '@partilha/ui';

const rating = (value: number) => (value > 0 ? value.toFixed(1) : '—');

/** The Members table's columns; the e-mail column only for those who may read contacts. */
export function memberColumns(withContact: boolean): DataTableColumn<ConsoleMember>[] {
  const columns: DataTableColumn<ConsoleMember>[] = [
    {
      id: 'displayName',
      header: 'Name',
      sortable: true,
      hideable: false,
      width: 170,
      cell: (row) => row.displayName || `${row.firstName} ${row.lastName}`.trim() || row.id,
    },
  ];
  if (withContact) columns.push({ id: 'email', header: 'Email', sortable: true, cell: (row) => row.email ?? '' });
  columns.push(
    {
      id: 'role',
      header: 'Role',
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
      header: 'Status',
      width: 180,
      cell: (row) => (
        <span className="console-inline-tags">
          {row.verifiedProvider && <VerifiedBadge />}
          {row.suspended && (
            <Tag intent="danger" round>
              Suspended
            </Tag>
          )}
        </span>
      ),
    },
    { id: 'city', header: 'City', sortable: true, cell: (row) => row.city || '—' },
    {
      id: 'listingsCount',
      header: 'Listings',
      sortable: true,
      align: 'end',
      width: 100,
      cell: (row) => row.listingsCount,
    },
    {
      id: 'ratingAsProvider',
      header: 'Provider rating',
      sortable: true,
      align: 'end',
      cell: (row) => rating(row.ratingAsProvider),
    },
    {
      id: 'ratingAsClient',
      header: 'Client rating',
      sortable: true,
      align: 'end',
      cell: (row) => rating(row.ratingAsClient),
    },
    { id: 'created', header: 'Joined', sortable: true, width: 120, cell: (row) => formatDate(row.created) },
  );
  return columns;
}
