import type { Availability } from './availability';
import type { ExperienceLevel } from './listing-attributes';
import type { ListingForm } from './listing-form-schemas';
import type { ListingType } from './listing-type';
import { splitLines } from './text-lines';

/** The listing fields a create or update writes, without owner, images and copied location. */
export interface ListingFields {
  type: ListingType;
  title: string;
  description: string;
  category: string;
  price: number;
  availability: Availability;
  experience: ExperienceLevel | '';
  qualifications: string[];
  brand: string;
  model: string;
  condition: string;
  specifications: string[];
  maintenanceHistory: string[];
  insurance: boolean;
  deposit: number;
}

/**
 * Turns a validated form into stored fields: lists split by line (the schema already read the amounts). Equipment
 * always stores brand, model and condition ('' when absent); fields of the other type are blank.
 */
export function listingFieldsFromForm(form: ListingForm): ListingFields {
  const common = {
    type: form.type,
    title: form.title.trim(),
    description: form.description.trim(),
    category: form.category.trim(),
    price: form.price,
    availability: form.availability,
  };
  if (form.type === 'service') {
    return {
      ...common,
      experience: form.experience,
      qualifications: splitLines(form.qualifications),
      brand: '',
      model: '',
      condition: '',
      specifications: [],
      maintenanceHistory: [],
      insurance: false,
      deposit: 0,
    };
  }
  return {
    ...common,
    experience: '',
    qualifications: [],
    brand: form.brand ?? '',
    model: form.model ?? '',
    condition: form.condition ?? '',
    specifications: splitLines(form.specifications),
    maintenanceHistory: splitLines(form.maintenanceHistory),
    insurance: form.insurance,
    deposit: form.deposit,
  };
}

/**
 * On update, an equipment listing keeps its stored brand and model when the change leaves them
 * out (spec 000 §5).
 */
export function mergeEquipmentIdentity(
  change: { brand?: string | null; model?: string | null },
  stored: { brand: string; model: string },
): { brand: string; model: string } {
  return {
    brand: change.brand ? change.brand : stored.brand,
    model: change.model ? change.model : stored.model,
  };
}
