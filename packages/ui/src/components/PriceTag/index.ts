export { PriceTag, type PriceTagProps, type PriceTagSize } from './PriceTag';
export { spokenListingPrice } from './spoken-price';
