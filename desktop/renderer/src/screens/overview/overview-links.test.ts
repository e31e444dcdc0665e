import { describe, expect, it } from 'vitest';
import { parseHash } from '../../routing/hash-route';
import { readBookingFilters } from '../bookings/booking-filters';
import { lateCancellationsHref, requestedBookingsHref } from './overview-links';

/** The filters the Bookings screen sends to the server for a card's link. */
const filtersOf = (href: string) => readBookingFilters(parseHash(href).params);

describe('Overview booking links', () => {
  it('opens the bookings requested this week in the card’s status, whatever their dates', () => {
    const filters = filtersOf(requestedBookingsHref('pending', { from: '2026-11-23', to: '2026-11-29' }));
    expect(filters).toMatchObject({
      status: 'pending',
      requestedFrom: '2026-11-23',
      requestedTo: '2026-11-29',
      from: '',
      to: '',
      cancelledFrom: '',
      late: false,
    });
  });

  it('opens the late cancellations made this month', () => {
    const filters = filtersOf(lateCancellationsHref({ from: '2026-11-01', to: '2026-11-30' }));
    expect(filters).toMatchObject({
      late: true,
      cancelledFrom: '2026-11-01',
      cancelledTo: '2026-11-30',
      from: '',
      to: '',
      requestedFrom: '',
      status: '',
    });
  });
});
