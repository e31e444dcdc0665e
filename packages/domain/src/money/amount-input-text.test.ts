import { describe, expect, it } from 'vitest';
import { amountInputText } from './amount-input-text';

describe('amountInputText', () => {
  it('shows whole euros bare and cents after a comma, without thousands separators', () => {
    expect(amountInputText(25)).toBe('25');
    expect(amountInputText(0)).toBe('0');
    expect(amountInputText(18.5)).toBe('18,50');
    expect(amountInputText(1234.05)).toBe('1234,05');
    expect(amountInputText(0.99)).toBe('0,99');
    expect(amountInputText(999_999_999.99)).toBe('999999999,99');
  });

  it('keeps the sign of a negative amount', () => {
    expect(amountInputText(-2.5)).toBe('-2,50');
  });
});
