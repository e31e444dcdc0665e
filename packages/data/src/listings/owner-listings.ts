import type { Listing, ListingType } from '@partilha/domain';
import type PocketBase from 'pocketbase';
import { parseListing, toListingWithOwner, type ListingWithOwner } from './listing-with-owner';

/** One listing with its owner. Rejects with a 404 when it does not exist or the caller may not see it. */
export async function getListingWithOwner(client: PocketBase, id: string): Promise<ListingWithOwner> {
  return toListingWithOwner(await client.collection('listings').getOne(id, { expand: 'owner' }));
}

/**
 * A member's own listings, newest first (My Listings, dashboard). `limit` caps the page while
 * `totalItems` still counts them all.
 */
export async function listOwnerListings(
  client: PocketBase,
  ownerId: string,
  options: { type?: ListingType; limit?: number } = {},
): Promise<{ items: Listing[]; totalItems: number }> {
  const filter = options.type
    ? client.filter('owner = {:owner} && type = {:type}', { owner: ownerId, type: options.type })
    : client.filter('owner = {:owner}', { owner: ownerId });
  const perPage = options.limit ?? 500;
  const page = await client.collection('listings').getList(1, perPage, { filter, sort: '-created,-id' });
  return { items: page.items.map(parseListing), totalItems: page.totalItems };
}

export async function deleteListing(client: PocketBase, id: string): Promise<void> {
  await client.collection('listings').delete(id);
}
