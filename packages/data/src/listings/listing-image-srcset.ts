import type PocketBase from 'pocketbase';
import { listingImageUrl } from './listing-presentation';

/** The widths of the server's listing thumbs that keep the picture's proportions (`{width}x0`). */
export const LISTING_IMAGE_WIDTHS = [800, 1200] as const;

/**
 * A listing image's `srcset` for the listing page's main view, which shows the whole picture: its
 * proportional thumbs with their widths ("…?thumb=800x0 800w, …?thumb=1200x0 1200w"), so a browser
 * fetches the smallest that fills the space; '' without a file.
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
