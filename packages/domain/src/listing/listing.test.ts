import { describe, expect, it } from 'vitest';
import { createWizardAvailability } from './availability';
import { isListingOwner, listingSchema } from './listing';

const stored = {
  id: 'l1',
  collectionName: 'listings',
  owner: 'u1',
  type: 'equipment',
  title: 'Drill',
  description: 'A good drill for the weekend',
  category: 'power-tools',
  price: 12,
  images: ['a.png'],
  city: 'Lisboa',
  postalCode: '1300-431',
  availability: createWizardAvailability(),
  unavailableDates: null,
  experience: '',
  qualifications: null,
  brand: 'Bosch',
  model: 'X',
  condition: 'good',
  specifications: ['18V'],
  maintenanceHistory: null,
  insurance: false,
  deposit: 0,
  status: '',
  created: '2026-01-05 10:00:00.000Z',
  updated: '2026-01-05 10:00:00.000Z',
};

describe('listing entity', () => {
  it('parses a stored record, reading unset values as defaults', () => {
    const listing = listingSchema.parse(stored);
    expect(listing.unavailableDates).toEqual([]);
    expect(listing.status).toBe('active');
    expect(listing.experience).toBe('');
    expect(listing.availability?.weekdays.monday.available).toBe(true);
    expect(listing).not.toHaveProperty('collectionName');
  });

  it('reads a malformed availability as null instead of failing', () => {
    expect(listingSchema.parse({ ...stored, availability: { weekdays: 'x' } }).availability).toBeNull();
    expect(listingSchema.parse({ ...stored, availability: null }).availability).toBeNull();
  });

  it('refuses an unknown type', () => {
    expect(listingSchema.safeParse({ ...stored, type: 'boat' }).success).toBe(false);
  });

  it('lets only the owner edit', () => {
    expect(isListingOwner({ owner: 'u1' }, 'u1')).toBe(true);
    expect(isListingOwner({ owner: 'u1' }, 'u2')).toBe(false);
    expect(isListingOwner(null, 'u1')).toBe(false);
    expect(isListingOwner({ owner: '' }, '')).toBe(false);
  });
});
