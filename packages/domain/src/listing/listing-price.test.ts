import { describe, expect, it } from 'vitest';
import { formatListingPrice, isValidPriceText, normalizePrice, sanitizePriceInput } from './listing-price';

describe('listing price', () => {
  it('normalises missing, text and invalid prices', () => {
    expect(normalizePrice(undefined)).toBe(0);
    expect(normalizePrice(null)).toBe(0);
    expect(normalizePrice('')).toBe(0);
    expect(normalizePrice('  ')).toBe(0);
    expect(normalizePrice('25')).toBe(25);
    expect(normalizePrice(' 25.50 ')).toBe(25.5);
    expect(normalizePrice(25)).toBe(25);
    expect(normalizePrice('abc')).toBe(0);
    expect(normalizePrice('12abc')).toBe(0);
    expect(normalizePrice(-5)).toBe(0);
    expect(normalizePrice('-5')).toBe(0);
    expect(normalizePrice(Number.NaN)).toBe(0);
    expect(normalizePrice(Number.POSITIVE_INFINITY)).toBe(0);
    expect(normalizePrice({})).toBe(0);
  });

  it('accepts digits with an optional decimal part', () => {
    expect(isValidPriceText('25')).toBe(true);
    expect(isValidPriceText('25.5')).toBe(true);
    expect(isValidPriceText('0.99')).toBe(true);
    expect(isValidPriceText('25.')).toBe(false);
    expect(isValidPriceText('.5')).toBe(false);
    expect(isValidPriceText('1,5')).toBe(false);
    expect(isValidPriceText('')).toBe(false);
    expect(isValidPriceText('-1')).toBe(false);
  });

  it('keeps only digits and one decimal point while typing', () => {
    expect(sanitizePriceInput('€12.5.0a')).toBe('12.50');
    expect(sanitizePriceInput('1,000')).toBe('1000');
    expect(sanitizePriceInput('.')).toBe('.');
  });

  it('shows the price with its unit', () => {
    expect(formatListingPrice(25, 'service')).toBe('€25/hr');
    expect(formatListingPrice(40.5, 'equipment')).toBe('€40.50/day');
    expect(formatListingPrice(undefined, 'equipment')).toBe('€0/day');
  });
});
