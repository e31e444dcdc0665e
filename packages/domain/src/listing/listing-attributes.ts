import { localized } from '../i18n/catalogue';

/** Service experience levels and equipment conditions (spec 000 §3). */

export const EXPERIENCE_LEVELS = ['beginner', 'intermediate', 'expert', 'professional'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

export const EXPERIENCE_LABELS_EN = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  expert: 'Expert',
  professional: 'Professional',
} as const;
export const EXPERIENCE_LABELS: Readonly<Record<ExperienceLevel, string>> = /* @__PURE__ */ localized(
  'listing.experience',
  EXPERIENCE_LABELS_EN,
);

/** The wizard offers five conditions, the edit form four (no "well-used"). */
export const WIZARD_CONDITIONS = ['new', 'like-new', 'good', 'fair', 'well-used'] as const;
export const EDIT_CONDITIONS = ['new', 'like-new', 'good', 'fair'] as const;
export type EquipmentCondition = (typeof WIZARD_CONDITIONS)[number];

export const CONDITION_LABELS_EN = {
  new: 'New',
  'like-new': 'Like New',
  good: 'Good',
  fair: 'Fair',
  'well-used': 'Well Used',
} as const;
export const CONDITION_LABELS: Readonly<Record<EquipmentCondition, string>> = /* @__PURE__ */ localized(
  'listing.conditions',
  CONDITION_LABELS_EN,
);

export function isEquipmentCondition(value: string): value is EquipmentCondition {
  return (WIZARD_CONDITIONS as readonly string[]).includes(value);
}

export function isExperienceLevel(value: string): value is ExperienceLevel {
  return (EXPERIENCE_LEVELS as readonly string[]).includes(value);
}

/** The field labels that differ from their names. */
export const EQUIPMENT_FIELD_LABELS_EN = {
  insurance: 'Insurance Required',
  deposit: 'Security Deposit',
} as const;
export const EQUIPMENT_FIELD_LABELS = /* @__PURE__ */ localized('listing.equipment-fields', EQUIPMENT_FIELD_LABELS_EN);
