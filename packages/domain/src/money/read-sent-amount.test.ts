import { describe, expect, it } from 'vitest';
import { readSentAmount } from './read-sent-amount';

function read(value: unknown, whenEmpty: number | null = 0): number | string {
  const reading = readSentAmount(value, whenEmpty);
  return reading.ok ? reading.amount : reading.reason;
}

describe('readSentAmount', () => {
  it('takes numbers and plain number text in whole cents', () => {
    expect(read(18.5)).toBe(18.5);
    expect(read(0)).toBe(0);
    expect(read('18.5')).toBe(18.5);
    expect(read(' 18.50 ')).toBe(18.5);
    expect(read('40')).toBe(40);
  });

  it('reads empty, missing and null as the given amount, or refuses them when there is none', () => {
    expect(read(undefined)).toBe(0);
    expect(read(null)).toBe(0);
    expect(read('  ')).toBe(0);
    expect(read(undefined, null)).toBe('empty');
  });

  it('refuses typed text instead of guessing what it means', () => {
    for (const text of ['18,50', '1 234', '1,234.50', '€18', 'abc', '1e3', 'NaN', '0x10', '.5', '5.']) {
      expect(read(text)).toBe('notPlainNumber');
    }
    expect(read(true)).toBe('notPlainNumber');
    expect(read({ amount: 5 })).toBe('notPlainNumber');
    expect(read([5])).toBe('notPlainNumber');
  });

  it('refuses amounts it would otherwise store changed', () => {
    expect(read('1.234')).toBe('tooManyDecimals');
    expect(read(99.999)).toBe('tooManyDecimals');
    expect(read(-5)).toBe('negative');
    expect(read('-5')).toBe('negative');
    expect(read(1e308)).toBe('tooLarge');
    expect(read('1e308')).toBe('notPlainNumber');
    expect(read(Number.NaN)).toBe('notANumber');
  });
});
