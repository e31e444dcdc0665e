import { emptySearchFilter, type SearchFilter } from '@partilha/domain';
import { describe, expect, it } from 'vitest';
import {
  emptySearchOptions,
  readSearchFilter,
  readSearchOptions,
  writeSearchPage,
  withCategoryChoice,
  withPriceRange,
  writeSearchFilter,
} from './search-url';

const read = (query: string) => readSearchFilter(new URLSearchParams(query));
const filter = (overrides: Partial<SearchFilter> = {}): SearchFilter => ({ ...emptySearchFilter(), ...overrides });

describe('readSearchFilter', () => {
  it('reads every filter of the URL query', () => {
    expect(read('type=equipment&search=drill&category=power-tools&priceRange=25-50&minPrice=10&maxPrice=90.5')).toEqual(
      {
        type: 'equipment',
        search: 'drill',
        category: 'power-tools',
        priceRange: '25-50',
        minPrice: 10,
        maxPrice: 90.5,
      },
    );
  });

  it('reads nothing as the empty filter, and malformed values as not set', () => {
    expect(read('')).toEqual(emptySearchFilter());
    expect(read('type=boats&priceRange=cheap&minPrice=abc&maxPrice=-1')).toEqual(emptySearchFilter());
  });

  it('lets a category decide the type, as the server does', () => {
    expect(read('category=all-services')).toEqual(filter({ type: 'service' }));
    expect(read('category=all-equipment&type=service')).toEqual(filter({ type: 'equipment' }));
    expect(read('category=pet-care&type=equipment')).toEqual(filter({ type: 'service', category: 'pet-care' }));
    expect(read('category=other&type=service')).toEqual(filter({ type: 'all', category: 'other' }));
    expect(read('category=all&type=equipment')).toEqual(filter());
    expect(read('type=service')).toEqual(filter({ type: 'service' }));
  });
});

describe('writeSearchFilter', () => {
  it('writes only what is set, so the empty filter is a bare /search', () => {
    expect(writeSearchFilter(emptySearchFilter()).toString()).toBe('');
    expect(writeSearchFilter(filter({ search: '  ', category: '' })).toString()).toBe('');
  });

  it('writes each filter under its spec name, a 0 price included', () => {
    const written = writeSearchFilter(
      filter({
        type: 'service',
        search: 'dog walk',
        category: 'pet-care',
        priceRange: '0-25',
        minPrice: 0,
        maxPrice: 20,
      }),
    );
    expect(written.toString()).toBe(
      'type=service&search=dog+walk&category=pet-care&priceRange=0-25&minPrice=0&maxPrice=20',
    );
  });

  it('reads back what it wrote', () => {
    const original = filter({ type: 'equipment', search: 'tent', category: 'camping-outdoor', priceRange: '200+' });
    expect(readSearchFilter(writeSearchFilter(original))).toEqual(original);
  });
});

describe('choosing a category (spec 000 §4)', () => {
  it('sets the type from the choice', () => {
    const start = filter({ search: 'x', priceRange: '25-50' });
    expect(withCategoryChoice(start, 'all-services')).toEqual({ ...start, type: 'service', category: '' });
    expect(withCategoryChoice(start, 'all-equipment')).toEqual({ ...start, type: 'equipment', category: '' });
    expect(withCategoryChoice(start, 'power-tools')).toEqual({ ...start, type: 'equipment', category: 'power-tools' });
    expect(withCategoryChoice(start, 'gardening')).toEqual({ ...start, type: 'service', category: 'gardening' });
    expect(withCategoryChoice({ ...start, type: 'service' }, 'all')).toEqual({ ...start, type: 'all', category: '' });
    expect(withCategoryChoice({ ...start, type: 'service' }, '')).toEqual({ ...start, type: 'all', category: '' });
    expect(withCategoryChoice({ ...start, type: 'service' }, 'other')).toEqual({
      ...start,
      type: 'all',
      category: 'other',
    });
  });
});

describe('choosing a price range', () => {
  it('replaces a hand-written minimum and maximum', () => {
    expect(withPriceRange(filter({ minPrice: 5, maxPrice: 9 }), '50-100')).toEqual(filter({ priceRange: '50-100' }));
    expect(withPriceRange(filter({ priceRange: '50-100' }), '')).toEqual(filter());
  });
});

describe('readSearchOptions and writeSearchPage', () => {
  it('read place, order and dates, and drop an unknown order or a malformed day', () => {
    expect(
      readSearchOptions(new URLSearchParams('place=%C3%89vora&sort=price-asc&from=2026-12-01&to=2026-12-03')),
    ).toEqual({
      place: 'Évora',
      sort: 'price-asc',
      from: '2026-12-01',
      to: '2026-12-03',
    });
    expect(readSearchOptions(new URLSearchParams('sort=cheapest&from=tomorrow&to=2026-1-3'))).toEqual(
      emptySearchOptions(),
    );
  });

  it('write the options after the spec filters, only when set, so a link reproduces the search', () => {
    const written = writeSearchPage(filter({ search: 'drill' }), {
      ...emptySearchOptions(),
      place: 'Setúbal',
      sort: 'price-desc',
    });
    expect(written.toString()).toBe('search=drill&place=Set%C3%BAbal&sort=price-desc');
    expect(readSearchOptions(written)).toEqual({ place: 'Setúbal', sort: 'price-desc', from: '', to: '' });
    expect(writeSearchPage(emptySearchFilter(), emptySearchOptions()).toString()).toBe('');
  });
});
