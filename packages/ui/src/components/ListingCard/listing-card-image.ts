/** The card's image frame is 4:3; these are the intrinsic size its `<img>` announces. */
export const LISTING_CARD_IMAGE_WIDTH = 600;
export const LISTING_CARD_IMAGE_HEIGHT = 450;

/**
 * How wide a card is drawn in a `ListingGrid` on a page of at most 1200px (ListingGrid.css: columns
 * of at least 240px, at most four): one column on phones, two, three, then about 280px.
 */
export const LISTING_CARD_IMAGE_SIZES =
  '(max-width: 560px) 100vw, (max-width: 820px) 50vw, (max-width: 1080px) 33vw, 300px';
