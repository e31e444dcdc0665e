import { describe, expect, it } from 'vitest';
import { isValidPostalCode, postalArea, shownPostalCode } from './postal-code';

describe('postal codes', () => {
  it('accepts XXXX-XXX only', () => {
    expect(isValidPostalCode('1100-148')).toBe(true);
    expect(isValidPostalCode('1100148')).toBe(false);
  });

  it('shows others the postal area, the first four digits', () => {
    expect(postalArea('1100-148')).toBe('1100');
    expect(postalArea(' 4000-322 ')).toBe('4000');
    expect(postalArea('')).toBe('');
    expect(postalArea(null)).toBe('');
    expect(postalArea('11-0000')).toBe('');
  });

  it('shows the full code when the server sent it, else the area', () => {
    expect(shownPostalCode({ postalCode: '1100-148', postalArea: '1100' })).toBe('1100-148');
    expect(shownPostalCode({ postalArea: '1100' })).toBe('1100');
    expect(shownPostalCode({ postalCode: '', postalArea: '' })).toBe('');
  });
});
