// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ColumnVisibilityMenu } from './ColumnVisibilityMenu';

const COLUMNS = [
  { id: 'status', header: 'Status', visible: true },
  { id: 'created', header: 'Date Subscribed', visible: false },
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ColumnVisibilityMenu', () => {
  it('opens its checkboxes on a popover Blueprint supports under React 19, without warnings', async () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    const onToggle = vi.fn();
    render(<ColumnVisibilityMenu columns={COLUMNS} fixedVisibleCount={1} onToggle={onToggle} />);
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('group', { name: 'Shown columns' });
    await userEvent.click(within(menu).getByRole('checkbox', { name: 'Date Subscribed' }));
    expect(onToggle).toHaveBeenCalledWith('created', true);
    // Blueprint 6's legacy <Popover> warns it positions wrongly under React 19.
    const blueprintMessages = [...warn.mock.calls, ...error.mock.calls].filter((call) =>
      String(call[0]).includes('[Blueprint]'),
    );
    expect(blueprintMessages).toEqual([]);
  });

  it('keeps the last shown column', async () => {
    render(
      <ColumnVisibilityMenu
        columns={[{ id: 'status', header: 'Status', visible: true }]}
        fixedVisibleCount={0}
        onToggle={() => {}}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('group', { name: 'Shown columns' });
    expect(within(menu).getByRole('checkbox', { name: 'Status' })).toBeDisabled();
  });
});
