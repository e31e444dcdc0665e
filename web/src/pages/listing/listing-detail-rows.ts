import {
  CONDITION_LABELS,
  EQUIPMENT_FIELD_LABELS,
  EXPERIENCE_LABELS,
  formatEuros,
  getCategoryLabel,
  isEquipmentCondition,
  LISTING_PAGE_MESSAGES,
  type Listing,
} from '@partilha/domain';

/** One labelled fact of a listing: a single value or a list (qualifications, specifications…). */
export type DetailRow = { label: string; value: string } | { label: string; items: readonly string[]; none: string };

function text(value: string): string {
  return value.trim() || LISTING_PAGE_MESSAGES.notSpecified;
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
  const T = LISTING_PAGE_MESSAGES;
  if (listing.type === 'service') {
    return [
      { label: T.experience, value: listing.experience ? EXPERIENCE_LABELS[listing.experience] : T.notSpecified },
      { label: T.qualifications, items: listing.qualifications, none: T.noneListed },
    ];
  }
  const condition = listing.condition.trim();
  return [
    { label: T.brand, value: text(listing.brand) },
    { label: T.model, value: text(listing.model) },
    {
      label: T.condition,
      value: isEquipmentCondition(condition) ? CONDITION_LABELS[condition] : text(getCategoryLabel(condition)),
    },
    { label: T.specifications, items: listing.specifications, none: T.noneListed },
    { label: EQUIPMENT_FIELD_LABELS.insurance, value: listing.insurance ? T.yes : T.no },
    { label: EQUIPMENT_FIELD_LABELS.deposit, value: formatEuros(listing.deposit) },
    { label: T.maintenanceHistory, items: listing.maintenanceHistory, none: T.noneRecorded },
  ];
}
