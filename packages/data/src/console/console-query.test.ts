import { describe, expect, it } from 'vitest';
import { bookingsQuery } from './console-bookings';
import { membersQuery } from './console-members';
import { consoleQuery, consoleSearchString } from './console-query';

describe('consoleQuery', () => {
  it('leaves unset filters out and writes the others as text', () => {
    expect(
      consoleQuery({ q: '  ana  ', status: '', late: true, verified: false, page: 2, perPage: undefined, city: null }),
    ).toEqual({ q: 'ana', late: 'true', page: '2' });
  });

  it('drops numbers that are not finite', () => {
    expect(consoleQuery({ page: Number.NaN, perPage: Infinity })).toEqual({});
  });

  it('encodes a search string the server can read back', () => {
    const search = consoleSearchString({ q: 'a&b=c', city: 'Évora' });
    expect(new URLSearchParams(search).get('q')).toBe('a&b=c');
    expect(new URLSearchParams(search).get('city')).toBe('Évora');
  });

  it('keeps only the booking filters of the contract', () => {
    const filters = { status: 'cancelled', late: true, q: 'drill', extra: 'x' } as never;
    expect(consoleQuery(bookingsQuery(filters))).toEqual({ status: 'cancelled', late: 'true', q: 'drill' });
  });

  it('sends the request and cancellation day filters the Overview links with', () => {
    const filters = {
      requestedFrom: '2026-11-23',
      requestedTo: '2026-11-29',
      cancelledFrom: '2026-11-01',
      cancelledTo: '2026-11-30',
    };
    expect(consoleQuery(bookingsQuery(filters))).toEqual(filters);
  });
});

describe('membersQuery', () => {
  it('sends a "no" filter as false, which a plain false would drop', () => {
    expect(consoleQuery(membersQuery({ verified: false, suspended: true }))).toEqual({
      verified: 'false',
      suspended: 'true',
    });
    expect(consoleQuery(membersQuery({ verified: null }))).toEqual({});
  });
});
