import { z } from 'zod';
import {
  boolField,
  numberField,
  optionalSelectField,
  selectWithDefaultField,
  recordIdField,
  stringListField,
  textField,
  timestampField,
} from '../shared/record-fields';
import { availabilitySchema } from './availability';
import { EXPERIENCE_LEVELS } from './listing-attributes';
import { LISTING_TYPES } from './listing-type';

export const LISTING_STATUSES = ['active', 'suspended'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** Stored limits of listing texts (docs/data-model.md). */
export const LISTING_LIMITS = {
  titleMin: 3,
  titleMax: 120,
  descriptionMin: 10,
  descriptionMax: 5000,
} as const;

/**
 * A `listings` record (docs/data-model.md). `owner` is the spec's userId; `city` and `postalCode`
 * are copied from the owner's profile by the server. A malformed stored availability reads as
 * null rather than making the whole listing unreadable.
 */
export const listingSchema = z.object({
  id: recordIdField,
  owner: z.string(),
  type: z.enum(LISTING_TYPES),
  title: z.string(),
  description: textField,
  category: textField,
  price: numberField,
  images: stringListField,
  city: textField,
  postalCode: textField,
  /** The first four digits of postalCode: all others see (ADR 0012); postalCode is then empty. */
  postalArea: textField,
  availability: availabilitySchema
    .nullish()
    .catch(null)
    .transform((value) => value ?? null),
  unavailableDates: stringListField,
  experience: optionalSelectField(EXPERIENCE_LEVELS),
  qualifications: stringListField,
  brand: textField,
  model: textField,
  condition: textField,
  specifications: stringListField,
  maintenanceHistory: stringListField,
  insurance: boolField,
  deposit: numberField,
  status: selectWithDefaultField(LISTING_STATUSES, 'active'),
  created: timestampField,
  updated: timestampField,
});
export type Listing = z.infer<typeof listingSchema>;

/** Only the owner may edit or delete a listing (spec 000 §6). */
export function isListingOwner(
  listing: { owner: string } | null | undefined,
  userId: string | null | undefined,
): boolean {
  return Boolean(listing && userId && listing.owner === userId);
}
