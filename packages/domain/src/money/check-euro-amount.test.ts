import { describe, expect, it } from 'vitest';
import { MAX_EURO_AMOUNT, checkEuroAmount } from './check-euro-amount';

describe('checkEuroAmount', () => {
  it('accepts 0 and more, in whole cents, up to the limit', () => {
    for (const amount of [0, 0.01, 18.5, 18.55, 1234.5, MAX_EURO_AMOUNT]) expect(checkEuroAmount(amount)).toBeNull();
  });

  it('says why an amount cannot be stored', () => {
    expect(checkEuroAmount(-0.01)).toBe('negative');
    expect(checkEuroAmount(1.234)).toBe('tooManyDecimals');
    expect(checkEuroAmount(0.1 + 0.2)).toBe('tooManyDecimals');
    expect(checkEuroAmount(MAX_EURO_AMOUNT + 0.01)).toBe('tooLarge');
    expect(checkEuroAmount(1e308)).toBe('tooLarge');
    expect(checkEuroAmount(Number.NaN)).toBe('notANumber');
    expect(checkEuroAmount(Number.POSITIVE_INFINITY)).toBe('notANumber');
  });
});
