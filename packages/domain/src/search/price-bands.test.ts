import { describe, expect, it } from 'vitest';
import { PRICE_BAND_VALUES, hasPriceFilter, isPriceInBand, matchesPriceFilter, priceBandRange } from './price-bands';

describe('price bands', () => {
  it('has the five bands of the spec', () => {
    expect(PRICE_BAND_VALUES).toEqual(['0-25', '25-50', '50-100', '100-200', '200+']);
  });

  it('includes 0 and 25 in 0-25', () => {
    expect(isPriceInBand(0, '0-25')).toBe(true);
    expect(isPriceInBand(25, '0-25')).toBe(true);
    expect(isPriceInBand(25.01, '0-25')).toBe(false);
  });

  it('puts each edge in the lower band only', () => {
    expect(isPriceInBand(25, '25-50')).toBe(false);
    expect(isPriceInBand(25.01, '25-50')).toBe(true);
    expect(isPriceInBand(50, '25-50')).toBe(true);
    expect(isPriceInBand(50, '50-100')).toBe(false);
    expect(isPriceInBand(100, '50-100')).toBe(true);
    expect(isPriceInBand(100, '100-200')).toBe(false);
    expect(isPriceInBand(200, '100-200')).toBe(true);
    expect(isPriceInBand(200, '200+')).toBe(false);
    expect(isPriceInBand(200.01, '200+')).toBe(true);
    expect(isPriceInBand(1_000_000, '200+')).toBe(true);
  });

  it('gives the range for a server query', () => {
    expect(priceBandRange('0-25')).toEqual({ min: 0, minInclusive: true, max: 25 });
    expect(priceBandRange('200+')).toEqual({ min: 200, minInclusive: false, max: null });
  });
});

describe('matchesPriceFilter', () => {
  it('passes everything, even no price, without a filter', () => {
    expect(hasPriceFilter({})).toBe(false);
    expect(matchesPriceFilter(undefined, {})).toBe(true);
    expect(matchesPriceFilter(30, { priceRange: '' })).toBe(true);
  });

  it('fails a listing without a price once any price filter is set, but not a price of 0', () => {
    expect(matchesPriceFilter(undefined, { priceRange: '0-25' })).toBe(false);
    expect(matchesPriceFilter(null, { minPrice: 0 })).toBe(false);
    expect(matchesPriceFilter(Number.NaN, { maxPrice: 100 })).toBe(false);
    expect(matchesPriceFilter(0, { priceRange: '0-25' })).toBe(true);
  });

  it('applies min and max inclusively, together with the band', () => {
    expect(matchesPriceFilter(10, { minPrice: 10 })).toBe(true);
    expect(matchesPriceFilter(9.99, { minPrice: 10 })).toBe(false);
    expect(matchesPriceFilter(20, { maxPrice: 20 })).toBe(true);
    expect(matchesPriceFilter(20.01, { maxPrice: 20 })).toBe(false);
    expect(matchesPriceFilter(30, { priceRange: '25-50', maxPrice: 29 })).toBe(false);
    expect(matchesPriceFilter(30, { priceRange: '25-50', minPrice: 26, maxPrice: 30 })).toBe(true);
  });

  it('ignores an unknown band', () => {
    expect(matchesPriceFilter(500, { priceRange: 'cheap' })).toBe(true);
  });
});
