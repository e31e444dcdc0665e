import { Button, Tag } from '@blueprintjs/core';
import type { ConsoleSubscription } from '@partilha/data';
import { formatDate, SUBSCRIPTION_STATUS_LABELS } from '@partilha/domain';
import type { DataTableColumn } from '@partilha/ui';

/** The Subscriptions table's columns; ids are the server's sort fields. */
export function subscriptionColumns(
  onChangeStatus: ((row: ConsoleSubscription) => void) | null,
): DataTableColumn<ConsoleSubscription>[] {
  const columns: DataTableColumn<ConsoleSubscription>[] = [
    { id: 'email', header: 'Email', sortable: true, hideable: false, cell: (row) => row.email },
    {
      id: 'created',
      header: 'Date Subscribed',
      sortable: true,
      width: 220,
      cell: (row) => formatDate(row.created, { withTime: true }),
    },
    {
      id: 'status',
      header: 'Status',
      sortable: true,
      width: 140,
      cell: (row) => (
        <Tag minimal={row.status === 'active'} round>
          {SUBSCRIPTION_STATUS_LABELS[row.status]}
        </Tag>
      ),
    },
  ];
  if (onChangeStatus) {
    columns.push({
      id: 'actions',
      header: 'Actions',
      hideable: false,
      align: 'end',
      width: 160,
      cell: (row) => (
        <Button
          size="small"
          variant="outlined"
          aria-label={`Change status of ${row.email}`}
          onClick={(event) => {
            event.stopPropagation();
            onChangeStatus(row);
          }}
        >
          Change status…
        </Button>
      ),
    });
  }
  return columns;
}
