import { PRICE_UNITS, type ListingType } from '../listing/listing-type';
import { CURRENCY_SYMBOL, formatEuros } from './format-euros';

/**
 * The price as a screen reader should say it: "25 euros per hour", "12.50 euros per day",
 * "1 euro per day". The amount is the one `formatEuros` shows, without the euro sign, so what is
 * heard always matches what is seen.
 */
export function spokenListingPrice(price: number | null | undefined, type: ListingType): string {
  const amount = formatEuros(price).replace(CURRENCY_SYMBOL, '');
  const currency = amount === '1' ? 'euro' : 'euros';
  return `${amount} ${currency} per ${PRICE_UNITS[type]}`;
}
