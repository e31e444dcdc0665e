import {
  CONSOLE_MODERATION_TEXTS as T,
  formatEuros,
  getCategoryLabel,
  LISTING_TYPE_LABELS,
  type ListingType,
  type NoticeTargetKind,
} from '@partilha/domain';

/** The fields of a reported item worth comparing, per kind, in reading order (docs/moderation-api.md snapshots). */
const FIELDS: Record<NoticeTargetKind, ReadonlyArray<readonly [string, () => string]>> = {
  listing: [
    ['title', () => T.fieldTitle],
    ['description', () => T.fieldDescription],
    ['type', () => T.fieldType],
    ['category', () => T.fieldCategory],
    ['price', () => T.fieldPrice],
    ['city', () => T.fieldCity],
    ['images', () => T.fieldPictures],
    ['status', () => T.fieldStatus],
  ],
  profile: [
    ['displayName', () => T.fieldName],
    ['bio', () => T.fieldAbout],
    ['city', () => T.fieldCity],
    ['suspended', () => T.fieldSuspended],
  ],
  review: [
    ['title', () => T.fieldTitle],
    ['content', () => T.fieldReview],
    ['overallRating', () => T.fieldRating],
    ['reviewType', () => T.fieldReviewOf],
    ['status', () => T.fieldStatus],
  ],
};

const reviewTypeText = (value: string) => (value === 'provider' ? T.aProvider : value === 'client' ? T.aClient : value);

/** One field's value as text, the way a moderator reads it ("€25.00", "3 pictures", "Yes"). */
export function fieldText(field: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  if (Array.isArray(value)) {
    return T.pictures(value.length);
  }
  if (typeof value === 'boolean') return value ? T.yes : T.no;
  if (field === 'price' && typeof value === 'number') return formatEuros(value);
  if (field === 'category' && typeof value === 'string') return getCategoryLabel(value);
  if (field === 'type' && typeof value === 'string') return LISTING_TYPE_LABELS[value as ListingType] ?? value;
  if (field === 'reviewType' && typeof value === 'string') return reviewTypeText(value);
  if (field === 'overallRating' && typeof value === 'number') return T.ratingOf(value);
  if (field === 'status' && typeof value === 'string') return value.charAt(0).toUpperCase() + value.slice(1);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
}

export interface ContentRow {
  field: string;
  label: string;
  now: string;
  then: string;
  changed: boolean;
}

/**
 * The item as it stands beside the item when first reported, field by field; `changed` marks
 * what the owner edited since (a moderator decides on what was reported, and on what is there now).
 */
export function contentRows(
  kind: NoticeTargetKind,
  current: Readonly<Record<string, unknown>>,
  snapshot: Readonly<Record<string, unknown>>,
): ContentRow[] {
  return FIELDS[kind]
    .filter(([field]) => field in current || field in snapshot)
    .map(([field, labelOf]) => {
      const label = labelOf();
      const now = fieldText(field, current[field]);
      const then = fieldText(field, snapshot[field]);
      return { field, label, now, then, changed: field in snapshot && field in current && now !== then };
    });
}

/** The item was deleted since it was reported (the server says `exists: false`). */
export function isGone(current: Readonly<Record<string, unknown>>): boolean {
  return current.exists === false;
}
