import { describe, expect, it } from 'vitest';
import { matchesSearchQuery, SEARCH_MAX_PAGE_SIZE, searchPriceBounds, toSearchQuery } from './search-query';
import { SEARCH_TEXT_MAX, searchTextOf } from './search-text';

const listing = {
  type: 'equipment',
  category: 'power-tools',
  title: 'Cordless Drill',
  description: 'Makita 18V with two batteries',
  price: 25,
  status: 'active',
};

describe('toSearchQuery', () => {
  it('defaults to everything, 12 per page', () => {
    expect(toSearchQuery({})).toEqual({
      type: 'all',
      category: '',
      search: '',
      priceRange: '',
      minPrice: undefined,
      maxPrice: undefined,
      city: '',
      place: '',
      sort: 'newest',
      from: '',
      to: '',
      perPage: 12,
      cursor: '',
    });
  });

  it('folds the text, the place and the preferred city, and defaults the order to the text', () => {
    expect(toSearchQuery({ search: ' Setúbal ', place: ' ÉVORA ', city: 'Évora' })).toMatchObject({
      search: 'setubal',
      place: 'evora',
      city: 'evora',
      sort: 'best',
    });
    expect(toSearchQuery({ search: 'drill', sort: 'price-desc' }).sort).toBe('price-desc');
    expect(toSearchQuery({ sort: 'best' }).sort).toBe('newest');
    expect(toSearchQuery({ sort: 'cheapest' }).sort).toBe('newest');
    expect(toSearchQuery({ from: ' 2026-12-01 ', to: '2026-12-03' })).toMatchObject({
      from: '2026-12-01',
      to: '2026-12-03',
    });
  });

  it('lets a chosen category decide the type, as the spec says', () => {
    expect(toSearchQuery({ category: 'all-services' })).toMatchObject({ type: 'service', category: '' });
    expect(toSearchQuery({ category: 'all-equipment', type: 'service' })).toMatchObject({
      type: 'equipment',
      category: '',
    });
    expect(toSearchQuery({ category: 'gardening' })).toMatchObject({ type: 'service', category: 'gardening' });
    expect(toSearchQuery({ category: 'power-tools' })).toMatchObject({ type: 'equipment', category: 'power-tools' });
    expect(toSearchQuery({ category: 'other', type: 'service' })).toMatchObject({ type: 'all', category: 'other' });
    expect(toSearchQuery({ category: 'all', type: 'service' })).toMatchObject({ type: 'all', category: '' });
    expect(toSearchQuery({ type: 'service' })).toMatchObject({ type: 'service', category: '' });
  });

  it('reads malformed values as not set and bounds the page size', () => {
    expect(
      toSearchQuery({ type: 'boats', priceRange: '7-9', minPrice: '-3', maxPrice: 'abc', perPage: '0' }),
    ).toMatchObject({
      type: 'all',
      priceRange: '',
      minPrice: undefined,
      maxPrice: undefined,
      perPage: 12,
    });
    expect(toSearchQuery({ perPage: '1000' }).perPage).toBe(SEARCH_MAX_PAGE_SIZE);
    expect(toSearchQuery({ search: '  DrILL ' }).search).toBe('drill');
  });
});

describe('matchesSearchQuery', () => {
  it('matches accents and case alike, in the city too, and filters by place', () => {
    const inSetubal = { ...listing, title: 'Tenda familiar', city: 'Setúbal' };
    expect(matchesSearchQuery(inSetubal, toSearchQuery({ search: 'setubal' }))).toBe(true);
    expect(matchesSearchQuery(inSetubal, toSearchQuery({ search: 'FAMÍLIAR' }))).toBe(true);
    expect(matchesSearchQuery(inSetubal, toSearchQuery({ place: 'SETUBAL' }))).toBe(true);
    expect(matchesSearchQuery(inSetubal, toSearchQuery({ place: 'Évora' }))).toBe(false);
  });

  it('matches text in title, description or category, ignoring case', () => {
    expect(matchesSearchQuery(listing, toSearchQuery({ search: 'drill' }))).toBe(true);
    expect(matchesSearchQuery(listing, toSearchQuery({ search: 'MAKITA' }))).toBe(true);
    expect(matchesSearchQuery(listing, toSearchQuery({ search: 'power-t' }))).toBe(true);
    expect(matchesSearchQuery(listing, toSearchQuery({ search: 'saw' }))).toBe(false);
  });

  it('applies the band edges: 25 is in 0-25, not in 25-50', () => {
    expect(matchesSearchQuery(listing, toSearchQuery({ priceRange: '0-25' }))).toBe(true);
    expect(matchesSearchQuery(listing, toSearchQuery({ priceRange: '25-50' }))).toBe(false);
  });

  it('never returns a suspended listing', () => {
    expect(matchesSearchQuery({ ...listing, status: 'suspended' }, toSearchQuery({}))).toBe(false);
  });
});

describe('searchPriceBounds', () => {
  it('turns a band and min/max into SQL bounds', () => {
    expect(searchPriceBounds(toSearchQuery({ priceRange: '25-50', minPrice: '30' }))).toEqual([
      { op: '>', value: 25 },
      { op: '<=', value: 50 },
      { op: '>=', value: 30 },
    ]);
    expect(searchPriceBounds(toSearchQuery({ priceRange: '0-25' }))).toEqual([
      { op: '>=', value: 0 },
      { op: '<=', value: 25 },
    ]);
    expect(searchPriceBounds(toSearchQuery({ priceRange: '200+' }))).toEqual([{ op: '>', value: 200 }]);
  });
});

describe('searchTextOf', () => {
  it('keeps at most SEARCH_TEXT_MAX characters of the trimmed, lower-cased text', () => {
    expect(searchTextOf('  Drill ')).toBe('drill');
    expect(searchTextOf('a'.repeat(100_000))).toBe('a'.repeat(SEARCH_TEXT_MAX));
    expect(searchTextOf(`${'b'.repeat(SEARCH_TEXT_MAX - 1)} tail`)).toBe('b'.repeat(SEARCH_TEXT_MAX - 1));
    // Counted in characters, not UTF-16 units: an emoji is never cut in half.
    expect(Array.from(searchTextOf('🔧'.repeat(150)))).toEqual(Array(SEARCH_TEXT_MAX).fill('🔧'));
    expect(toSearchQuery({ search: 'X'.repeat(500) }).search).toBe('x'.repeat(SEARCH_TEXT_MAX));
  });
});
