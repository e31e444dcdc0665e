import { describe, expect, it } from 'vitest';
import {
  SEARCH_DEFAULT_PAGE_SIZE,
  SEARCH_PAGE_SIZE,
  emptySearchFilter,
  mayHaveMoreResults,
  searchFilterSchema,
} from './search-filters';
import { noListingsText, searchPageTitle, searchPath } from './search-messages';
import { matchesSearchText } from './search-text';

describe('search filter', () => {
  it('reads a URL query, numbers included', () => {
    expect(
      searchFilterSchema.parse({
        type: 'service',
        search: ' drill ',
        category: 'pet-care',
        priceRange: '25-50',
        minPrice: '10',
        maxPrice: '90.5',
      }),
    ).toEqual({
      type: 'service',
      search: 'drill',
      category: 'pet-care',
      priceRange: '25-50',
      minPrice: 10,
      maxPrice: 90.5,
    });
  });

  it('falls back to "not set" for missing or malformed values', () => {
    expect(searchFilterSchema.parse({})).toEqual(emptySearchFilter());
    expect(searchFilterSchema.parse({ type: 'boats', priceRange: 'cheap', minPrice: 'abc', maxPrice: '-3' })).toEqual(
      emptySearchFilter(),
    );
    expect(searchFilterSchema.parse({ minPrice: '' }).minPrice).toBeUndefined();
    expect(searchFilterSchema.parse({ minPrice: '0' }).minPrice).toBe(0);
  });

  it('has page sizes 12 on the page and 10 by default', () => {
    expect(SEARCH_PAGE_SIZE).toBe(12);
    expect(SEARCH_DEFAULT_PAGE_SIZE).toBe(10);
    expect(mayHaveMoreResults(12)).toBe(true);
    expect(mayHaveMoreResults(11)).toBe(false);
    expect(mayHaveMoreResults(10, 10)).toBe(true);
  });

  it('matches text in title, description or category, ignoring case', () => {
    const listing = { title: 'Cordless Drill', description: 'Bosch 18V', category: 'power-tools' };
    expect(matchesSearchText(listing, 'drill')).toBe(true);
    expect(matchesSearchText(listing, 'BOSCH')).toBe(true);
    expect(matchesSearchText(listing, 'power')).toBe(true);
    expect(matchesSearchText(listing, 'ladder')).toBe(false);
    expect(matchesSearchText(listing, '  ')).toBe(true);
  });

  it('titles the page and builds the header search path', () => {
    expect(searchPageTitle('drill')).toBe('"drill"');
    expect(searchPageTitle('')).toBe('Find Local Services & Equipment');
    expect(noListingsText()).toBe('No listings found');
    expect(noListingsText('Pet Care')).toBe('No listings found in "Pet Care" category');
    expect(searchPath('  ')).toBe('/search');
    expect(searchPath('power drill')).toBe('/search?search=power%20drill');
  });
});
