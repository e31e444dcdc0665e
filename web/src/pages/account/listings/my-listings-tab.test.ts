import { describe, expect, it } from 'vitest';
import { listingTypeOfTab, myListingsPath, tabOfListingType } from './my-listings-tab';

describe('My Listings tab in the query', () => {
  it('opens Services by default and for anything unknown', () => {
    expect(listingTypeOfTab(null)).toBe('service');
    expect(listingTypeOfTab('')).toBe('service');
    expect(listingTypeOfTab('services')).toBe('service');
    expect(listingTypeOfTab('EQUIPMENT')).toBe('service');
  });

  it('opens Equipment for tab=equipment', () => {
    expect(listingTypeOfTab('equipment')).toBe('equipment');
  });

  it('links to each tab and reads its own links back', () => {
    expect(myListingsPath('service')).toBe('/account/listings?tab=services');
    expect(myListingsPath('equipment')).toBe('/account/listings?tab=equipment');
    for (const type of ['service', 'equipment'] as const) {
      expect(listingTypeOfTab(tabOfListingType(type))).toBe(type);
    }
  });
});
