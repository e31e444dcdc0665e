import { describe, expect, it } from 'vitest';
import { isValidPostalCode } from './postal-code';
import { onboardingSchema, profileSettingsSchema } from './profile-schemas';

function errors(schema: typeof onboardingSchema | typeof profileSettingsSchema, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('postal code', () => {
  it('is four digits, a hyphen and three digits', () => {
    expect(isValidPostalCode('1300-431')).toBe(true);
    expect(isValidPostalCode('1300431')).toBe(false);
    expect(isValidPostalCode('130-4311')).toBe(false);
    expect(isValidPostalCode('1300-43a')).toBe(false);
  });
});

describe('onboarding', () => {
  const valid = { firstName: 'Ana', lastName: 'Silva', displayName: 'Ana S.', city: 'Lisboa', postalCode: '1300-431' };

  it('accepts a complete profile with the bio optional', () => {
    expect(errors(onboardingSchema, valid)).toEqual([]);
    expect(onboardingSchema.parse(valid).bio).toBe('');
  });

  it('gives the spec message for each missing field', () => {
    expect(
      errors(onboardingSchema, { firstName: '', lastName: ' ', displayName: '', city: '', postalCode: '1300' }),
    ).toEqual([
      'firstName: First name is required',
      'lastName: Last name is required',
      'displayName: Display name is required',
      'city: City is required',
      'postalCode: Postal code must be in format XXXX-XXX (e.g., 1300-431)',
    ]);
  });
});

describe('profile settings', () => {
  const valid = { displayName: 'Ana', city: 'Lisboa', postalCode: '1300-431' };

  it('requires the postal code to use the product, then its format', () => {
    expect(errors(profileSettingsSchema, { ...valid, postalCode: '' })).toEqual([
      'postalCode: Postal code is required to use the product',
    ]);
    expect(errors(profileSettingsSchema, { ...valid, postalCode: '1300' })).toEqual([
      'postalCode: Postal code must be in format XXXX-XXX (e.g., 1300-431)',
    ]);
    expect(errors(profileSettingsSchema, { ...valid, city: '' })).toEqual(['city: City is required']);
    expect(errors(profileSettingsSchema, valid)).toEqual([]);
  });
});
