// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { OwnerActions } from './OwnerActions';

describe('OwnerActions', () => {
  it('gives the owner Edit and View Booking Requests', () => {
    render(
      <MemoryRouter initialEntries={['/marketplace/services/abc']}>
        <OwnerActions listingId="abc" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveAttribute('href', '/account/listings/abc/edit');
    expect(screen.getByRole('button', { name: 'View Booking Requests' })).toHaveAttribute('href', '/account/bookings');
  });

  it("fits the phone's price bar in its compact form: the same links, without icons", () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/marketplace/services/abc']}>
        <OwnerActions listingId="abc" compact />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveAttribute('href', '/account/listings/abc/edit');
    expect(screen.getByRole('button', { name: 'View Booking Requests' })).toHaveAttribute('href', '/account/bookings');
    expect(container.querySelector('.listing-actions--compact')).not.toBeNull();
    expect(container.querySelector('.bp6-icon')).toBeNull();
  });
});
