import {
  CONDITION_LABELS,
  EQUIPMENT_FIELD_LABELS,
  EXPERIENCE_LABELS,
  formatEuros,
  getCategoryLabel,
  isEquipmentCondition,
  type Listing,
} from '@partilha/domain';

/** One labelled fact of a listing: a single value or a list (qualifications, specifications…). */
export type DetailRow = { label: string; value: string } | { label: string; items: readonly string[]; none: string };

const NOT_SPECIFIED = 'Not specified';

function text(value: string): string {
  return value.trim() || NOT_SPECIFIED;
}

type DetailFields = Pick<
  Listing,
  | 'type'
  | 'experience'
  | 'qualifications'
  | 'brand'
  | 'model'
  | 'condition'
  | 'specifications'
  | 'insurance'
  | 'deposit'
  | 'maintenanceHistory'
>;

/**
 * The type-specific facts of the detail page (spec 000 §3): a service's experience and
 * qualifications; equipment's brand, model, condition, specifications, "Insurance Required", the
 * refundable deposit (€0 when none) and maintenance history. Every field shows, empty ones say so.
 */
export function listingDetailRows(listing: DetailFields): DetailRow[] {
  if (listing.type === 'service') {
    return [
      { label: 'Experience', value: listing.experience ? EXPERIENCE_LABELS[listing.experience] : NOT_SPECIFIED },
      { label: 'Qualifications', items: listing.qualifications, none: 'None listed' },
    ];
  }
  const condition = listing.condition.trim();
  return [
    { label: 'Brand', value: text(listing.brand) },
    { label: 'Model', value: text(listing.model) },
    {
      label: 'Condition',
      value: isEquipmentCondition(condition) ? CONDITION_LABELS[condition] : text(getCategoryLabel(condition)),
    },
    { label: 'Specifications', items: listing.specifications, none: 'None listed' },
    { label: EQUIPMENT_FIELD_LABELS.insurance, value: listing.insurance ? 'Yes' : 'No' },
    { label: EQUIPMENT_FIELD_LABELS.deposit, value: formatEuros(listing.deposit) },
    { label: 'Maintenance History', items: listing.maintenanceHistory, none: 'None recorded' },
  ];
}
