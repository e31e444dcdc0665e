import { describe, expect, it } from 'vitest';
import { formatEuros } from './format-euros';

describe('formatEuros', () => {
  it('shows whole amounts without decimals and others with two', () => {
    expect(formatEuros(25)).toBe('€25');
    expect(formatEuros(25.5)).toBe('€25.50');
    expect(formatEuros(25.05)).toBe('€25.05');
    expect(formatEuros(0)).toBe('€0');
    expect(formatEuros(0.5)).toBe('€0.50');
  });

  it('groups thousands', () => {
    expect(formatEuros(1234.5)).toBe('€1,234.50');
    expect(formatEuros(1234567)).toBe('€1,234,567');
    expect(formatEuros(999)).toBe('€999');
  });

  it('rounds to cents, carrying into the whole part', () => {
    expect(formatEuros(25.999)).toBe('€26');
    expect(formatEuros(1.005)).toBe('€1.01');
  });

  it('puts the sign before the symbol and treats non-numbers as 0', () => {
    expect(formatEuros(-25.5)).toBe('-€25.50');
    expect(formatEuros(-0.001)).toBe('€0');
    expect(formatEuros(Number.NaN)).toBe('€0');
    expect(formatEuros(null)).toBe('€0');
    expect(formatEuros(undefined)).toBe('€0');
  });
});
