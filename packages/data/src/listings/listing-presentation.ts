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

/** The thumbnails a listing card chooses from, with their widths (see the listings migrations). */
const CARD_THUMBS: readonly { thumb: ThumbSize; width: number }[] = [
  { thumb: '300x300', width: 300 },
  { thumb: '600x450', width: 600 },
  // A one-column card on a phone (about 400 CSS px at 1.75–2x) needs about 800 px: the listing
  // page's own 800 px picture (the frame crops it to 4:3), not the 1200 px one.
  { thumb: '800x0', width: 800 },
  { thumb: '1200x0', width: 1200 },
];

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
    src: url('600x450'),
    srcSet: CARD_THUMBS.map(({ thumb, width }) => `${url(thumb)} ${width}w`).join(', '),
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
