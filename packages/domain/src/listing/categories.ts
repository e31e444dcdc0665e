import { localized } from '../i18n/catalogue';
import type { ListingType } from './listing-type';

/**
 * Category slugs (spec 000 §3). "other" is offered only in the listing forms; search and the
 * home filter do not know it, so choosing it there searches every type.
 */
export const SERVICE_CATEGORIES = [
  'furniture-assembly',
  'mounting-installation',
  'home-repairs',
  'moving-services',
  'cleaning-services',
  'gardening',
  'delivery-shopping',
  'personal-assistance',
  'administrative-support',
  'it-services',
  'pet-care',
  'marketing-design',
] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

export const EQUIPMENT_CATEGORIES = [
  'power-tools',
  'hand-tools',
  'gardening-tools',
  'kitchen-appliances',
  'electronics',
  'photography',
  'audio-visual',
  'camping-outdoor',
  'sports-recreation',
  'party-events',
  'musical-instruments',
  'diy-crafts',
] as const;
export type EquipmentCategory = (typeof EQUIPMENT_CATEGORIES)[number];

export const OTHER_CATEGORY = 'other';

/** The service wizard and the service edit form offer the same set. */
export const SERVICE_FORM_CATEGORIES = [...SERVICE_CATEGORIES, OTHER_CATEGORY] as const;
export const SERVICE_EDIT_CATEGORIES = SERVICE_FORM_CATEGORIES;
export const EQUIPMENT_WIZARD_CATEGORIES = [...EQUIPMENT_CATEGORIES, OTHER_CATEGORY] as const;
/** The equipment edit form has its own short set (spec 000 §3). */
export const EQUIPMENT_EDIT_CATEGORIES = ['photography', 'audio', 'tools', OTHER_CATEGORY] as const;

/** Filter-only values of the home and search category selects. */
export const CATEGORY_FILTER_ALL = 'all';
export const CATEGORY_FILTER_ALL_SERVICES = 'all-services';
export const CATEGORY_FILTER_ALL_EQUIPMENT = 'all-equipment';
export const CATEGORY_FILTER_VALUES = [
  CATEGORY_FILTER_ALL,
  CATEGORY_FILTER_ALL_SERVICES,
  CATEGORY_FILTER_ALL_EQUIPMENT,
] as const;
export type CategoryFilterValue = (typeof CATEGORY_FILTER_VALUES)[number];

export const CATEGORY_LABELS_EN = {
  'furniture-assembly': 'Furniture Assembly',
  'mounting-installation': 'Mounting & Installation',
  'home-repairs': 'Home Repairs',
  'moving-services': 'Moving Services',
  'cleaning-services': 'Cleaning Services',
  gardening: 'Gardening',
  'delivery-shopping': 'Delivery & Shopping',
  'personal-assistance': 'Personal Assistance',
  'administrative-support': 'Administrative Support',
  'it-services': 'IT Services',
  'pet-care': 'Pet Care',
  'marketing-design': 'Marketing & Design',
  'power-tools': 'Power Tools',
  'hand-tools': 'Hand Tools',
  'gardening-tools': 'Gardening Tools',
  'kitchen-appliances': 'Kitchen Appliances',
  electronics: 'Electronics',
  photography: 'Photography',
  'audio-visual': 'Audio & Visual',
  'camping-outdoor': 'Camping & Outdoor',
  'sports-recreation': 'Sports & Recreation',
  'party-events': 'Party & Events',
  'musical-instruments': 'Musical Instruments',
  'diy-crafts': 'DIY & Crafts',
  audio: 'Audio',
  tools: 'Tools',
  other: 'Other',
  all: 'All Categories',
  'all-services': 'All Services',
  'all-equipment': 'All Equipment',
} as const;

/** A category's name in the active language (issue 19); read while drawing. */
export const CATEGORY_LABELS: Readonly<Record<string, string>> = /* @__PURE__ */ localized(
  'listing.categories',
  CATEGORY_LABELS_EN,
);

/** The label of a category; an unknown slug is shown title-cased ("some-thing" → "Some Thing"). */
export function getCategoryLabel(category: string): string {
  const known = CATEGORY_LABELS[category];
  if (known) return known;
  return category
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export interface CategoryOption {
  value: string;
  label: string;
}

export function toCategoryOptions(values: readonly string[]): CategoryOption[] {
  return values.map((value) => ({ value, label: getCategoryLabel(value) }));
}

export function isServiceCategory(category: string): category is ServiceCategory {
  return (SERVICE_CATEGORIES as readonly string[]).includes(category);
}

export function isEquipmentCategory(category: string): category is EquipmentCategory {
  return (EQUIPMENT_CATEGORIES as readonly string[]).includes(category);
}

/**
 * Every category a stored listing of a type may carry: the wizard set and the edit set together,
 * because the two forms of the spec offer different equipment sets.
 */
export function listingCategoriesFor(type: ListingType): readonly string[] {
  return type === 'service' ? SERVICE_FORM_CATEGORIES : [...EQUIPMENT_WIZARD_CATEGORIES, 'audio', 'tools'];
}

export function isListingCategory(type: ListingType, category: string): boolean {
  return listingCategoriesFor(type).includes(category);
}

/** Options of the category select of each form. */
export function formCategoryOptions(type: ListingType, form: 'wizard' | 'edit'): CategoryOption[] {
  if (type === 'service')
    return toCategoryOptions(form === 'wizard' ? SERVICE_FORM_CATEGORIES : SERVICE_EDIT_CATEGORIES);
  return toCategoryOptions(form === 'wizard' ? EQUIPMENT_WIZARD_CATEGORIES : EQUIPMENT_EDIT_CATEGORIES);
}

/** Options of the home and search category filter: all, all services, each service, all equipment, each equipment. */
export function categoryFilterOptions(): CategoryOption[] {
  return toCategoryOptions([
    CATEGORY_FILTER_ALL,
    CATEGORY_FILTER_ALL_SERVICES,
    ...SERVICE_CATEGORIES,
    CATEGORY_FILTER_ALL_EQUIPMENT,
    ...EQUIPMENT_CATEGORIES,
  ]);
}
