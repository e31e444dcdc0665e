import {
  amountInputText,
  createEditAvailability,
  createWizardAvailability,
  isListingCategory,
  joinLines,
  type Availability,
  type Listing,
  type ListingType,
} from '@partilha/domain';

/**
 * What the listing forms hold while typed: the fields of both types at once, so switching the
 * type in step 1 swaps the form without losing what the other fields said. Prices and lists are
 * the text of their inputs; the domain schema of the chosen type reads only its own fields.
 */
export interface ListingFormValues extends Record<string, unknown> {
  type: ListingType;
  title: string;
  description: string;
  category: string;
  price: string;
  experience: string;
  qualifications: string;
  brand: string;
  model: string;
  condition: string;
  specifications: string;
  maintenanceHistory: string;
  deposit: string;
  insurance: boolean;
  availability: Availability;
}

/** A new listing in the wizard: Monday to Friday 09:00-17:00; the deposit shows "0" (spec 000 §3). */
export function newListingValues(type: ListingType): ListingFormValues {
  return {
    type,
    title: '',
    description: '',
    category: '',
    price: '',
    experience: '',
    qualifications: '',
    brand: '',
    model: '',
    condition: '',
    specifications: '',
    maintenanceHistory: '',
    deposit: '0',
    insurance: false,
    availability: createWizardAvailability(),
  };
}

/**
 * A stored listing in the edit form, amounts written as they are typed here (18.5 → "18,50"); a
 * listing without availability starts with every day off.
 */
export function storedListingValues(listing: Listing): ListingFormValues {
  return {
    type: listing.type,
    title: listing.title,
    description: listing.description,
    category: listing.category,
    price: amountInputText(listing.price),
    experience: listing.experience,
    qualifications: joinLines(listing.qualifications),
    brand: listing.brand,
    model: listing.model,
    condition: listing.condition,
    specifications: joinLines(listing.specifications),
    maintenanceHistory: joinLines(listing.maintenanceHistory),
    deposit: amountInputText(listing.deposit),
    insurance: listing.insurance,
    availability: listing.availability ?? createEditAvailability(),
  };
}

/** The same values as the other type; a category the new type does not offer is cleared. */
export function switchListingType(values: ListingFormValues, type: ListingType): ListingFormValues {
  if (values.type === type) return values;
  const category = values.category !== '' && isListingCategory(type, values.category) ? values.category : '';
  return { ...values, type, category };
}
