import { describe, expect, it } from 'vitest';
import { searchQueryParams } from './search-listings';

describe('searchQueryParams', () => {
  it('sends only the filters that are set, trimmed, with the page', () => {
    expect(
      searchQueryParams(
        { type: 'equipment', search: '  drill ', category: '', priceRange: '25-50', minPrice: 0, city: 'Porto' },
        { cursor: 'abc', perPage: 12 },
      ),
    ).toEqual({
      type: 'equipment',
      search: 'drill',
      priceRange: '25-50',
      minPrice: '0',
      city: 'Porto',
      cursor: 'abc',
      perPage: '12',
    });
  });

  it('leaves out type all, empty values and a missing cursor', () => {
    expect(searchQueryParams({ type: 'all', search: '', maxPrice: undefined }, { cursor: null })).toEqual({});
  });
});
