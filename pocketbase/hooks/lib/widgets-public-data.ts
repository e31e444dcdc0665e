import { reviewerDisplayName } from '@partilha/domain';

/**
 * The public records the widgets show, turned into the small objects the widget routes send:
 * only what a guest sees on the website, nothing a widget does not draw. Field names follow
 * docs/data-model.md.
 */

export const LISTINGS = 'listings';
export const USERS = 'users';

export interface WidgetOwner {
  id: string;
  name: string;
  /** A path on the API origin (the 100x100 thumbnail), or null. */
  avatarPath: string | null;
  /** As a provider: the owner's average (0–5) and number of reviews. */
  rating: number;
  reviewCount: number;
}

export interface WidgetListing {
  id: string;
  type: 'service' | 'equipment';
  title: string;
  category: string;
  city: string;
  /** The first four digits of the postal code: the full code stays private (ADR 0012). */
  postalArea: string;
  /** Per hour (service) or per day (equipment), in euros. */
  price: number;
  /** The main image's 300x300 thumbnail, a path on the API origin, or null. */
  imagePath: string | null;
  owner: WidgetOwner | null;
}

export function findOrNull(app: PbApp, collection: string, id: string): PbRecord | null {
  if (!/^[a-z0-9]{1,32}$/.test(id)) return null;
  try {
    return app.findRecordById(collection, id);
  } catch {
    return null;
  }
}

/** The first name of a file field (a list of names, or one name), or ''. */
export function firstFile(record: PbRecord, field: string): string {
  const value = record.get(field) as unknown;
  if (typeof value === 'string') return value;
  if (value && typeof (value as { length?: unknown }).length === 'number') {
    const first = (value as ArrayLike<unknown>)[0];
    return typeof first === 'string' ? first : '';
  }
  return '';
}

export function filePath(record: PbRecord, file: string, thumb: string): string | null {
  if (!file) return null;
  const collection = record.collection().id;
  return `/api/files/${collection}/${record.id}/${encodeURIComponent(file)}?thumb=${thumb}`;
}

/** Whether a user is shown at all (a field the console may add; absent means visible). */
export function userSuspended(user: PbRecord): boolean {
  return user.getBool('suspended');
}

/** A listing as the public sees it: active and not hidden with a suspended owner. */
export function isPublicListing(listing: PbRecord): boolean {
  return listing.getString('status') === 'active' && !listing.getBool('ownerSuspended');
}

export function ownerOf(app: PbApp, ownerId: string): WidgetOwner | null {
  const user = findOrNull(app, USERS, ownerId);
  if (!user || userSuspended(user)) return null;
  return {
    id: user.id,
    name: reviewerDisplayName(user.id, user.getString('displayName')),
    avatarPath: filePath(user, firstFile(user, 'avatar'), '100x100'),
    rating: user.getFloat('ratingAsProvider'),
    reviewCount: Math.max(0, Math.floor(user.getFloat('reviewsAsProvider'))),
  };
}

export function widgetListingOf(app: PbApp, listing: PbRecord, owners: Map<string, WidgetOwner | null>): WidgetListing {
  const ownerId = listing.getString('owner');
  if (!owners.has(ownerId)) owners.set(ownerId, ownerOf(app, ownerId));
  return {
    id: listing.id,
    type: listing.getString('type') === 'equipment' ? 'equipment' : 'service',
    title: listing.getString('title'),
    category: listing.getString('category'),
    city: listing.getString('city'),
    postalArea: listing.getString('postalArea'),
    price: Math.max(0, listing.getFloat('price')),
    imagePath: filePath(listing, firstFile(listing, 'images'), '300x300'),
    owner: owners.get(ownerId) ?? null,
  };
}
