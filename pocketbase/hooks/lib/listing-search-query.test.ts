import { SEARCH_MAX_PAGE_SIZE, SEARCH_PAGE_SIZE, toSearchQuery } from '@partilha/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SEARCH_ROUTE_MAX_PAGE_SIZE,
  SEARCH_ROUTE_PAGE_SIZE,
  decodeSearchCursor,
  encodeSearchCursor,
  readSearchQuery,
} from './listing-search-query';

const KEYS = ['type', 'search', 'category', 'priceRange', 'minPrice', 'maxPrice', 'city', 'perPage', 'cursor'];

/** Values a URL query can carry, weighted towards the ones the reader treats specially. */
const queryValue = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'all',
    'service',
    'equipment',
    ' service',
    'all-services',
    'all-equipment',
    'gardening',
    'power-tools',
    'other',
    '0-25',
    '25-50',
    '200+',
    'cheap',
    '0',
    '-3',
    ' 12 ',
    '1e3',
    '0x10',
    'NaN',
    'Infinity',
    '7.9',
    '60',
    'DRILL ',
    ' Ação',
  ),
  fc.string(),
);

describe('readSearchQuery', () => {
  it('reads every query as the domain toSearchQuery does', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...KEYS), queryValue), (params) => {
        expect(readSearchQuery((name) => params[name])).toEqual(toSearchQuery(params));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads a missing parameter like an empty one, as the route receives both', () => {
    const empty = Object.fromEntries(KEYS.map((key) => [key, '']));
    expect(readSearchQuery((name) => empty[name])).toEqual(readSearchQuery(() => undefined));
  });

  it('uses the domain page sizes', () => {
    expect(SEARCH_ROUTE_PAGE_SIZE).toBe(SEARCH_PAGE_SIZE);
    expect(SEARCH_ROUTE_MAX_PAGE_SIZE).toBe(SEARCH_MAX_PAGE_SIZE);
  });
});

describe('search cursor', () => {
  it('round-trips', () => {
    const cursor = { cityMatch: 1 as const, ms: 1_704_085_080_000, id: 'e9f6bqu1bpnz942' };
    expect(decodeSearchCursor(encodeSearchCursor(cursor))).toEqual(cursor);
  });

  it('refuses anything else', () => {
    for (const forged of [
      '',
      "1|2026-01-01 00:00:00.000Z|x' OR 1=1 --",
      '2|1704085080000|abc',
      '0|17040850800001234|abc',
      '0|1704085080000|ABC',
      '0|1704085080000|abc|more',
      '0|1.5|abc',
    ]) {
      expect(decodeSearchCursor(forged), forged).toBeNull();
    }
  });
});
