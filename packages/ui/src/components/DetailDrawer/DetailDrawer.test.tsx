// @vitest-environment jsdom
import { Button } from '@blueprintjs/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DetailDrawer, type DetailDrawerProps } from './DetailDrawer';

function OpenedFromARow(props: Partial<DetailDrawerProps>) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Booking 42
      </button>
      <DetailDrawer
        isOpen={isOpen}
        title="Booking with Ana Silva"
        subtitle="Cancelled late · 3 May 2026"
        actions={<Button text="Export thread" />}
        {...props}
        onClose={() => {
          props.onClose?.();
          setOpen(false);
        }}
      >
        <p>Status history</p>
      </DetailDrawer>
    </>
  );
}

describe('DetailDrawer', () => {
  it('is a dialog named by its title and described by its subtitle, with actions and a body', async () => {
    render(<OpenedFromARow />);
    await userEvent.click(screen.getByRole('button', { name: 'Booking 42' }));
    const drawer = screen.getByRole('dialog', { name: 'Booking with Ana Silva' });
    expect(drawer).toHaveAccessibleDescription('Cancelled late · 3 May 2026');
    expect(within(drawer).getByRole('heading', { level: 2 })).toHaveTextContent('Booking with Ana Silva');
    expect(within(drawer).getByRole('toolbar', { name: 'Actions' })).toContainElement(
      within(drawer).getByRole('button', { name: 'Export thread' }),
    );
    // The body scrolls on its own, so it takes focus for keyboard scrolling.
    const body = within(drawer).getByRole('region', { name: 'Booking with Ana Silva' });
    expect(body).toHaveTextContent('Status history');
    expect(body).toHaveAttribute('tabindex', '0');
  });

  it('adds no banner landmark beside the page’s own, staying a dialog named by its title', async () => {
    // The console's top bar is the page's one banner; a <header> inside the drawer would be a
    // second one while the drawer is open (axe landmark-no-duplicate-banner, landmark-unique).
    render(
      <>
        <header>Partilha console</header>
        <OpenedFromARow />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Booking 42' }));
    const drawer = screen.getByRole('dialog', { name: 'Booking with Ana Silva' });
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    expect(within(drawer).queryByRole('banner')).not.toBeInTheDocument();
    expect(drawer.querySelector('header')).toBeNull();
    // The only landmark inside is the body region, named like the dialog.
    expect(
      within(drawer)
        .getAllByRole('region')
        .map((region) => region.getAttribute('aria-labelledby')),
    ).toEqual([drawer.getAttribute('aria-labelledby')]);
  });

  it('takes focus on open and gives it back to the opener when Esc closes it', async () => {
    const onClose = vi.fn();
    render(<OpenedFromARow onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Booking 42' });
    await userEvent.click(opener);
    const drawer = screen.getByRole('dialog', { name: 'Booking with Ana Silva' });
    await waitFor(() => expect(drawer.closest('.bp6-overlay')).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes with the close button', async () => {
    const onClose = vi.fn();
    render(<OpenedFromARow onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Booking 42' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('takes a named or an exact size', () => {
    const { rerender } = render(
      <DetailDrawer isOpen onClose={() => {}} title="Member" size="small">
        body
      </DetailDrawer>,
    );
    const panel = () => screen.getByRole('dialog', { name: 'Member' }).closest('.bp6-drawer') as HTMLElement;
    expect(panel().style.width).toBe('360px');
    rerender(
      <DetailDrawer isOpen onClose={() => {}} title="Member" size={720}>
        body
      </DetailDrawer>,
    );
    expect(panel().style.width).toBe('720px');
  });

  it('renders nothing while closed', () => {
    render(
      <DetailDrawer isOpen={false} onClose={() => {}} title="Member">
        body
      </DetailDrawer>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
