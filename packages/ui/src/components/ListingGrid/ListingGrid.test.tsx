// @vitest-environment jsdom
import { Button, Classes } from '@blueprintjs/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListingCard } from '../ListingCard';
import { ListingGrid } from './ListingGrid';

function card(id: string, title: string) {
  return (
    <ListingCard
      key={id}
      id={id}
      type="equipment"
      title={title}
      city="Porto"
      postalCode="4000-322"
      price={8}
      href={`/marketplace/equipment/${id}`}
    />
  );
}

describe('ListingGrid', () => {
  it('lists each card as an item of a named list', () => {
    render(
      <ListingGrid label="Recent Listings">
        {[card('e1', 'Drill'), card('e2', 'Tent'), card('e3', 'Guitar')]}
      </ListingGrid>,
    );
    const list = screen.getByRole('list', { name: 'Recent Listings' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[1] as HTMLElement).getByRole('link', { name: 'Tent' })).toBeInTheDocument();
  });

  it('shows "Loading listings..." and skeleton cards, hidden from screen readers, while loading', () => {
    const { container } = render(
      <ListingGrid loading skeletonCount={4}>
        {[card('e1', 'Drill')]}
      </ListingGrid>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading listings...');
    expect(container.querySelectorAll(`li .${Classes.SKELETON}`).length).toBeGreaterThanOrEqual(4);
    expect(container.querySelectorAll('li')).toHaveLength(4);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Drill' })).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
  });

  it('shows "No listings found" when there are no cards', () => {
    render(<ListingGrid>{[]}</ListingGrid>);
    expect(screen.getByRole('heading', { name: 'No listings found' })).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('gives the empty text the heading level the page asks for', () => {
    render(<ListingGrid emptyHeadingLevel={2}>{[]}</ListingGrid>);
    expect(screen.getByRole('heading', { level: 2, name: 'No listings found' })).toBeVisible();
    expect(screen.queryByRole('heading', { level: 4 })).not.toBeInTheDocument();
  });

  it('shows the given empty text, hint and action', async () => {
    const viewAll = vi.fn();
    render(
      <ListingGrid
        emptyText='No listings found in "Pet Care" category'
        emptyDescription="Try adjusting your search filters"
        emptyAction={<Button text="View All Categories" onClick={viewAll} />}
        footer={<Button text="Load More" />}
      />,
    );
    expect(screen.getByText('No listings found in "Pet Care" category')).toBeVisible();
    expect(screen.getByText('Try adjusting your search filters')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'View All Categories' }));
    expect(viewAll).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('shows the footer under the cards', async () => {
    const loadMore = vi.fn();
    render(<ListingGrid footer={<Button text="Load More" onClick={loadMore} />}>{[card('e1', 'Drill')]}</ListingGrid>);
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(loadMore).toHaveBeenCalledTimes(1);
  });

  it('hides the footer while loading', () => {
    render(<ListingGrid loading footer={<Button text="Load More" />} />);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });
});
