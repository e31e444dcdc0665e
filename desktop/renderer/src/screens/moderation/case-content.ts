import {
  formatEuros,
  getCategoryLabel,
  LISTING_TYPE_LABELS,
  type ListingType,
  type NoticeTargetKind,
} from '@partilha/domain';

/** The fields of a reported item worth comparing, per kind, in reading order (docs/moderation-api.md snapshots). */
const FIELDS: Record<NoticeTargetKind, ReadonlyArray<readonly [string, string]>> = {
  listing: [
    ['title', 'Title'],
    ['description', 'Description'],
    ['type', 'Type'],
    ['category', 'Category'],
    ['price', 'Price'],
    ['city', 'City'],
    ['images', 'Pictures'],
    ['status', 'Status'],
  ],
  profile: [
    ['displayName', 'Name'],
    ['bio', 'About'],
    ['city', 'City'],
    ['suspended', 'Suspended'],
  ],
  review: [
    ['title', 'Title'],
    ['content', 'Review'],
    ['overallRating', 'Rating'],
    ['reviewType', 'Review of'],
    ['status', 'Status'],
  ],
};

const REVIEW_TYPES: Record<string, string> = { provider: 'A provider', client: 'A client' };

/** One field's value as text, the way a moderator reads it ("€25.00", "3 pictures", "Yes"). */
export function fieldText(field: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  if (Array.isArray(value)) {
    if (value.length === 0) return 'No pictures';
    return value.length === 1 ? '1 picture' : `${value.length} pictures`;
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (field === 'price' && typeof value === 'number') return formatEuros(value);
  if (field === 'category' && typeof value === 'string') return getCategoryLabel(value);
  if (field === 'type' && typeof value === 'string') return LISTING_TYPE_LABELS[value as ListingType] ?? value;
  if (field === 'reviewType' && typeof value === 'string') return REVIEW_TYPES[value] ?? value;
  if (field === 'overallRating' && typeof value === 'number') return `${value} of 5`;
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
    .map(([field, label]) => {
      const now = fieldText(field, current[field]);
      const then = fieldText(field, snapshot[field]);
      return { field, label, now, then, changed: field in snapshot && field in current && now !== then };
    });
}

/** The item was deleted since it was reported (the server says `exists: false`). */
export function isGone(current: Readonly<Record<string, unknown>>): boolean {
  return current.exists === false;
}
