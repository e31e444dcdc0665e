export { PriceTag, type PriceTagProps, type PriceTagSize } from './PriceTag';
