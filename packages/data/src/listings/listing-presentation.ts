import { displayNameOf, type User } from '@partilha/domain';
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

/** The widths of the server's listing thumbs that keep the picture's proportions (`{width}x0`). */
export const LISTING_IMAGE_WIDTHS = [800, 1200] as const;

/**
 * A listing image's `srcset`: its proportional thumbs with their widths ("…?thumb=800x0 800w,
 * …?thumb=1200x0 1200w"), so a browser fetches the smallest that fills the space; '' without a file.
 */
export function listingImageSrcSet(
  client: PocketBase,
  listing: { id: string },
  filename: string | null | undefined,
): string {
  if (!filename) return '';
  return LISTING_IMAGE_WIDTHS.map(
    (width) => `${listingImageUrl(client, listing, filename, `${width}x0`)} ${width}w`,
  ).join(', ');
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
