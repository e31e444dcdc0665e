import { localized } from '../i18n/catalogue';
import type { ListingType } from '../listing/listing-type';
import { CURRENCY_SYMBOL, formatEuros } from './format-euros';

export const SPOKEN_PRICE_EN = {
  perHour: (amount: string) => `${amount} ${amount === '1' ? 'euro' : 'euros'} per hour`,
  perDay: (amount: string) => `${amount} ${amount === '1' ? 'euro' : 'euros'} per day`,
} as const;
export const SPOKEN_PRICE = /* @__PURE__ */ localized('money.spoken-price', SPOKEN_PRICE_EN);

/**
 * The price as a screen reader should say it: "25 euros per hour", "12.50 euros per day",
 * "1 euro per day" ("25,50 euros por hora" in Portuguese). The amount is the one `formatEuros`
 * shows, without the euro sign, so what is heard always matches what is seen.
 */
export function spokenListingPrice(price: number | null | undefined, type: ListingType): string {
  const amount = formatEuros(price).replace(CURRENCY_SYMBOL, '').trim();
  return type === 'service' ? SPOKEN_PRICE.perHour(amount) : SPOKEN_PRICE.perDay(amount);
}
