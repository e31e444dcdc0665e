import { describe, expect, it } from 'vitest';
import { resolveSearchSort, SEARCH_SORT_LABELS, SEARCH_SORTS, searchSortChoices } from './search-sort';

describe('resolveSearchSort', () => {
  it('defaults to best match with a text and newest without', () => {
    expect(resolveSearchSort('', true)).toBe('best');
    expect(resolveSearchSort(undefined, false)).toBe('newest');
    expect(resolveSearchSort('nonsense', true)).toBe('best');
  });

  it('keeps a chosen order, and reads best match without a text as newest', () => {
    expect(resolveSearchSort('price-asc', false)).toBe('price-asc');
    expect(resolveSearchSort('rating', true)).toBe('rating');
    expect(resolveSearchSort('best', false)).toBe('newest');
  });

  it('offers best match only with a text, and labels every order', () => {
    expect(searchSortChoices(false)).toEqual(['newest', 'price-asc', 'price-desc', 'rating']);
    expect(searchSortChoices(true)).toEqual([...SEARCH_SORTS]);
    expect(SEARCH_SORT_LABELS['price-asc']).toBe('Price: low to high');
  });
});
