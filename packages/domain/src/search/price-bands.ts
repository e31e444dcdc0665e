import { localized } from '../i18n/catalogue';
import { formatEuros } from '../money/format-euros';

/** The price filter's words; amounts come formatted (formatEuros). */
export const PRICE_FILTER_LABELS_EN = {
  anyPrice: 'Any price',
  range: (min: string, max: string) => `${min} - ${max}`,
  above: (min: string) => `${min}+`,
  from: (amount: string) => `From ${amount}`,
  upTo: (amount: string) => `Up to ${amount}`,
} as const;
export const PRICE_FILTER_LABELS = /* @__PURE__ */ localized('search.price', PRICE_FILTER_LABELS_EN);

/**
 * Price bands of the search filter, in euros (spec 000 §9). Each band excludes its lower edge
 * except the first, which includes 0: 0-25 is 0 ≤ p ≤ 25, 25-50 is 25 < p ≤ 50, and so on;
 * 200+ is p > 200.
 */
export const PRICE_BAND_VALUES = ['0-25', '25-50', '50-100', '100-200', '200+'] as const;
export type PriceBand = (typeof PRICE_BAND_VALUES)[number];

interface PriceBandInfo {
  value: PriceBand;
  /** "€0 - €25", "€200+" in English; "0 € - 25 €", "Mais de 200 €" in Portuguese (read while drawing). */
  readonly label: string;
  min: number;
  minInclusive: boolean;
  max: number | null;
}

function priceBand(value: PriceBand, min: number, minInclusive: boolean, max: number | null): PriceBandInfo {
  return {
    value,
    get label() {
      return max === null
        ? PRICE_FILTER_LABELS.above(formatEuros(min))
        : PRICE_FILTER_LABELS.range(formatEuros(min), formatEuros(max));
    },
    min,
    minInclusive,
    max,
  };
}

export const PRICE_BANDS: readonly PriceBandInfo[] = [
  priceBand('0-25', 0, true, 25),
  priceBand('25-50', 25, false, 50),
  priceBand('50-100', 50, false, 100),
  priceBand('100-200', 100, false, 200),
  priceBand('200+', 200, false, null),
];

export function isPriceBand(value: unknown): value is PriceBand {
  return typeof value === 'string' && (PRICE_BAND_VALUES as readonly string[]).includes(value);
}

export interface PriceBandRange {
  min: number;
  minInclusive: boolean;
  /** null: no upper edge. The upper edge is always inclusive. */
  max: number | null;
}

export function priceBandRange(band: PriceBand): PriceBandRange {
  const found = PRICE_BANDS.find((candidate) => candidate.value === band);
  if (!found) throw new RangeError(`Unknown price band: ${band}`);
  return { min: found.min, minInclusive: found.minInclusive, max: found.max };
}

export function isPriceInBand(price: number, band: PriceBand): boolean {
  const { min, minInclusive, max } = priceBandRange(band);
  const aboveMin = minInclusive ? price >= min : price > min;
  return aboveMin && (max === null || price <= max);
}

export interface PriceFilter {
  priceRange?: string | null;
  minPrice?: number | null;
  maxPrice?: number | null;
}

function isSet(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** True when a band, a minimum or a maximum is chosen. */
export function hasPriceFilter(filter: PriceFilter): boolean {
  return isPriceBand(filter.priceRange) || isSet(filter.minPrice) || isSet(filter.maxPrice);
}

/**
 * Whether a listing's price passes the filter: the band and the inclusive min/max must all hold.
 * With any price filter set, a listing without a price (null, undefined, not a number) fails;
 * a price of 0 is a price. An unknown band value is ignored.
 */
export function matchesPriceFilter(price: number | null | undefined, filter: PriceFilter): boolean {
  if (!hasPriceFilter(filter)) return true;
  if (typeof price !== 'number' || !Number.isFinite(price)) return false;
  if (isPriceBand(filter.priceRange) && !isPriceInBand(price, filter.priceRange)) return false;
  if (isSet(filter.minPrice) && price < filter.minPrice) return false;
  if (isSet(filter.maxPrice) && price > filter.maxPrice) return false;
  return true;
}
