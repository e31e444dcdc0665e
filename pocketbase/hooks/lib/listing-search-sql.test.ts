import { searchPriceBounds, toSearchQuery } from '@partilha/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  asciiLower,
  caseVariants,
  ftsPhrase,
  planSearch,
  priceBounds,
  segmentReadSql,
  segmentRestOfMillisecondSql,
} from './listing-search-sql';

const params = fc.record(
  {
    type: fc.constantFrom('all', 'service', 'equipment'),
    search: fc.constantFrom('', 'd', 'dr', 'drill', 'O "melhor"', 'ação'),
    category: fc.constantFrom('', 'gardening', 'all-equipment', 'other'),
    priceRange: fc.constantFrom('', '0-25', '25-50', '200+'),
    minPrice: fc.constantFrom('', '0', '10.5'),
    maxPrice: fc.constantFrom('', '60', '100'),
    city: fc.constantFrom('', 'Porto', ' LISBOA '),
    perPage: fc.constantFrom('', '1', '7', '50'),
  },
  { requiredKeys: [] },
);

const cursors = fc.option(
  fc.record({
    cityMatch: fc.constantFrom(0 as const, 1 as const),
    ms: fc.constantFrom(0, 1_704_085_080_000),
    id: fc.constantFrom('abc', 'e9f6bqu1bpnz942'),
  }),
  { nil: null },
);

describe('priceBounds', () => {
  it('gives the domain searchPriceBounds', () => {
    fc.assert(
      fc.property(params, (raw) => {
        const query = toSearchQuery(raw);
        expect(priceBounds(query)).toEqual(searchPriceBounds(query));
      }),
    );
  });
});

describe('planSearch', () => {
  it('binds every placeholder its statements write', () => {
    fc.assert(
      fc.property(params, cursors, (raw, cursor) => {
        const plan = planSearch(toSearchQuery(raw), cursor);
        for (const segment of plan.segments) {
          for (const sql of [
            segmentReadSql(segment, 13),
            segmentRestOfMillisecondSql(segment, '2818550657034747904'),
          ]) {
            for (const [, name] of sql.matchAll(/\{:(\w+)\}/g)) expect(plan.params).toHaveProperty(name as string);
          }
        }
      }),
    );
  });

  it('reads the trigram index for three characters or more, and checks rows for fewer', () => {
    const [long] = planSearch(toSearchQuery({ search: 'dri' }), null).segments;
    expect(segmentReadSql(long!, 13)).toContain('listings_search_text MATCH {:match}');
    const short = planSearch(toSearchQuery({ search: 'dr' }), null);
    expect(segmentReadSql(short.segments[0]!, 13)).not.toContain('MATCH');
    expect(Object.values(short.params)).toEqual(expect.arrayContaining(['dr', 'DR', 'Dr', 'dR']));
  });

  it('counts characters as the trigram index does, a surrogate pair as one', () => {
    const read = (search: string) => segmentReadSql(planSearch(toSearchQuery({ search }), null).segments[0]!, 13);
    expect(read('😀a')).not.toContain('MATCH');
    expect(read('😀ab')).toContain('MATCH');
  });

  it('splits by city only when a city is given, and leaves the city out after a cursor past it', () => {
    expect(planSearch(toSearchQuery({}), null).segments).toHaveLength(1);
    const cityFirst = planSearch(toSearchQuery({ city: 'Porto' }), null);
    expect(cityFirst.segments.map((segment) => segment.cityMatch)).toEqual([1, 0]);
    expect(cityFirst.params.city).toBe('porto');
    const others = planSearch(toSearchQuery({ city: 'Porto' }), { cityMatch: 0, ms: 1, id: 'abc' });
    expect(others.segments.map((segment) => segment.cityMatch)).toEqual([0]);
    expect(others.segments[0]!.where).toContain('s.city != {:city}');
  });
});

describe('literal numbers', () => {
  it('are written into statements only when they are integers, and so are row counts', () => {
    const [segment] = planSearch(toSearchQuery({}), null).segments;
    expect(() => segmentRestOfMillisecondSql(segment!, '1 OR 1=1')).toThrow();
    expect(() => segmentReadSql(segment!, 13.5)).toThrow();
    expect(segmentRestOfMillisecondSql(segment!, '-3')).toContain('s.key > -3');
  });
});

describe('text helpers', () => {
  it('quotes a search text as one FTS5 phrase', () => {
    expect(ftsPhrase('O "melhor"')).toBe('"O ""melhor"""');
  });

  it('spells short texts in both cases, non-ASCII letters included', () => {
    expect(caseVariants('é')).toEqual(['é', 'É']);
    expect(caseVariants('1%')).toEqual(['1%']);
    expect(caseVariants('ß')).toEqual(['ß']);
  });

  it('lower-cases cities the way SQLite does (ASCII only)', () => {
    expect(asciiLower('ÉVORA Porto')).toBe('Évora porto');
  });
});
