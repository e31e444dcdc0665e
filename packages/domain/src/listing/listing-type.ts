/** Services are priced per hour, equipment per day (spec 000 §9). */
export const LISTING_TYPES = ['service', 'equipment'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

export const LISTING_TYPE_LABELS: Readonly<Record<ListingType, string>> = {
  service: 'Service',
  equipment: 'Equipment',
};

/** What step 1 of the wizard says about each choice. */
export const LISTING_TYPE_DESCRIPTIONS: Readonly<Record<ListingType, string>> = {
  service: 'Offer your skills and time',
  equipment: 'Rent out your equipment',
};

export const PRICE_SUFFIXES: Readonly<Record<ListingType, string>> = {
  service: '/hr',
  equipment: '/day',
};

/** The unit the price is counted in. */
export const PRICE_UNITS: Readonly<Record<ListingType, 'hour' | 'day'>> = {
  service: 'hour',
  equipment: 'day',
};

export function isListingType(value: unknown): value is ListingType {
  return value === 'service' || value === 'equipment';
}

/** Path of the public detail page of a listing. */
export function listingDetailPath(type: ListingType, id: string): string {
  return `/marketplace/${type === 'service' ? 'services' : 'equipment'}/${id}`;
}
