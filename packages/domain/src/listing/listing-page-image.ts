/**
 * The listing page's main picture (issue 18): which of the server's proportional thumbs it offers
 * and how wide it is drawn. One source for the page's <img> (web) and for the preload the server
 * writes into a shared listing page's head (pocketbase/hooks/lib/website-share-tags.ts): the
 * browser reuses the preloaded picture only when both offer the same candidates and sizes.
 */

/** Widths of the listing thumbs that keep the picture's proportions (`{width}x0`, see the migrations). */
export const LISTING_PAGE_IMAGE_WIDTHS = [800, 1200] as const;

/** The thumb the page falls back to without srcset support, and that a share preview shows. */
export const LISTING_PAGE_IMAGE_THUMB = '1200x0';

/**
 * How wide the main picture is drawn (web/src/pages/listing/listing-detail.css): the page's width
 * less its padding on phones, the main column (the page's 1200 px less the 340 px side column) on
 * wide screens.
 */
export const LISTING_PAGE_IMAGE_SIZES =
  '(max-width: 767px) calc(100vw - 24px), (max-width: 1200px) calc(100vw - 420px), 800px';

/** The `srcset` of a picture whose thumb address is `urlOfThumb(thumb)`: "… 800w, … 1200w". */
export function listingPageImageSrcSet(urlOfThumb: (thumb: string) => string): string {
  return LISTING_PAGE_IMAGE_WIDTHS.map((width) => `${urlOfThumb(`${width}x0`)} ${width}w`).join(', ');
}
