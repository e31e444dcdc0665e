import { localized } from '../i18n/catalogue';
import type { ReviewType } from './review';

/** Category ratings asked for by each review type (spec 001 §3). */
export const REVIEW_CATEGORIES: Readonly<Record<ReviewType, readonly string[]>> = {
  listing: ['condition', 'accuracy', 'value'],
  owner: ['communication', 'reliability', 'professionalism', 'responsiveness', 'cleanliness'],
  renter: ['communication', 'reliability', 'carefulness', 'punctuality', 'respectfulness'],
};

/** Labels of the categories; "cleanliness" is shown as "Equipment Condition". */
export const REVIEW_CATEGORY_LABELS_EN = {
  condition: 'Condition',
  accuracy: 'Accuracy',
  value: 'Value',
  communication: 'Communication',
  reliability: 'Reliability',
  professionalism: 'Professionalism',
  responsiveness: 'Responsiveness',
  cleanliness: 'Equipment Condition',
  carefulness: 'Carefulness',
  punctuality: 'Punctuality',
  respectfulness: 'Respectfulness',
  quality: 'Quality',
} as const;
export const REVIEW_CATEGORY_LABELS: Readonly<Record<string, string>> = /* @__PURE__ */ localized(
  'review.category',
  REVIEW_CATEGORY_LABELS_EN,
);

export function reviewCategoryLabel(category: string): string {
  return REVIEW_CATEGORY_LABELS[category] ?? category.charAt(0).toUpperCase() + category.slice(1);
}

export function reviewCategoryOptions(type: ReviewType): { value: string; label: string }[] {
  return REVIEW_CATEGORIES[type].map((value) => ({ value, label: reviewCategoryLabel(value) }));
}
