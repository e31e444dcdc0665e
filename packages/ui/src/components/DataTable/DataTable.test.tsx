// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn, type DataTableProps, type DataTableSort } from './DataTable';
import { storySubscriptions, type StorySubscription } from './story-subscriptions';

const COLUMNS: DataTableColumn<StorySubscription>[] = [
  { id: 'email', header: 'Email', cell: (row) => row.email, sortable: true, hideable: false },
  { id: 'status', header: 'Status', cell: (row) => row.status, sortable: true },
  { id: 'id', header: 'ID', cell: (row) => row.id },
  { id: 'created', header: 'Date Subscribed', cell: (row) => row.created, sortable: true, align: 'end' },
];

type Props = DataTableProps<StorySubscription>;

function renderTable(props: Partial<Props> = {}) {
  const handlers = { onPageChange: vi.fn(), onSortChange: vi.fn(), onOpenRow: vi.fn() };
  const result = render(
    <DataTable
      label="Subscriptions"
      columns={COLUMNS}
      rows={storySubscriptions(3)}
      rowId={(row) => row.id}
      totalItems={123}
      page={2}
      perPage={25}
      {...handlers}
      {...props}
    />,
  );
  return { ...handlers, ...result, table: screen.getByRole('table', { name: 'Subscriptions' }) };
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

/** Holds the sort like a screen does, so the header cycle can be followed click by click. */
function SortedTable({ onSortChange }: { onSortChange: (sort: DataTableSort | null) => void }) {
  const [sort, setSort] = useState<DataTableSort | null>(null);
  return (
    <DataTable
      label="Subscriptions"
      columns={COLUMNS}
      rows={storySubscriptions(3)}
      rowId={(row) => row.id}
      totalItems={3}
      page={1}
      perPage={25}
      onPageChange={() => {}}
      sort={sort}
      onSortChange={(next) => {
        onSortChange(next);
        setSort(next);
      }}
    />
  );
}

describe('DataTable', () => {
  it('draws the given rows and columns in order, with the total and the page', () => {
    const { table } = renderTable();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Email', 'Status', 'ID', 'Date Subscribed']);
    const rows = bodyRows(table);
    expect(rows).toHaveLength(3);
    expect(within(rows[0] as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent('ana.silva@example.pt');
    expect(screen.getByText('123 results')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 5')).toBeInTheDocument();
  });

  it('cycles a sortable header ascending, descending, unsorted and says so with aria-sort', async () => {
    const onSortChange = vi.fn();
    render(<SortedTable onSortChange={onSortChange} />);
    const header = () => screen.getByRole('columnheader', { name: /Date Subscribed/ });
    expect(header()).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'ID' })).not.toHaveAttribute('aria-sort');
    expect(within(screen.getByRole('columnheader', { name: 'ID' })).queryByRole('button')).toBeNull();

    await userEvent.click(within(header()).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'created', desc: false });
    expect(header()).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(header()).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'created', desc: true });
    expect(header()).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(within(header()).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith(null);
    expect(header()).toHaveAttribute('aria-sort', 'none');

    // Sorting another column replaces the sort: the server sorts by one key.
    await userEvent.click(within(header()).getByRole('button'));
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Email/ })).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'email', desc: false });
    expect(header()).toHaveAttribute('aria-sort', 'none');
  });

  it('shows the sort it is given', () => {
    renderTable({ sort: { id: 'status', desc: true } });
    expect(screen.getByRole('columnheader', { name: /Status/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('pages: previous and next ask for the neighbouring pages, and stop at the ends', async () => {
    const { onPageChange, rerender } = renderTable();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);

    const props = {
      label: 'Subscriptions',
      columns: COLUMNS,
      rows: storySubscriptions(3),
      rowId: (row: StorySubscription) => row.id,
      totalItems: 123,
      perPage: 25,
      onPageChange,
    };
    rerender(<DataTable {...props} page={1} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    rerender(<DataTable {...props} page={5} />);
    expect(screen.getByText('Page 5 of 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('changes the page size and goes back to the first page', async () => {
    const onPerPageChange = vi.fn();
    const { onPageChange } = renderTable({ onPerPageChange, perPageOptions: [25, 50, 100] });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    expect(onPerPageChange).toHaveBeenCalledWith(50);
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('hides and shows columns from the Columns menu, never the fixed ones', async () => {
    const onColumnVisibilityChange = vi.fn();
    const { table } = renderTable({ onColumnVisibilityChange });
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = screen.getByRole('group', { name: 'Shown columns' });
    expect(
      within(menu)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Status', 'ID', 'Date Subscribed']);
    await userEvent.click(within(menu).getByRole('checkbox', { name: 'ID' }));
    expect(onColumnVisibilityChange).toHaveBeenLastCalledWith({ id: false });
    expect(within(table).queryByRole('columnheader', { name: 'ID' })).toBeNull();
    expect(within(bodyRows(table)[0] as HTMLElement).getAllByRole('cell')).toHaveLength(3);
    await userEvent.click(within(menu).getByRole('checkbox', { name: 'ID' }));
    expect(onColumnVisibilityChange).toHaveBeenLastCalledWith({ id: true });
    expect(within(table).getByRole('columnheader', { name: 'ID' })).toBeInTheDocument();
  });

  it('follows a controlled column visibility', () => {
    const { table } = renderTable({ columnVisibility: { status: false, created: false } });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Email', 'ID']);
  });

  it('keeps one row in the Tab order and moves it with the arrows, Home and End; Enter opens', async () => {
    const rows = storySubscriptions(4);
    const { table, onOpenRow } = renderTable({ rows });
    const [first, second, , last] = bodyRows(table) as HTMLElement[];
    expect(bodyRows(table).map((row) => row.tabIndex)).toEqual([0, -1, -1, -1]);

    // Columns menu, the three sortable headers, then the one row in the Tab order, then the pager.
    for (let press = 0; press < 5; press += 1) await userEvent.tab();
    expect(first).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    expect(bodyRows(table).map((row) => row.tabIndex)).toEqual([-1, 0, -1, -1]);
    await userEvent.keyboard('{End}');
    expect(last).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(last).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onOpenRow).toHaveBeenCalledWith(rows[1]);
  });

  it('opens a row on click and marks the active one as current', async () => {
    const rows = storySubscriptions(3);
    const { table, onOpenRow } = renderTable({ rows, activeRowId: rows[2]?.id });
    const third = bodyRows(table)[2] as HTMLElement;
    expect(third).toHaveAttribute('aria-current', 'true');
    expect(third.tabIndex).toBe(0);
    await userEvent.click(within(bodyRows(table)[0] as HTMLElement).getAllByRole('cell')[1] as HTMLElement);
    expect(onOpenRow).toHaveBeenCalledWith(rows[0]);
  });

  it('leaves clicks on a link or button inside a cell to that control', async () => {
    const onAction = vi.fn();
    const columns: DataTableColumn<StorySubscription>[] = [
      ...COLUMNS,
      {
        id: 'actions',
        header: 'Actions',
        cell: () => (
          <button type="button" onClick={onAction}>
            Unsubscribe
          </button>
        ),
      },
    ];
    const { onOpenRow } = renderTable({ columns });
    await userEvent.click(screen.getAllByRole('button', { name: 'Unsubscribe' })[0] as HTMLElement);
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onOpenRow).not.toHaveBeenCalled();
  });

  it('shows skeleton rows while loading, as many as the rows they replace', () => {
    const { table } = renderTable({ loading: true, rows: storySubscriptions(7) });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(table.querySelectorAll('tbody tr')).toHaveLength(7);
    expect(within(table).queryByText('ana.silva@example.pt')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('says when there is nothing to show', () => {
    renderTable({ rows: [], totalItems: 0, emptyMessage: 'No subscriptions match these filters.' });
    expect(screen.getByText('No subscriptions match these filters.')).toBeInTheDocument();
    expect(screen.getByText('0 results')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('shows a load error with a retry button', async () => {
    const onRetry = vi.fn();
    renderTable({ error: 'Connection to the server lost.', onRetry });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Connection to the server lost.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no selection column unless asked for one', () => {
    const { table } = renderTable();
    expect(within(table).queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('chooses rows with their boxes without opening them, and keeps rows chosen on other pages', async () => {
    const rows = storySubscriptions(3);
    const onChange = vi.fn();
    const { table, onOpenRow } = renderTable({
      rows,
      selection: { selected: ['elsewhere'], onChange, rowLabel: (row) => row.email },
    });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(5);
    await userEvent.click(within(table).getByRole('checkbox', { name: `Select ${rows[1]?.email}` }));
    expect(onChange).toHaveBeenLastCalledWith(['elsewhere', rows[1]?.id]);
    expect(onOpenRow).not.toHaveBeenCalled();
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(onChange).toHaveBeenLastCalledWith(['elsewhere', ...rows.map((row) => row.id)]);
  });

  it('marks the header box mixed when some rows of the page are chosen, and clears the page when all are', async () => {
    const rows = storySubscriptions(2);
    const onChange = vi.fn();
    const ids = rows.map((row) => row.id);
    const { table, rerender } = renderTable({
      rows,
      selection: { selected: [ids[0] as string], onChange, rowLabel: (row) => row.email },
    });
    const all = () => within(table).getByRole('checkbox', { name: 'Select all rows on this page' }) as HTMLInputElement;
    expect(all().indeterminate).toBe(true);
    rerender(
      <DataTable
        label="Subscriptions"
        columns={COLUMNS}
        rows={rows}
        rowId={(row) => row.id}
        totalItems={2}
        page={1}
        perPage={25}
        onPageChange={() => {}}
        selection={{ selected: ['other', ...ids], onChange, rowLabel: (row) => row.email }}
      />,
    );
    expect(all().checked).toBe(true);
    await userEvent.click(all());
    expect(onChange).toHaveBeenLastCalledWith(['other']);
  });

  it('spans the selection column with its messages and skeletons', () => {
    const { table } = renderTable({
      rows: [],
      totalItems: 0,
      selection: { selected: [], onChange: () => {}, rowLabel: (row) => row.email },
    });
    expect(table.querySelector('td')).toHaveAttribute('colspan', '5');
  });

  it('puts the toolbar above the table', () => {
    renderTable({ toolbar: <input aria-label="Search e-mail" /> });
    expect(screen.getByRole('textbox', { name: 'Search e-mail' })).toBeInTheDocument();
  });
});
