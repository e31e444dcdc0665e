// @vitest-environment jsdom
import { createPocketBaseClient, DataProvider, LANGUAGE_STORAGE_KEY } from '@partilha/data';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setActiveLanguage } from '@partilha/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { testBooking, testListing } from '../bookings/test-bookings';
import { BookingFacts } from './BookingFacts';

function renderFacts(data: ReturnType<typeof testBooking>, role: 'owner' | 'renter' = 'renter') {
  render(
    <DataProvider client={createPocketBaseClient('http://server.test')}>
      <MemoryRouter>
        <BookingFacts data={data} role={role} />
      </MemoryRouter>
    </DataProvider>,
  );
}

describe('BookingFacts', () => {
  it('shows how the total of a service is made, with its hours', () => {
    renderFacts(testBooking());
    const price = screen.getByRole('region', { name: 'Price details' });
    expect(price).toHaveTextContent('€15 × 2 h × 2 days = €60');
    expect(screen.getByText('Hours per day')).toBeVisible();
  });

  it('has no hours for equipment', () => {
    const drill = testListing({ type: 'equipment', price: 12 });
    renderFacts(testBooking({ listingType: 'equipment', totalPrice: 24, hoursPerDay: 1 }, { listing: drill }));
    expect(screen.getByRole('region', { name: 'Price details' })).toHaveTextContent('€12 × 2 days = €24');
    expect(screen.queryByText('Hours per day')).not.toBeInTheDocument();
  });

  it('tells the renter the owner rejected the request, with the reason when there is one', () => {
    renderFacts(testBooking({ status: 'rejected', rejectionReason: 'I am away that week, sorry.' }));
    expect(screen.getByText('The owner rejected this request. Reason: I am away that week, sorry.')).toBeVisible();
  });

  it('says only that it was rejected when no reason was given', () => {
    renderFacts(testBooking({ status: 'rejected' }), 'owner');
    expect(screen.getByText('You rejected this request.')).toBeVisible();
    expect(screen.queryByText(/Reason:/)).not.toBeInTheDocument();
  });
});

describe('BookingFacts in pt-PT (issue 19)', () => {
  afterEach(() => {
    window.localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    setActiveLanguage('en');
  });

  it('says everything in Portuguese, the stored English cancellation reason included', () => {
    // The app's provider starts in the device's saved choice.
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'pt-PT');
    renderFacts(
      testBooking({
        status: 'cancelled',
        cancelledBy: 'renter00000001',
        cancellationReason: 'Plans changed',
        isLateCancellation: true,
      }),
      'owner',
    );
    const price = screen.getByRole('region', { name: 'Detalhes do preço' });
    expect(price).toHaveTextContent(/15\s€ × 2 h × 2 dias = 60\s€/);
    expect(screen.getByText('Horas por dia')).toBeVisible();
    expect(screen.getByText(/Motivo: Mudança de planos\. Foi um cancelamento tardio\./)).toBeVisible();
    expect(screen.queryByText(/Price details|Hours per day|Plans changed/)).toBeNull();
  });
});
