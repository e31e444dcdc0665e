import { describe, expect, it } from 'vitest';
import { spokenListingPrice } from './spoken-price';

describe('spokenListingPrice', () => {
  it.each([
    [25, 'service', '25 euros per hour'],
    [12.5, 'equipment', '12.50 euros per day'],
    [1, 'equipment', '1 euro per day'],
    [1234.5, 'equipment', '1,234.50 euros per day'],
    [0, 'service', '0 euros per hour'],
    [null, 'service', '0 euros per hour'],
  ] as const)('says %s for a %s as "%s"', (price, type, expected) => {
    expect(spokenListingPrice(price, type)).toBe(expected);
  });

  it('says a negative amount with its sign', () => {
    expect(spokenListingPrice(-3, 'service')).toBe('-3 euros per hour');
  });
});
