import { formatEuros } from '../money/format-euros';
import { PRICE_SUFFIXES, type ListingType } from './listing-type';

/**
 * "€25/hr" or "€40/day". (A typed price is read by `parseEuroAmount`, a sent one by
 * `readSentAmount`, both in money/.)
 */
export function formatListingPrice(price: number | null | undefined, type: ListingType): string {
  return `${formatEuros(price ?? 0)}${PRICE_SUFFIXES[type]}`;
}
