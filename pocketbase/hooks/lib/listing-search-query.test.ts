import { SEARCH_MAX_PAGE_SIZE, SEARCH_PAGE_SIZE, toSearchQuery } from '@partilha/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SEARCH_ROUTE_MAX_PAGE_SIZE,
  SEARCH_ROUTE_PAGE_SIZE,
  decodeSearchCursor,
  encodeSearchCursor,
  readSearchQuery,
  type SearchCursor,
} from './listing-search-query';

const KEYS = [
  'type',
  'search',
  'category',
  'priceRange',
  'minPrice',
  'maxPrice',
  'city',
  'place',
  'sort',
  'from',
  'to',
  'perPage',
  'cursor',
];

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
    ' Évora ',
    'SETÚBAL',
    'best',
    'newest',
    'price-asc',
    'price-desc',
    'rating',
    '2026-12-01',
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
  it('round-trips, for the key orders and the value orders', () => {
    const cursors: SearchCursor[] = [
      { kind: 'key', rank: 3, ms: 1_704_085_080_000, id: 'e9f6bqu1bpnz942' },
      { kind: 'value', value: 12.5, key: '2818550657034747904' },
      { kind: 'value', value: 0, key: '-3' },
      { kind: 'value', value: 0.1 + 0.2, key: '7' },
      { kind: 'value', value: 1e21, key: '7' },
    ];
    for (const cursor of cursors) expect(decodeSearchCursor(encodeSearchCursor(cursor))).toEqual(cursor);
  });

  it('round-trips any finite sort value exactly', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.bigInt({ min: 0n, max: 2n ** 62n }),
        (value, key) => {
          const cursor: SearchCursor = { kind: 'value', value: Object.is(value, -0) ? 0 : value, key: String(key) };
          expect(decodeSearchCursor(encodeSearchCursor(cursor))).toEqual(cursor);
        },
      ),
    );
  });

  it('refuses anything else', () => {
    for (const forged of [
      '',
      "1|2026-01-01 00:00:00.000Z|x' OR 1=1 --",
      '0|17040850800001234|abc',
      '0|1704085080000|ABC',
      '0|1704085080000|abc|more',
      '0|1.5|abc',
      '4|1704085080000|abc',
      'v|NaN|3',
      'v|Infinity|3',
      'v|1|3 OR 1=1',
      'v|1|',
      'v||3',
    ]) {
      expect(decodeSearchCursor(forged), forged).toBeNull();
    }
  });
});
