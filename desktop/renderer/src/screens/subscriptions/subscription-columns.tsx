import { Button, Tag } from '@blueprintjs/core';
import type { ConsoleSubscription } from '@partilha/data';
import { CONSOLE_RECORDS_TEXTS as T, formatDate, SUBSCRIPTION_STATUS_LABELS } from '@partilha/domain';
import type { DataTableColumn } from '@partilha/ui';

/** The Subscriptions table's columns; ids are the server's sort fields. */
export function subscriptionColumns(
  onChangeStatus: ((row: ConsoleSubscription) => void) | null,
): DataTableColumn<ConsoleSubscription>[] {
  const columns: DataTableColumn<ConsoleSubscription>[] = [
    { id: 'email', header: T.email, sortable: true, hideable: false, cell: (row) => row.email },
    {
      id: 'created',
      header: T.dateSubscribed,
      sortable: true,
      width: 220,
      cell: (row) => formatDate(row.created, { withTime: true }),
    },
    {
      id: 'status',
      header: T.status,
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
      header: T.actions,
      hideable: false,
      align: 'end',
      width: 160,
      cell: (row) => (
        <Button
          size="small"
          variant="outlined"
          aria-label={T.changeStatusOf(row.email)}
          onClick={(event) => {
            event.stopPropagation();
            onChangeStatus(row);
          }}
        >
          {`${T.changeStatus}…`}
        </Button>
      ),
    });
  }
  return columns;
}
