import { localized } from '../i18n/catalogue';

/** Services are priced per hour, equipment per day (spec 000 §9). */
export const LISTING_TYPES = ['service', 'equipment'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

export const LISTING_TYPE_LABELS_EN = {
  service: 'Service',
  equipment: 'Equipment',
} as const;
export const LISTING_TYPE_LABELS: Readonly<Record<ListingType, string>> = /* @__PURE__ */ localized(
  'listing.types',
  LISTING_TYPE_LABELS_EN,
);

/** What step 1 of the wizard says about each choice. */
export const LISTING_TYPE_DESCRIPTIONS_EN = {
  service: 'Offer your skills and time',
  equipment: 'Rent out your equipment',
} as const;
export const LISTING_TYPE_DESCRIPTIONS: Readonly<Record<ListingType, string>> = /* @__PURE__ */ localized(
  'listing.type-descriptions',
  LISTING_TYPE_DESCRIPTIONS_EN,
);

export const PRICE_SUFFIXES_EN = {
  service: '/hr',
  equipment: '/day',
} as const;
export const PRICE_SUFFIXES: Readonly<Record<ListingType, string>> = /* @__PURE__ */ localized(
  'listing.price-suffixes',
  PRICE_SUFFIXES_EN,
);

/** The unit the price is counted in (a code: schema.org's unitText; not shown as such). */
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
