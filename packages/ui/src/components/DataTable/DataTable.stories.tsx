import { Classes, HTMLSelect, InputGroup, Tag } from '@blueprintjs/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { fn } from 'storybook/test';
import { DataTable, type DataTableColumn, type DataTableSort } from './DataTable';
import { storySubscriptions, type StorySubscription } from './story-subscriptions';

const COLUMNS: DataTableColumn<StorySubscription>[] = [
  { id: 'email', header: 'Email', cell: (row) => row.email, sortable: true, hideable: false },
  {
    id: 'status',
    header: 'Status',
    sortable: true,
    width: 140,
    cell: (row) => (
      <Tag minimal intent={row.status === 'active' ? 'success' : 'none'}>
        {row.status === 'active' ? 'Active' : 'Unsubscribed'}
      </Tag>
    ),
  },
  { id: 'created', header: 'Date Subscribed', cell: (row) => row.created, sortable: true, align: 'end', width: 130 },
];

const PAGE = storySubscriptions(25);

const meta = {
  title: 'Console/DataTable',
  component: DataTable<StorySubscription>,
  tags: ['autodocs'],
  args: {
    label: 'Subscriptions',
    columns: COLUMNS,
    rows: PAGE,
    rowId: (row: StorySubscription) => row.id,
    totalItems: 1284,
    page: 1,
    perPage: 25,
    onPageChange: fn(),
    onPerPageChange: fn(),
    onSortChange: fn(),
    onOpenRow: fn(),
    onRetry: fn(),
    condensed: true,
  },
} satisfies Meta<typeof DataTable<StorySubscription>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page of 1,284 subscriptions. */
export const Subscriptions: Story = {};

/** Sorted by sign-up date, newest first, on page 3. */
export const Sorted: Story = { args: { sort: { id: 'created', desc: true }, page: 3 } };

/** Waiting for the server: skeleton rows keep the table's height. */
export const Loading: Story = { args: { loading: true } };

/** Filters that match nothing. */
export const Empty: Story = {
  args: { rows: [], totalItems: 0, emptyMessage: 'No subscriptions match these filters.' },
};

/** The last load failed: the message and "Try again". */
export const LoadError: Story = {
  args: { rows: [], error: 'Connection to the server lost. Changes will appear again when it is back.' },
};

/** A subscription open in the drawer: its row is marked as current; the Status column is hidden. */
export const ActiveRowAndHiddenColumn: Story = {
  args: { activeRowId: PAGE[4]?.id, columnVisibility: { status: false }, onColumnVisibilityChange: fn() },
};

/** Rows chosen for a bulk action: two of this page ticked, the header box mixed. */
export const WithSelection: Story = {
  render: function ChoosingRows(args) {
    const [selected, setSelected] = useState<string[]>([PAGE[1]?.id ?? '', PAGE[3]?.id ?? '']);
    return (
      <DataTable
        {...args}
        selection={{ selected, onChange: setSelected, rowLabel: (row) => row.email }}
        toolbar={<Tag minimal>{`${selected.length} chosen`}</Tag>}
      />
    );
  },
};

const ALL = storySubscriptions(1284);

/**
 * Many pages, with a pretend server: it filters by e-mail and status, sorts and pages 1,284
 * sign-ups. Use the filters, sort, page, change the page size, hide columns, move with the arrows.
 */
export const ManyPagesWithFilters: Story = {
  render: function SubscriptionsScreen(args) {
    const [query, setQuery] = useState('');
    const [status, setStatus] = useState('');
    const [sort, setSort] = useState<DataTableSort | null>({ id: 'created', desc: true });
    const [page, setPage] = useState(1);
    const [perPage, setPerPage] = useState(25);
    const [active, setActive] = useState<string | null>(null);
    const matching = useMemo(() => {
      const found = ALL.filter(
        (row) => row.email.includes(query.trim().toLowerCase()) && (!status || row.status === status),
      );
      if (!sort) return found;
      const key = sort.id as keyof StorySubscription;
      const sorted = [...found].sort((a, b) => a[key].localeCompare(b[key]));
      return sort.desc ? sorted.reverse() : sorted;
    }, [query, status, sort]);
    return (
      <DataTable
        {...args}
        rows={matching.slice((page - 1) * perPage, page * perPage)}
        totalItems={matching.length}
        page={page}
        perPage={perPage}
        sort={sort}
        activeRowId={active}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
        onPageChange={setPage}
        onPerPageChange={setPerPage}
        onOpenRow={(row) => setActive(row.id)}
        toolbar={
          <>
            <InputGroup
              leftIcon="search"
              placeholder="Search e-mail"
              aria-label="Search e-mail"
              value={query}
              onValueChange={(value) => {
                setQuery(value);
                setPage(1);
              }}
            />
            <HTMLSelect
              aria-label="Status"
              value={status}
              className={Classes.FIXED}
              onChange={(event) => {
                setStatus(event.currentTarget.value);
                setPage(1);
              }}
            >
              <option value="">All statuses</option>
              <option value="active">Active</option>
              <option value="unsubscribed">Unsubscribed</option>
            </HTMLSelect>
          </>
        }
      />
    );
  },
};
