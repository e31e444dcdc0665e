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

/**
 * A listing card's picture (packages/ui ListingCard), for the website and for the search page's
 * first view the server sends (docs/adr/0018): the thumbs it chooses from with their widths, the
 * fallback, and the size its `<img>` announces (the card's 4:3 frame).
 */
export const LISTING_CARD_THUMBS: readonly { thumb: string; width: number }[] = [
  { thumb: '300x300', width: 300 },
  { thumb: '600x450', width: 600 },
  // A one-column card on a phone (about 400 CSS px at 1.75–2x) needs about 800 px: the listing
  // page's own 800 px picture (the frame crops it to 4:3), not the 1200 px one.
  { thumb: '800x0', width: 800 },
  { thumb: '1200x0', width: 1200 },
];
export const LISTING_CARD_IMAGE_THUMB = '600x450';
/** How many cards of a list fetch their picture at once: a wide screen's first row, a phone's first two rows of two. */
export const EAGER_CARD_IMAGES = 4;
export const LISTING_CARD_IMAGE_WIDTH = 600;
export const LISTING_CARD_IMAGE_HEIGHT = 450;

/**
 * How wide a card is drawn in a `ListingGrid` on a page of at most 1200px (ListingGrid.css: columns
 * of at least 240px, at most four): one column on phones, two, three, then about 280px.
 */
export const LISTING_CARD_IMAGE_SIZES =
  '(max-width: 560px) 100vw, (max-width: 820px) 50vw, (max-width: 1080px) 33vw, 300px';

/** The card picture's `srcset`: "… 300w, … 600w, … 800w, … 1200w". */
export function listingCardImageSrcSet(urlOfThumb: (thumb: string) => string): string {
  return LISTING_CARD_THUMBS.map(({ thumb, width }) => `${urlOfThumb(thumb)} ${width}w`).join(', ');
}
