import { z } from 'zod';
import { typedEuroAmountSchema } from '../money/typed-euro-amount-schema';
import { availabilitySchema } from './availability';
import { isListingCategory } from './categories';
import { EXPERIENCE_LEVELS, WIZARD_CONDITIONS } from './listing-attributes';
import { LISTING_LIMITS } from './listing';
import { LISTING_VALIDATION_MESSAGES as M } from './listing-messages';
import type { ListingType } from './listing-type';

/**
 * The create wizard and edit forms (spec 000 §5). Price and deposit are the text of the input as
 * typed, parsed into euros ("18,50" → 18.5; issue 17); lists (qualifications, specifications,
 * maintenance history) are the textarea text, one item a line.
 */
const title = z.string().trim().min(LISTING_LIMITS.titleMin, M.titleMin).max(LISTING_LIMITS.titleMax, M.titleMax);
const description = z
  .string()
  .trim()
  .min(LISTING_LIMITS.descriptionMin, M.descriptionMin)
  .max(LISTING_LIMITS.descriptionMax, M.descriptionMax);
const price = typedEuroAmountSchema({ invalid: M.priceInvalid });
const lines = z.string().default('');

function categoryFor(type: ListingType) {
  return z
    .string()
    .trim()
    .min(1, M.categoryRequired)
    .refine((value) => value === '' || isListingCategory(type, value), M.categoryInvalid);
}

export const serviceListingFormSchema = z.object({
  type: z.literal('service'),
  title,
  description,
  category: categoryFor('service'),
  price,
  experience: z.enum(EXPERIENCE_LEVELS, { error: M.experienceRequired }),
  qualifications: lines,
  availability: availabilitySchema,
});
export type ServiceListingForm = z.infer<typeof serviceListingFormSchema>;

export const equipmentListingFormSchema = z.object({
  type: z.literal('equipment'),
  title,
  description,
  category: categoryFor('equipment'),
  price,
  brand: z.string().trim().min(1, M.brandRequired),
  model: z.string().trim().min(1, M.modelRequired),
  condition: z.enum(WIZARD_CONDITIONS, { error: M.conditionRequired }),
  specifications: lines,
  maintenanceHistory: lines,
  deposit: typedEuroAmountSchema({ invalid: M.depositInvalid, whenEmpty: 0 }).default(0),
  insurance: z.boolean().default(false),
  availability: availabilitySchema,
});
export type EquipmentListingForm = z.infer<typeof equipmentListingFormSchema>;

export const listingFormSchema = z.discriminatedUnion('type', [serviceListingFormSchema, equipmentListingFormSchema]);
export type ListingForm = z.infer<typeof listingFormSchema>;

export function listingFormSchemaFor(type: ListingType) {
  return type === 'service' ? serviceListingFormSchema : equipmentListingFormSchema;
}

/** Field name → first message, for showing errors inline. */
export type FieldErrors = Record<string, string>;

export function collectFieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '';
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
