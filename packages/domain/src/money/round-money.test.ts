import { describe, expect, it } from 'vitest';
import { roundToCents } from './round-money';

describe('roundToCents', () => {
  it('rounds half away from zero on the decimal reading', () => {
    expect(roundToCents(1.005)).toBe(1.01);
    expect(roundToCents(1.004)).toBe(1);
    expect(roundToCents(-1.005)).toBe(-1.01);
    expect(roundToCents(2.675)).toBe(2.68);
  });

  it('removes binary noise of products', () => {
    expect(roundToCents(12.1 * 3)).toBe(36.3);
    expect(roundToCents(0.1 + 0.2)).toBe(0.3);
  });

  it('handles tiny, huge and non-finite values', () => {
    expect(roundToCents(0.004)).toBe(0);
    expect(roundToCents(1e-9)).toBe(0);
    expect(roundToCents(1e22)).toBe(1e22);
    expect(roundToCents(Number.NaN)).toBe(0);
    expect(roundToCents(Number.POSITIVE_INFINITY)).toBe(0);
  });
});
