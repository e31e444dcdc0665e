// @vitest-environment jsdom
import { createPocketBaseClient, DataProvider } from '@partilha/data';
import { listingSchema, type Listing, type ListingType } from '@partilha/domain';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { LoadState } from '../../../app/use-loader';
import { hasMoreThanShown, RecentListingsCard } from './RecentListingsCard';
import type { RecentOwnerListings } from './use-dashboard-data';

function listing(n: number, type: ListingType = 'service'): Listing {
  return listingSchema.parse({
    id: `listing${n}`,
    owner: 'owner1',
    type,
    title: `Listing number ${n}`,
    category: type === 'service' ? 'home-repairs' : 'power-tools',
    price: 10 + n,
    images: n === 1 ? ['main_abc.png'] : [],
  });
}

function renderCard(type: ListingType, state: LoadState<RecentOwnerListings>, onRetry = () => {}) {
  return render(
    <DataProvider client={createPocketBaseClient('http://files.test')}>
      <MemoryRouter>
        <RecentListingsCard type={type} state={state} onRetry={onRetry} />
      </MemoryRouter>
    </DataProvider>,
  );
}

describe('hasMoreThanShown', () => {
  it('is true only beyond the 3 the dashboard shows', () => {
    expect(hasMoreThanShown(0)).toBe(false);
    expect(hasMoreThanShown(3)).toBe(false);
    expect(hasMoreThanShown(4)).toBe(true);
  });
});

describe('RecentListingsCard', () => {
  it('lists the newest listings, each with its Edit link, and no "View all" when all are shown', () => {
    const items = [listing(1), listing(2), listing(3)];
    renderCard('service', { status: 'ready', data: { items, totalItems: 3 } });
    const region = screen.getByRole('region', { name: 'My Services' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    expect(within(region).getByRole('link', { name: 'Listing number 2' })).toHaveAttribute(
      'href',
      '/account/listings/listing2',
    );
    expect(within(region).getByRole('button', { name: 'Edit Listing number 2' })).toHaveAttribute(
      'href',
      '/account/listings/listing2/edit',
    );
    expect(within(region).getByText('€12/hr · Home Repairs')).toBeInTheDocument();
    expect(within(region).queryByRole('link', { name: /View all/ })).toBeNull();
  });

  it('shows the first image as a server thumbnail', () => {
    renderCard('service', { status: 'ready', data: { items: [listing(1)], totalItems: 1 } });
    const image = screen.getByRole('region', { name: 'My Services' }).querySelector('img');
    expect(image?.getAttribute('src')).toBe('http://files.test/api/files/listings/listing1/main_abc.png?thumb=300x300');
  });

  it('links to the Equipment tab of My Listings when there are more than 3', () => {
    const items = [listing(1, 'equipment'), listing(2, 'equipment'), listing(3, 'equipment')];
    renderCard('equipment', { status: 'ready', data: { items, totalItems: 7 } });
    expect(screen.getByRole('link', { name: 'View all equipment' })).toHaveAttribute(
      'href',
      '/account/listings?tab=equipment',
    );
  });

  it.each([
    ['service', 'My Services', "You haven't created any service listings yet", 'Create Service', '/create/service'],
    [
      'equipment',
      'My Equipment',
      "You haven't created any equipment listings yet",
      'List Equipment',
      '/create/equipment',
    ],
  ] as const)('offers to create the first %s', (type, title, empty, action, path) => {
    renderCard(type, { status: 'ready', data: { items: [], totalItems: 0 } });
    const region = screen.getByRole('region', { name: title });
    expect(within(region).getByText(empty)).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: action })).toHaveAttribute('href', path);
  });

  it('says when the listings could not be loaded and retries on request', () => {
    const onRetry = vi.fn();
    renderCard('service', { status: 'failed', error: new Error('offline') }, onRetry);
    expect(screen.getByText('Failed to load listings')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Try Again' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
