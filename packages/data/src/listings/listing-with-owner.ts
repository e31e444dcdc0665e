import { listingSchema, userSchema, type Listing, type User } from '@partilha/domain';
import { recordParser } from '../collections/record-parser';

/** A listing with its owner's public profile (null when the owner could not be read). */
export interface ListingWithOwner {
  listing: Listing;
  owner: User | null;
}

/** Parses a listing record; a record that does not parse is a server/client mismatch and throws. */
export const parseListing: (record: unknown) => Listing = recordParser('listings', listingSchema);

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
