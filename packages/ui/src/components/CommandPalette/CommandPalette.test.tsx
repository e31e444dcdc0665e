// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ReasonDialog } from '../ReasonDialog';
import { CommandPalette } from './CommandPalette';
import { operatorCommands } from './story-commands';
import { useCommandPaletteShortcut } from './use-command-palette-shortcut';

function Console({ onRun }: { onRun: (id: string) => void }) {
  const [isOpen, setOpen] = useState(false);
  useCommandPaletteShortcut(() => setOpen(true));
  return (
    <>
      <input aria-label="Search members" />
      <CommandPalette commands={operatorCommands(onRun)} isOpen={isOpen} onClose={() => setOpen(false)} />
    </>
  );
}

/** An open palette whose parent closes it on `onClose`, as the console does. */
function OpenPalette({ onRun, onClose }: { onRun: (id: string) => void; onClose: () => void }) {
  const [isOpen, setOpen] = useState(true);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <CommandPalette commands={operatorCommands(onRun)} isOpen={isOpen} onClose={close} placeholder="Search commands" />
  );
}

/** A drawer's button had the focus; the palette's command opens a reason dialog. */
function DrawerWithPalette() {
  const [isOpen, setOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  const commands = [{ id: 'suspend', label: 'Suspend member…', run: () => setAsking(true) }];
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open palette
      </button>
      <CommandPalette commands={commands} isOpen={isOpen} onClose={() => setOpen(false)} />
      <ReasonDialog
        isOpen={asking}
        title="Suspend Ana Silva"
        confirmLabel="Suspend account"
        onConfirm={() => Promise.resolve()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

function renderOpen() {
  const onRun = vi.fn();
  const onClose = vi.fn();
  render(<OpenPalette onRun={onRun} onClose={onClose} />);
  const input = screen.getByRole('combobox', { name: 'Commands' });
  return { onRun, onClose, input };
}

const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);
const highlighted = () =>
  screen.getAllByRole('option').find((option) => option.getAttribute('aria-selected') === 'true');

describe('CommandPalette', () => {
  it('is a dialog with a combobox over a grouped listbox, showing shortcut hints', () => {
    const { input } = renderOpen();
    expect(screen.getByRole('dialog', { name: 'Commands' })).toBeInTheDocument();
    expect(input).toHaveAttribute('placeholder', 'Search commands');
    expect(input).toHaveFocus();
    const listbox = screen.getByRole('listbox', { name: 'Commands' });
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(
      within(listbox)
        .getAllByRole('group')
        .map((group) => group.getAttribute('aria-labelledby')),
    ).toHaveLength(5);
    expect(within(listbox).getByRole('group', { name: 'Go to' })).toHaveTextContent('SubscriptionsG S');
    expect(screen.getAllByRole('option')).toHaveLength(12);
  });

  it('filters by label and keywords, ignoring case and accents', async () => {
    const { input } = renderOpen();
    await userEvent.type(input, 'sessao');
    expect(optionNames()).toEqual(['Sign out of the Sessão']);
    await userEvent.clear(input);
    await userEvent.type(input, 'ANUNCIOS');
    expect(optionNames()).toEqual(['ListingsG L']);
    await userEvent.clear(input);
    await userEvent.type(input, 'zzz');
    expect(optionNames()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('No matching commands');
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('moves the highlight with the arrows (wrapping) and points the combobox at it', async () => {
    const { input } = renderOpen();
    await userEvent.type(input, 'member');
    expect(optionNames()).toEqual(['MembersG M', 'Suspend member…']);
    expect(highlighted()).toHaveTextContent('Members');
    expect(input).toHaveAttribute('aria-activedescendant', highlighted()?.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(highlighted()).toHaveTextContent('Suspend member…');
    expect(input).toHaveAttribute('aria-activedescendant', highlighted()?.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(highlighted()).toHaveTextContent('Members');
    await userEvent.keyboard('{ArrowUp}');
    expect(highlighted()).toHaveTextContent('Suspend member…');
    expect(input).toHaveFocus();
  });

  it('closes on Enter, then runs the highlighted command once', async () => {
    const { input, onRun, onClose } = renderOpen();
    await userEvent.type(input, 'csv{Enter}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(onRun).toHaveBeenCalledWith('export-subscriptions'));
    expect(onRun).toHaveBeenCalledTimes(1);
  });

  it('runs a clicked command', async () => {
    const { onRun } = renderOpen();
    await userEvent.click(screen.getByRole('option', { name: /Audit log/ }));
    await waitFor(() => expect(onRun).toHaveBeenCalledWith('go-audit'));
  });

  it('leaves the focus to a dialog its command opens', async () => {
    render(<DrawerWithPalette />);
    await userEvent.click(screen.getByRole('button', { name: 'Open palette' }));
    await userEvent.type(screen.getByRole('combobox', { name: 'Commands' }), 'suspend{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Ana Silva' });
    const reason = within(dialog).getByLabelText('Reason');
    await waitFor(() => expect(reason).toHaveFocus());
    // Past the palette's close transition, when it gives the focus back: the field keeps it.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(reason).toHaveFocus();
  });

  it('closes on Esc without running anything', async () => {
    const { onRun, onClose } = renderOpen();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onRun).not.toHaveBeenCalled();
  });
});

describe('useCommandPaletteShortcut', () => {
  it('opens on Ctrl+K or Cmd+K from anywhere, and the palette starts empty each time', async () => {
    const onRun = vi.fn();
    render(<Console onRun={onRun} />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Search members' }));
    await userEvent.keyboard('{Control>}k{/Control}');
    const input = await screen.findByRole('combobox', { name: 'Commands' });
    await userEvent.type(input, 'bookings{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.keyboard('{Meta>}k{/Meta}');
    expect(await screen.findByRole('combobox', { name: 'Commands' })).toHaveValue('');
  });

  it('ignores K with other modifiers, or with none', () => {
    render(<Console onRun={vi.fn()} />);
    for (const init of [
      { key: 'k', ctrlKey: true, shiftKey: true },
      { key: 'k', metaKey: true, altKey: true },
      { key: 'k', ctrlKey: true, metaKey: true },
      { key: 'k' },
    ]) {
      act(() => {
        fireEvent.keyDown(window, init);
      });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    }
    const event = new KeyboardEvent('keydown', { key: 'K', ctrlKey: true, cancelable: true });
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
