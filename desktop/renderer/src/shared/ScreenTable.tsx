import { DataTable, type DataTableProps } from '@partilha/ui';
import { sortParam } from './table-params';
import { useColumnVisibility } from './use-column-visibility';
import type { TableWiring } from './use-table-list';

export interface ScreenTableProps<Row extends { id: string }>
  extends
    TableWiring<{ items: Row[]; totalItems: number }>,
    Pick<DataTableProps<Row>, 'label' | 'columns' | 'emptyMessage' | 'toolbar' | 'condensed'> {
  /** Headers sort through the hash `sort`; off where the server keeps one order (the audit log). */
  sortable?: boolean;
  /** A row opens (the hash `id`, a history entry) in the screen's drawer. */
  opensRows?: boolean;
}

/**
 * A console table wired to its screen: rows and states from the `useRemote` result, paging and
 * sort in the hash (any change but a page turn goes back to page 1), columns remembered.
 */
export function ScreenTable<Row extends { id: string }>({
  params,
  setParams,
  table,
  list,
  paging,
  sortable = true,
  opensRows = true,
  ...shown
}: ScreenTableProps<Row>) {
  const [visibility, setVisibility] = useColumnVisibility(table);
  const sorting: Partial<DataTableProps<Row>> = sortable
    ? { sort: paging.sort, onSortChange: (sort) => setParams({ sort: sortParam(sort) ?? '', page: undefined }) }
    : {};
  const opening: Partial<DataTableProps<Row>> = opensRows
    ? { onOpenRow: (row) => setParams({ id: row.id }, { push: true }), activeRowId: params.id ?? null }
    : {};
  return (
    <DataTable
      {...shown}
      {...sorting}
      {...opening}
      rows={list.data?.items ?? []}
      rowId={(row) => row.id}
      totalItems={list.data?.totalItems ?? 0}
      page={paging.page}
      perPage={paging.perPage}
      onPageChange={(page) => setParams({ page: String(page) })}
      onPerPageChange={(perPage) => setParams({ perPage: String(perPage), page: undefined })}
      columnVisibility={visibility}
      onColumnVisibilityChange={setVisibility}
      loading={list.loading && !list.data}
      error={list.error}
      onRetry={list.reload}
    />
  );
}
