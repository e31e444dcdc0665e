import { describe, expect, it } from 'vitest';
import { checkListingCreationFields, checkListingProfileLocation } from './listing-creation-checks';

describe('listing creation checks', () => {
  it('requires user, title and type at the data level', () => {
    expect(checkListingCreationFields({ userId: '', title: 'Drill', type: 'equipment' })).toBe('User ID is required');
    expect(checkListingCreationFields({ userId: 'u1', title: ' ', type: 'equipment' })).toBe('Title is required');
    expect(checkListingCreationFields({ userId: 'u1', title: 'Drill' })).toBe('Listing type is required');
    expect(checkListingCreationFields({ userId: 'u1', title: 'Drill', type: 'equipment' })).toBeNull();
  });

  it('requires a signed-in user with a profile holding city and postal code', () => {
    expect(checkListingProfileLocation(null, { city: 'Lisboa', postalCode: '1300-431' })).toBe(
      'You must be logged in to create a listing.',
    );
    expect(checkListingProfileLocation('u1', null)).toBe('User not found');
    expect(checkListingProfileLocation('u1', { city: '', postalCode: '' })).toBe(
      'Please complete your profile with city and postal code before creating a listing.',
    );
    expect(checkListingProfileLocation('u1', { city: ' ', postalCode: '1300-431' })).toBe(
      'Please set your city in your profile settings before creating listings.',
    );
    expect(checkListingProfileLocation('u1', { city: 'Lisboa', postalCode: null })).toBe(
      'Please set your postal code in your profile settings before creating listings.',
    );
    expect(checkListingProfileLocation('u1', { city: 'Lisboa', postalCode: '1300-431' })).toBeNull();
  });
});
