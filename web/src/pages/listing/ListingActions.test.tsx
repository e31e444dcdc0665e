// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { REDIRECT_AFTER_LOGIN_KEY } from '../../guards/redirect-target';
import { ListingActions } from './ListingActions';

function renderActions(props: { isOwner: boolean; signedIn: boolean }, path = '/marketplace/services/abc') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ListingActions listingId="abc" {...props} />
    </MemoryRouter>,
  );
}

afterEach(() => window.sessionStorage.clear());

describe('ListingActions', () => {
  it('gives the owner Edit and View Booking Requests, and no booking slot', () => {
    renderActions({ isOwner: true, signedIn: true });
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveAttribute('href', '/account/listings/abc/edit');
    expect(screen.getByRole('button', { name: 'View Booking Requests' })).toHaveAttribute('href', '/account/bookings');
    expect(screen.queryByRole('region', { name: 'Request a booking' })).toBeNull();
  });

  it('gives a signed-in visitor the booking slot, which says plainly that requests are coming', () => {
    renderActions({ isOwner: false, signedIn: true });
    expect(screen.getByRole('region', { name: 'Request a booking' })).toHaveTextContent(
      'Booking requests are coming soon.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers a signed-out visitor sign-in, and remembers to come back to the listing', () => {
    renderActions({ isOwner: false, signedIn: false });
    const signIn = screen.getByRole('link', { name: 'Sign in to request a booking' });
    expect(signIn).toHaveAttribute('href', '/auth/login');
    fireEvent.click(signIn);
    expect(window.sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBe('/marketplace/services/abc');
  });
});
