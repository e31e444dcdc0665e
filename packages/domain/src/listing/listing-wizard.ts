import { localized } from '../i18n/catalogue';
import { collectFieldErrors, listingFormSchemaFor, type FieldErrors } from './listing-form-schemas';
import type { ListingType } from './listing-type';

export const WIZARD_STEP_LABELS_EN = {
  basicInfo: 'Basic Info',
  details: 'Details',
  pricing: 'Pricing',
  images: 'Images',
  availability: 'Availability',
  review: 'Review',
} as const;
export const WIZARD_STEP_LABELS = /* @__PURE__ */ localized('listing.wizard-steps', WIZARD_STEP_LABELS_EN);

/** A step whose label is read in the active language each time it is drawn. */
function wizardStep<N extends number>(step: N, key: keyof typeof WIZARD_STEP_LABELS_EN) {
  return {
    step,
    get label(): string {
      return WIZARD_STEP_LABELS[key];
    },
  };
}

/** The six wizard steps (spec 000 §2). */
export const WIZARD_STEPS = [
  wizardStep(1, 'basicInfo'),
  wizardStep(2, 'details'),
  wizardStep(3, 'pricing'),
  wizardStep(4, 'images'),
  wizardStep(5, 'availability'),
  wizardStep(6, 'review'),
] as const;
export const WIZARD_STEP_COUNT = WIZARD_STEPS.length;
export type WizardStepNumber = (typeof WIZARD_STEPS)[number]['step'];
export type WizardStepState = 'current' | 'completed' | 'upcoming';

/**
 * The fields "Next" checks on each step (spec 000 §4). The images step has no check; the review
 * step checks nothing on its own because the final submit re-validates the whole form.
 */
const STEP_FIELDS: Readonly<Record<ListingType, Readonly<Record<WizardStepNumber, readonly string[]>>>> = {
  service: {
    1: ['title', 'category'],
    2: ['description', 'experience', 'qualifications'],
    3: ['price'],
    4: [],
    5: ['availability'],
    6: [],
  },
  equipment: {
    1: ['title', 'category'],
    2: ['description', 'brand', 'model', 'condition', 'specifications'],
    3: ['price', 'deposit', 'insurance'],
    4: [],
    5: ['availability'],
    6: [],
  },
};

export function wizardStepFields(type: ListingType, step: number): readonly string[] {
  return STEP_FIELDS[type][step as WizardStepNumber] ?? [];
}

export interface WizardStepCheck {
  valid: boolean;
  errors: FieldErrors;
}

/** Runs the form schema and keeps only the errors of the step's fields. */
export function validateWizardStep(type: ListingType, step: number, values: unknown): WizardStepCheck {
  const fields = wizardStepFields(type, step);
  if (fields.length === 0) return { valid: true, errors: {} };
  const result = listingFormSchemaFor(type).safeParse(values);
  if (result.success) return { valid: true, errors: {} };
  const all = collectFieldErrors(result.error.issues);
  const errors: FieldErrors = {};
  for (const field of fields) {
    const message = all[field];
    if (message !== undefined) errors[field] = message;
  }
  return { valid: Object.keys(errors).length === 0, errors };
}

/** Every error of the whole form, for the final submit. */
export function validateListingForm(type: ListingType, values: unknown): WizardStepCheck {
  const result = listingFormSchemaFor(type).safeParse(values);
  return result.success
    ? { valid: true, errors: {} }
    : { valid: false, errors: collectFieldErrors(result.error.issues) };
}

/** Progress of the bar: step number divided by 6, between 0 and 1. */
export function wizardProgress(step: number): number {
  return Math.min(1, Math.max(0, step / WIZARD_STEP_COUNT));
}

export function wizardStepState(
  step: number,
  currentStep: number,
  completedSteps: ReadonlySet<number>,
): WizardStepState {
  if (step === currentStep) return 'current';
  return completedSteps.has(step) ? 'completed' : 'upcoming';
}

/** Only completed steps can be clicked to jump back. */
export function canJumpToStep(step: number, completedSteps: ReadonlySet<number>): boolean {
  return completedSteps.has(step);
}

/** The wizard starts as equipment when the path is /create/equipment, else as a service. */
export function wizardTypeFromPath(path: string): ListingType {
  return path.includes('create/equipment') ? 'equipment' : 'service';
}
