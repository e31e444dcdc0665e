import { describe, expect, it } from 'vitest';
import {
  CONDITION_LABELS,
  EDIT_CONDITIONS,
  EXPERIENCE_LABELS,
  EXPERIENCE_LEVELS,
  WIZARD_CONDITIONS,
} from './listing-attributes';
import { LISTING_TYPE_LABELS, PRICE_SUFFIXES, isListingType, listingDetailPath } from './listing-type';

describe('listing attributes', () => {
  it('has the conditions of each form', () => {
    expect(WIZARD_CONDITIONS).toEqual(['new', 'like-new', 'good', 'fair', 'well-used']);
    expect(EDIT_CONDITIONS).toEqual(['new', 'like-new', 'good', 'fair']);
    expect(CONDITION_LABELS['like-new']).toBe('Like New');
    expect(CONDITION_LABELS['well-used']).toBe('Well Used');
  });

  it('has the experience levels', () => {
    expect(EXPERIENCE_LEVELS).toEqual(['beginner', 'intermediate', 'expert', 'professional']);
    expect(EXPERIENCE_LABELS.professional).toBe('Professional');
  });

  it('prices services per hour and equipment per day', () => {
    expect(PRICE_SUFFIXES).toEqual({ service: '/hr', equipment: '/day' });
    expect(LISTING_TYPE_LABELS).toEqual({ service: 'Service', equipment: 'Equipment' });
    expect(isListingType('service')).toBe(true);
    expect(isListingType('rental')).toBe(false);
    expect(listingDetailPath('service', 'a1')).toBe('/marketplace/services/a1');
    expect(listingDetailPath('equipment', 'b2')).toBe('/marketplace/equipment/b2');
  });
});
