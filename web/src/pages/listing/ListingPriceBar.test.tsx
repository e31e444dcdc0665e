// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ListingPriceBar } from './ListingPriceBar';

function renderBar(isOwner: boolean, onRequest = vi.fn()) {
  render(
    <MemoryRouter initialEntries={['/marketplace/equipment/abc']}>
      <ListingPriceBar
        listing={{ id: 'abc', price: 12.5, type: 'equipment' }}
        isOwner={isOwner}
        onRequest={onRequest}
      />
    </MemoryRouter>,
  );
  return { bar: screen.getByRole('region', { name: 'Price and request' }), onRequest };
}

describe('ListingPriceBar', () => {
  it('shows the price as the page writes it and asks for the form on Request', () => {
    const { bar, onRequest } = renderBar(false);
    expect(bar).toHaveTextContent('€12.50/day');
    expect(bar).toHaveTextContent('12.50 euros per day');
    fireEvent.click(screen.getByRole('button', { name: 'Request' }));
    expect(onRequest).toHaveBeenCalledTimes(1);
  });

  it('gives the owner their actions instead of Request', () => {
    renderBar(true);
    expect(screen.queryByRole('button', { name: 'Request' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveAttribute('href', '/account/listings/abc/edit');
    expect(screen.getByRole('button', { name: 'View Booking Requests' })).toHaveAttribute('href', '/account/bookings');
  });
});
