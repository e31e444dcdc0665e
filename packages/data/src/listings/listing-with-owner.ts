import { listingSchema, userSchema, type Listing, type User } from '@partilha/domain';
import { RecordShapeError } from '../collections/typed-collection';

/** A listing with its owner's public profile (null when the owner could not be read). */
export interface ListingWithOwner {
  listing: Listing;
  owner: User | null;
}

/** Parses a listing record; a record that does not parse is a server/client mismatch and throws. */
export function parseListing(record: unknown): Listing {
  const parsed = listingSchema.safeParse(record);
  if (!parsed.success) throw new RecordShapeError('listings', parsed.error.issues);
  return parsed.data;
}

/**
 * Parses a listing record as the server sends it with `expand.owner`. A listing that does not
 * parse is a server/client mismatch and throws; a missing or unreadable owner only hides the
 * owner card.
 */
export function toListingWithOwner(record: unknown): ListingWithOwner {
  const listing = parseListing(record);
  const expanded = (record as { expand?: { owner?: unknown } } | null)?.expand?.owner;
  const owner = expanded ? userSchema.safeParse(expanded) : null;
  return { listing, owner: owner?.success ? owner.data : null };
}
