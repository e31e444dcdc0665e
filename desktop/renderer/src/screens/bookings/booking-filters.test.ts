import { describe, expect, it } from 'vitest';
import { readBookingFilters } from './booking-filters';

describe('readBookingFilters', () => {
  it('reads the late cancellations of a month as the Overview links them', () => {
    expect(readBookingFilters({ late: 'true', cancelledFrom: '2026-11-01', cancelledTo: '2026-11-30' })).toEqual({
      status: '',
      from: '',
      to: '',
      requestedFrom: '',
      requestedTo: '',
      cancelledFrom: '2026-11-01',
      cancelledTo: '2026-11-30',
      late: true,
      type: '',
      city: '',
      q: '',
    });
  });

  it('drops values the server would refuse', () => {
    const filters = readBookingFilters({ status: 'lost', from: '2026-13-40', type: 'boat', late: 'yes' });
    expect(filters).toMatchObject({ status: '', from: '', type: '', late: false });
  });

  it('drops a day range that ends before it starts, and days that do not exist', () => {
    const filters = readBookingFilters({
      requestedFrom: '2026-11-29',
      requestedTo: '2026-11-23',
      cancelledFrom: '2026-02-30',
      cancelledTo: '2026-03-01',
    });
    expect(filters).toMatchObject({ requestedFrom: '', requestedTo: '', cancelledFrom: '', cancelledTo: '2026-03-01' });
  });
});
