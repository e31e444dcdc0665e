import { displayNameOf, LISTING_CARD_IMAGE_THUMB, listingCardImageSrcSet, type User } from '@partilha/domain';
import type PocketBase from 'pocketbase';
import { avatarUrl, type ThumbSize } from '../files/file-url';

/** URL of a listing image or of its server-made thumbnail; '' without a file name. */
export function listingImageUrl(
  client: PocketBase,
  listing: { id: string },
  filename: string | null | undefined,
  thumb?: ThumbSize,
): string {
  if (!filename) return '';
  return client.files.getURL({ id: listing.id, collectionName: 'listings' }, filename, thumb ? { thumb } : undefined);
}

/**
 * A listing image for a card: `src` is the 600x450 thumbnail (the card's 4:3 frame), `srcSet`
 * offers four thumbnails by width so the browser fetches the smallest that is sharp on its
 * screen. Null without a file name.
 */
export function listingCardImage(
  client: PocketBase,
  listing: { id: string },
  filename: string | null | undefined,
): { src: string; srcSet: string } | null {
  if (!filename) return null;
  const url = (thumb: ThumbSize) => listingImageUrl(client, listing, filename, thumb);
  return {
    src: url(LISTING_CARD_IMAGE_THUMB),
    srcSet: listingCardImageSrcSet((thumb) => url(thumb as ThumbSize)),
  };
}

/** What a listing card shows of its owner: name, photo thumbnail and rating as a provider. */
export interface ListingCardOwnerSummary {
  id: string;
  name: string;
  avatarUrl: string;
  rating: number;
  reviewCount: number;
}

export function listingCardOwner(client: PocketBase, owner: User | null): ListingCardOwnerSummary | null {
  if (!owner) return null;
  return {
    id: owner.id,
    name: displayNameOf(owner, 'owner'),
    avatarUrl: avatarUrl(client, owner, '100x100'),
    rating: owner.ratingAsProvider ?? 0,
    reviewCount: owner.reviewsAsProvider ?? 0,
  };
}
