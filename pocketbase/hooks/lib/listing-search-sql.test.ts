import { searchPriceBounds, toSearchQuery } from '@partilha/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SearchCursor } from './listing-search-query';
import {
  caseVariants,
  countSql,
  ftsPhrase,
  planSearch,
  priceBounds,
  segmentReadSql,
  segmentRestOfMillisecondSql,
  valueReadSql,
  type KeyPlan,
  type SearchPlan,
} from './listing-search-sql';

const params = fc.record(
  {
    type: fc.constantFrom('all', 'service', 'equipment'),
    search: fc.constantFrom('', 'd', 'dr', 'drill', 'O "melhor"', 'ação', 'jardinagem', 'ferramentas'),
    category: fc.constantFrom('', 'gardening', 'all-equipment', 'other'),
    priceRange: fc.constantFrom('', '0-25', '25-50', '200+'),
    minPrice: fc.constantFrom('', '0', '10.5'),
    maxPrice: fc.constantFrom('', '60', '100'),
    city: fc.constantFrom('', 'Porto', ' LISBOA '),
    place: fc.constantFrom('', 'Évora', 'setubal'),
    sort: fc.constantFrom('', 'best', 'newest', 'price-asc', 'price-desc', 'rating'),
    from: fc.constantFrom('', '2026-12-01'),
    to: fc.constantFrom('', '2026-12-05'),
    perPage: fc.constantFrom('', '1', '7', '50'),
  },
  { requiredKeys: [] },
);

const cursors: fc.Arbitrary<SearchCursor | null> = fc.option(
  fc.oneof(
    fc.record({
      kind: fc.constant('key' as const),
      rank: fc.constantFrom(0, 1, 2, 3),
      ms: fc.constantFrom(0, 1_704_085_080_000),
      id: fc.constantFrom('abc', 'e9f6bqu1bpnz942'),
    }),
    fc.record({
      kind: fc.constant('value' as const),
      value: fc.constantFrom(0, 12.5),
      key: fc.constantFrom('7', '2818550657034747904'),
    }),
  ),
  { nil: null },
);

/** Every statement a plan can run. */
function statementsOf(plan: SearchPlan): string[] {
  if (plan.kind === 'value') return [valueReadSql(plan, 13)];
  return plan.segments.flatMap((segment) => [
    segmentReadSql(segment, 13),
    segmentRestOfMillisecondSql(segment, '2818550657034747904'),
  ]);
}

