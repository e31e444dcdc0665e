import { HTMLTable } from '@blueprintjs/core';
import {
  columnVisibilityFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type ColumnVisibilityState,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useMemo, useState, type ReactNode } from 'react';
import { cls } from '../../classes';
import { ColumnVisibilityMenu } from './ColumnVisibilityMenu';
import { DataTableHeaderCell } from './DataTableHeaderCell';
import { DataTableStateRows } from './DataTableStateRows';
import { DATA_TABLE_TEXTS as T, DEFAULT_PER_PAGE_OPTIONS } from './data-table-texts';
import { DataTablePager } from './DataTablePager';
import { DataTableSelectAll, DataTableSelectRow, SELECTION_COLUMN_ID } from './DataTableSelection';
import { useRovingRowFocus } from './use-roving-row-focus';

export interface DataTableColumn<Row> {
  /** Stable id: the sort key sent to the server and the key of `columnVisibility`. */
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The server can sort by this column. */
  sortable?: boolean;
  /** May be hidden from the Columns menu; `true` by default. */
  hideable?: boolean;
  align?: 'start' | 'end';
  /** Width in pixels. */
  width?: number;
}

export interface DataTableSort {
  id: string;
  desc: boolean;
}

export interface DataTableProps<Row> {
  /** Accessible name of the table: "Subscriptions". */
  label: string;
  /** Keep this array stable (a module constant or `useMemo`): a new array rebuilds the table model. */
  columns: DataTableColumn<Row>[];
  /** The current page, as the server returned it (already sorted and filtered). */
  rows: Row[];
  rowId: (row: Row) => string;
  totalItems: number;
  /** 1-based. */
  page: number;
  perPage: number;
  onPageChange: (page: number) => void;
  /** Shows the "Rows per page" select; changing it also asks for page 1. */
  onPerPageChange?: (perPage: number) => void;
  perPageOptions?: number[];
  sort?: DataTableSort | null;
  /** A sortable header cycles ascending → descending → unsorted (`null`). */
  onSortChange?: (sort: DataTableSort | null) => void;
  /** Controlled visibility (`false` hides a column); left out, the table keeps it itself. */
  columnVisibility?: Record<string, boolean>;
  onColumnVisibilityChange?: (visibility: Record<string, boolean>) => void;
  /** Skeleton rows in place of the page, at the same height. */
  loading?: boolean;
  /** The last load failed: the message and, with `onRetry`, a "Try again" button. */
  error?: string | null;
  onRetry?: () => void;
  /** Shown when there are no rows; "No results" by default. */
  emptyMessage?: string;
  /** A click on a row, or Enter on a focused row. */
  onOpenRow?: (row: Row) => void;
  /** The row shown in the detail drawer: marked as current. */
  activeRowId?: string | null;
  /** Filters, above the table beside the Columns menu. */
  toolbar?: ReactNode;
  /** Tighter rows for long lists. */
  condensed?: boolean;
  /**
   * Turns on a first column of boxes to choose rows (bulk actions): the chosen ids, kept by the
   * caller across pages, and what each row is called in its box's name ("Select …").
   */
  selection?: {
    selected: readonly string[];
    onChange: (selected: string[]) => void;
    rowLabel: (row: Row) => string;
  };
  className?: string;
}

const features = tableFeatures({ rowSortingFeature, columnVisibilityFeature });
const NO_VISIBILITY: Record<string, boolean> = {};

const CELL_CONTROLS = 'a, button, input, select, textarea, label, [role="button"], [role="link"]';

function isFromCellControl(target: EventTarget, row: HTMLElement): boolean {
  const control = target instanceof Element ? target.closest(CELL_CONTROLS) : null;
  return control !== null && row.contains(control);
}

function applyUpdater<T>(updater: Updater<T>, previous: T): T {
  return typeof updater === 'function' ? (updater as (old: T) => T)(previous) : updater;
}

/**
 * A server-driven table of the operator console: the server pages and sorts (the table runs in
 * TanStack Table's manual modes and only draws what it is given), the table offers the controls,
 * a Columns menu, and keyboard use — one row in the Tab order, arrows, Home/End, Enter opens.
 */
