// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProfileDetails } from './ProfileDetails';

describe('ProfileDetails', () => {
  it('shows bio, phone as a call link, languages and category labels', () => {
    render(
      <ProfileDetails
        bio="Handy with tools."
        phoneNumber="+351 912 345 678"
        languages={['Portuguese', 'English']}
        serviceCategories={['home-repairs']}
        equipmentCategories={['power-tools']}
      />,
    );
    expect(screen.getByText('Handy with tools.')).toBeVisible();
    expect(screen.getByRole('link', { name: '+351 912 345 678' })).toHaveAttribute('href', 'tel:+351912345678');
    expect(screen.getByText('Portuguese, English')).toBeVisible();
    expect(screen.getByText('Home Repairs')).toBeVisible();
    expect(screen.getByText('Power Tools')).toBeVisible();
  });

  it('leaves out the phone, languages and categories when there are none', () => {
    render(<ProfileDetails />);
    expect(screen.queryByText('Phone')).not.toBeInTheDocument();
    expect(screen.queryByText('Languages')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Services' })).not.toBeInTheDocument();
  });

  it('is a section headed "About" (or the given title), with its parts one level below', () => {
    render(<ProfileDetails serviceCategories={['gardening']} title="About Ana" />);
    expect(screen.getByRole('region', { name: 'About Ana' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'About Ana' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Services' })).toBeVisible();
  });

  it('always shows the booking reliability badge', () => {
    render(<ProfileDetails cancellationStats={{ totalCancellations: 4, lateCancellations: 2, endedBookings: 4 }} />);
    expect(screen.getByRole('group', { name: 'Booking Reliability' })).toHaveTextContent('Unreliable');
  });
});
