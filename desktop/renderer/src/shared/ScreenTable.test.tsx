// @vitest-environment jsdom
import type { DataTableColumn } from '@partilha/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ScreenTable, type ScreenTableProps } from './ScreenTable';

interface Row {
  id: string;
  name: string;
}

const COLUMNS: DataTableColumn<Row>[] = [{ id: 'name', header: 'Name', cell: (row) => row.name, sortable: true }];
const ROWS: Row[] = [
  { id: 'a', name: 'Ana' },
  { id: 'b', name: 'Bruno' },
];

function renderTable(props: Partial<ScreenTableProps<Row>> = {}) {
  const setParams = vi.fn();
  render(
    <ScreenTable<Row>
      params={{ id: 'b' }}
      setParams={setParams}
      table="test"
      list={{ data: { items: ROWS, totalItems: 120 }, error: null, loading: false, reload: vi.fn() }}
      paging={{ page: 2, perPage: 50, sort: null }}
      label="People"
      columns={COLUMNS}
      {...props}
    />,
  );
  return { setParams, table: screen.getByRole('table', { name: 'People' }) };
}

describe('ScreenTable', () => {
  it('turns pages in the hash and sends a new sort or page size back to page 1', async () => {
    const { setParams } = renderTable();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(setParams).toHaveBeenLastCalledWith({ page: '3' });
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'));
    expect(setParams).toHaveBeenLastCalledWith({ sort: 'name', page: undefined });
  });

  it('opens a row as a new history entry and marks the open one', async () => {
    const { setParams, table } = renderTable();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(rows[0] as HTMLElement).getByRole('cell'));
    expect(setParams).toHaveBeenLastCalledWith({ id: 'a' }, { push: true });
  });

  it('keeps sorting and opening out of the hash where the screen has neither', async () => {
    const { setParams, table } = renderTable({ sortable: false, opensRows: false });
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'));
    await userEvent.click(within(within(table).getAllByRole('row')[1] as HTMLElement).getByRole('cell'));
    expect(setParams).not.toHaveBeenCalled();
  });
});
