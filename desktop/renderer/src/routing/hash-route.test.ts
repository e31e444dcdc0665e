import { describe, expect, it } from 'vitest';
import { formatHash, parseHash, screenHref } from './hash-route';

describe('hash routes', () => {
  it('reads the screen and its filters', () => {
    expect(parseHash('#/bookings?late=true&from=2026-11-01&q=')).toEqual({
      screen: 'bookings',
      params: { late: 'true', from: '2026-11-01' },
    });
  });

  it('reads an empty hash as no screen', () => {
    expect(parseHash('')).toEqual({ screen: '', params: {} });
  });

  it('writes the same hash for the same filters in any order', () => {
    expect(formatHash({ screen: 'members', params: { role: 'moderator', q: 'ana' } })).toBe(
      formatHash({ screen: 'members', params: { q: 'ana', role: 'moderator' } }),
    );
  });

  it('round-trips text with reserved characters', () => {
    const href = screenHref('audit', { q: 'a&b=c #1', from: undefined });
    expect(parseHash(href)).toEqual({ screen: 'audit', params: { q: 'a&b=c #1' } });
  });
});