const keyPlan = (plan: SearchPlan): KeyPlan => {
  if (plan.kind !== 'key') throw new Error('not a key plan');
  return plan;
};

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
        const query = toSearchQuery(raw);
        const plan = planSearch(query, cursor);
        for (const sql of statementsOf(plan)) {
          for (const [, name] of sql.matchAll(/\{:(\w+)\}/g)) expect(plan.params).toHaveProperty(name as string);
        }
        const counted = countSql(query);
        for (const [, name] of counted.sql.matchAll(/\{:(\w+)\}/g))
          expect(counted.params).toHaveProperty(name as string);
      }),
    );
  });

  it('reads the trigram index for three characters or more, and checks rows for fewer', () => {
    const [long] = keyPlan(planSearch(toSearchQuery({ search: 'dri', sort: 'newest' }), null)).segments;
    expect(segmentReadSql(long!, 13)).toContain('listings_search_text MATCH {:match_all}');
    const short = keyPlan(planSearch(toSearchQuery({ search: 'dr', sort: 'newest' }), null));
    expect(segmentReadSql(short.segments[0]!, 13)).not.toContain('MATCH');
    expect(Object.values(short.params)).toEqual(expect.arrayContaining(['dr', 'DR', 'Dr', 'dR']));
  });

  it('counts characters as the trigram index does, a surrogate pair as one', () => {
    const read = (search: string) =>
      segmentReadSql(keyPlan(planSearch(toSearchQuery({ search }), null)).segments[0]!, 13);
    expect(read('😀a')).not.toContain('MATCH');
    expect(read('😀ab')).toContain('MATCH');
  });

  it('splits by city only when a city is given, and leaves the city out after a cursor past it', () => {
    expect(keyPlan(planSearch(toSearchQuery({}), null)).segments).toHaveLength(1);
    const cityFirst = keyPlan(planSearch(toSearchQuery({ city: 'Évora' }), null));
    expect(cityFirst.segments.map((segment) => segment.rank)).toEqual([0, 1]);
    expect(cityFirst.segments[0]!.where).toContain('s.city = {:city}');
    expect(cityFirst.params.city).toBe('evora');
    const others = keyPlan(planSearch(toSearchQuery({ city: 'Porto' }), { kind: 'key', rank: 1, ms: 1, id: 'abc' }));
    expect(others.segments.map((segment) => segment.rank)).toEqual([1]);
    expect(others.segments[0]!.where).toContain('s.city != {:city}');
  });

  it('reads title matches first for best match, each split by city when one is preferred', () => {
    const best = keyPlan(planSearch(toSearchQuery({ search: 'drill', city: 'Porto' }), null));
    expect(best.segments.map((segment) => segment.rank)).toEqual([0, 1, 2, 3]);
    expect(best.params.match_title).toBe('title : "drill"');
    expect(best.params.match_rest).toBe('"drill" NOT title : "drill"');
    expect(best.segments[1]!.where).toEqual(
      expect.arrayContaining(['listings_search_text MATCH {:match_title}', 's.city != {:city}']),
    );
    expect(best.segments[2]!.where).toEqual(
      expect.arrayContaining(['listings_search_text MATCH {:match_rest}', 's.city = {:city}']),
    );
    // A place narrows to one city: no same-city split.
    expect(
      keyPlan(planSearch(toSearchQuery({ search: 'drill', city: 'Porto', place: 'Porto' }), null)).segments,
    ).toHaveLength(2);
  });

  it('ORs the categories a text names in either language into its match (issue 19)', () => {
    const best = keyPlan(planSearch(toSearchQuery({ search: 'Jardinagem' }), null));
    // Title matches still come first, from the trigram index; the rest takes the named categories.
    expect(best.segments[0]!.where).toContain('listings_search_text MATCH {:match_title}');
    expect(best.segments[1]!.where.at(-1)).toBe(
      'NOT s.key IN (SELECT rowid FROM listings_search_text WHERE listings_search_text MATCH {:match_title}) AND ' +
        '(s.key IN (SELECT rowid FROM listings_search_text WHERE listings_search_text MATCH {:match_all}) OR s.category IN ({:named0}, {:named1}))',
    );
    expect([best.params.named0, best.params.named1]).toEqual(['gardening', 'gardening-tools']);
    const newest = keyPlan(planSearch(toSearchQuery({ search: 'ferramentas', sort: 'newest' }), null));
    expect(segmentReadSql(newest.segments[0]!, 13)).toContain(
      's.category IN ({:named0}, {:named1}, {:named2}, {:named3})',
    );
    const price = planSearch(toSearchQuery({ search: 'ferramentas', sort: 'price-asc' }), null);
    expect(valueReadSql(price as Extract<SearchPlan, { kind: 'value' }>, 13)).toContain('OR s.category IN (');
    const counted = countSql(toSearchQuery({ search: 'jardinagem' }));
    expect(counted.sql).toContain('OR s.category IN ({:named0}, {:named1})');
    expect(countSql(toSearchQuery({ search: 'bicicleta' })).sql).not.toContain('s.category IN');
  });

  it('reads price and rating orders from their index, narrowed to the place, after a value cursor', () => {
    const plan = planSearch(toSearchQuery({ sort: 'price-desc', place: 'Setúbal' }), {
      kind: 'value',
      value: 12.5,
      key: '7',
    });
    expect(plan.kind).toBe('value');
    const sql = valueReadSql(plan as Extract<SearchPlan, { kind: 'value' }>, 13);
    expect(sql).toContain('INDEXED BY idx_search_rows_city_price_desc');
    expect(sql).toContain('s.price <= {:cursorValue} AND (s.price < {:cursorValue} OR s.key > {:cursorKey})');
    expect(plan.params.cursorKey).toBe('7');
    expect(sql).toContain('ORDER BY s.price DESC, s.key LIMIT 13');
    expect(plan.params.place).toBe('setubal');
    expect(() => planSearch(toSearchQuery({ sort: 'rating' }), { kind: 'value', value: 1, key: '1 OR 1=1' })).toThrow();
  });

  it('counts from the counts table unless a text, a price or dates narrow the search', () => {
    expect(countSql(toSearchQuery({ type: 'equipment', place: 'Évora' })).sql).toContain('FROM listings_search_counts');
    expect(countSql(toSearchQuery({ search: 'drill' })).sql).toContain('count(*)');
    expect(countSql(toSearchQuery({ priceRange: '0-25' })).sql).toContain('count(*)');
    expect(countSql(toSearchQuery({ from: '2026-12-01', to: '2026-12-02' })).sql).toContain('booked_days');
  });
});

describe('literal numbers', () => {
  it('are written into statements only when they are integers, and so are row counts', () => {
    const [segment] = keyPlan(planSearch(toSearchQuery({}), null)).segments;
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
});
