/**
 * Price bands of the search filter, in euros (spec 000 §9). Each band excludes its lower edge
 * except the first, which includes 0: 0-25 is 0 ≤ p ≤ 25, 25-50 is 25 < p ≤ 50, and so on;
 * 200+ is p > 200.
 */
export const PRICE_BAND_VALUES = ['0-25', '25-50', '50-100', '100-200', '200+'] as const;
export type PriceBand = (typeof PRICE_BAND_VALUES)[number];

export const PRICE_BANDS: readonly {
  value: PriceBand;
  label: string;
  min: number;
  minInclusive: boolean;
  max: number | null;
}[] = [
  { value: '0-25', label: '€0 - €25', min: 0, minInclusive: true, max: 25 },
  { value: '25-50', label: '€25 - €50', min: 25, minInclusive: false, max: 50 },
  { value: '50-100', label: '€50 - €100', min: 50, minInclusive: false, max: 100 },
  { value: '100-200', label: '€100 - €200', min: 100, minInclusive: false, max: 200 },
  { value: '200+', label: '€200+', min: 200, minInclusive: false, max: null },
];
export const ANY_PRICE_LABEL = 'Any price';

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
