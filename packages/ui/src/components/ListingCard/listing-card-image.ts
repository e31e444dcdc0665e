// The card picture's sizes live in the domain, shared with the server's first view (docs/adr/0018).
export { LISTING_CARD_IMAGE_HEIGHT, LISTING_CARD_IMAGE_SIZES, LISTING_CARD_IMAGE_WIDTH } from '@partilha/domain';
