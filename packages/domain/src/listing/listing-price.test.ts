import { describe, expect, it } from 'vitest';
import { formatListingPrice } from './listing-price';

describe('listing price', () => {
  it('shows the price with its unit', () => {
    expect(formatListingPrice(25, 'service')).toBe('€25/hr');
    expect(formatListingPrice(40.5, 'equipment')).toBe('€40.50/day');
    expect(formatListingPrice(undefined, 'equipment')).toBe('€0/day');
  });
});
