import { describe, expect, it } from 'vitest';
import { readBookingFilters } from './booking-filters';

describe('readBookingFilters', () => {
  it('reads the late cancellations of a month as the Overview links them', () => {
    expect(readBookingFilters({ late: 'true', from: '2026-11-01', to: '2026-11-30' })).toEqual({
      status: '',
      from: '2026-11-01',
      to: '2026-11-30',
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
});