export function DataTable<Row extends RowData>(props: DataTableProps<Row>) {
  const { label, columns, rows, rowId, sort = null, loading = false, error = null, onOpenRow } = props;
  const [ownVisibility, setOwnVisibility] = useState<Record<string, boolean>>(NO_VISIBILITY);
  const columnVisibility = props.columnVisibility ?? ownVisibility;

  const columnDefs = useMemo(
    () =>
      columns.map((column): ColumnDef<typeof features, Row> => ({
        id: column.id,
        header: column.header,
        // Manual sorting never reads values, but TanStack only lets accessor columns sort.
        accessorFn: () => null,
        cell: ({ row }) => column.cell(row.original),
        enableSorting: column.sortable ?? false,
        enableHiding: column.hideable ?? true,
      })),
    [columns],
  );
  const byId = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);
  // Keyed by value: a caller that rebuilds the sort object on each render does not re-publish it.
  const sortId = sort?.id;
  const sortDesc = sort?.desc ?? false;
  const sorting = useMemo<SortingState>(() => (sortId ? [{ id: sortId, desc: sortDesc }] : []), [sortId, sortDesc]);

  const table = useTable({
    features,
    columns: columnDefs,
    data: rows,
    getRowId: (row) => rowId(row),
    manualSorting: true,
    enableMultiSort: false,
    sortDescFirst: false,
    state: { sorting, columnVisibility },
    onSortingChange: (updater) => {
      const [next] = applyUpdater(updater, sorting);
      props.onSortChange?.(next ? { id: next.id, desc: next.desc } : null);
    },
    onColumnVisibilityChange: (updater) => {
      const next = applyUpdater<ColumnVisibilityState>(updater, columnVisibility);
      if (props.columnVisibility === undefined) setOwnVisibility(next);
      props.onColumnVisibilityChange?.(next);
    },
  });

  const tableRows = table.getRowModel().rows;
  const visibleColumns = table.getVisibleLeafColumns();
  const activeIndex = props.activeRowId ? tableRows.findIndex((row) => row.id === props.activeRowId) : -1;
  const { rowProps } = useRovingRowFocus(tableRows.length, activeIndex, (index) => {
    const row = tableRows[index];
    if (row && onOpenRow) onOpenRow(row.original);
  });

  const selection = props.selection;
  const selected = useMemo(() => new Set(selection?.selected ?? []), [selection?.selected]);
  const hideable = table.getAllLeafColumns().filter((column) => column.getCanHide());
  const alignClass = (id: string) => (byId.get(id)?.align === 'end' ? cls('data-table-end') : undefined);

  const body =
    loading || error || tableRows.length === 0 ? (
      <DataTableStateRows
        columnIds={[...(selection ? [SELECTION_COLUMN_ID] : []), ...visibleColumns.map((column) => column.id)]}
        loading={loading}
        skeletonCount={rows.length > 0 ? rows.length : Math.min(props.perPage, 10)}
        error={error}
        onRetry={props.onRetry}
        emptyMessage={props.emptyMessage}
      />
    ) : (
      tableRows.map((row, index) => {
        const active = row.id === props.activeRowId;
        return (
          <tr
            key={row.id}
            {...rowProps(index)}
            aria-current={active ? 'true' : undefined}
            className={[
              cls('data-table-row'),
              active ? cls('data-table-row-active') : '',
              selection && selected.has(row.id) ? cls('data-table-row-selected') : '',
            ]
              .join(' ')
              .replace(/\s+/g, ' ')
              .trim()}
            onClick={(event) => {
              // A link or button inside a cell does its own thing; the rest of the row opens it.
              if (onOpenRow && !isFromCellControl(event.target, event.currentTarget)) onOpenRow(row.original);
            }}
          >
            {selection && (
              <DataTableSelectRow
                id={row.id}
                label={selection.rowLabel(row.original)}
                selected={selected}
                onChange={selection.onChange}
              />
            )}
            {row.getVisibleCells().map((cell) => (
              <td key={cell.id} className={alignClass(cell.column.id)}>
                <table.FlexRender cell={cell} />
              </td>
            ))}
          </tr>
        );
      })
    );

  return (
    <div className={[cls('data-table'), props.className].filter(Boolean).join(' ')}>
      <div className={cls('data-table-toolbar')}>
        <div className={cls('data-table-filters')}>{props.toolbar}</div>
        {hideable.length > 0 && (
          <ColumnVisibilityMenu
            columns={hideable.map((column) => ({
              id: column.id,
              header: byId.get(column.id)?.header ?? column.id,
              visible: column.getIsVisible(),
            }))}
            fixedVisibleCount={visibleColumns.filter((column) => !column.getCanHide()).length}
            onToggle={(id, visible) => table.getColumn(id)?.toggleVisibility(visible)}
          />
        )}
      </div>
      <div className={cls('data-table-scroll')}>
        <HTMLTable
          aria-label={label}
          aria-busy={loading}
          interactive={!!onOpenRow && !loading}
          striped
          compact={props.condensed}
          className={cls('data-table-table')}
        >
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {selection && (
                  <DataTableSelectAll
                    pageIds={tableRows.map((row) => row.id)}
                    selected={selected}
                    onChange={selection.onChange}
                  />
                )}
                {group.headers.map((header) => (
                  <DataTableHeaderCell
                    key={header.id}
                    text={byId.get(header.column.id)?.header ?? header.column.id}
                    width={byId.get(header.column.id)?.width}
                    className={alignClass(header.column.id)}
                    sorted={header.column.getCanSort() ? header.column.getIsSorted() : undefined}
                    onSort={header.column.getToggleSortingHandler()}
                  />
                ))}
              </tr>
            ))}
          </thead>
          <tbody>{body}</tbody>
        </HTMLTable>
      </div>
      <p role="status" className={cls('data-table-sr-only')}>
        {loading ? T.loading : ''}
      </p>
      <DataTablePager
        totalItems={props.totalItems}
        page={props.page}
        perPage={props.perPage}
        perPageOptions={props.perPageOptions ?? DEFAULT_PER_PAGE_OPTIONS}
        onPageChange={props.onPageChange}
        onPerPageChange={props.onPerPageChange}
      />
    </div>
  );
}
