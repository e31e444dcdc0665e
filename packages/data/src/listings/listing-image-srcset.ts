import { listingPageImageSrcSet } from '@partilha/domain';
import type PocketBase from 'pocketbase';
import type { ThumbSize } from '../files/file-url';
import { listingImageUrl } from './listing-presentation';

/**
 * A listing image's `srcset` for the listing page's main view, which shows the whole picture: its
 * proportional thumbs with their widths ("…?thumb=800x0 800w, …?thumb=1200x0 1200w", the domain's
 * LISTING_PAGE_IMAGE_WIDTHS), so a browser fetches the smallest that fills the space; '' without a file.
 */
export function listingImageSrcSet(
  client: PocketBase,
  listing: { id: string },
  filename: string | null | undefined,
): string {
  if (!filename) return '';
  return listingPageImageSrcSet((thumb) => listingImageUrl(client, listing, filename, thumb as ThumbSize));
}
