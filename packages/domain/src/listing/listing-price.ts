import { formatEuros } from '../money/format-euros';
import { PRICE_SUFFIXES, type ListingType } from './listing-type';

/** Digits with an optional decimal part: "25", "25.5", "0.99". */
export const PRICE_PATTERN = /^\d+(\.\d+)?$/;

export function isValidPriceText(value: string): boolean {
  return PRICE_PATTERN.test(value.trim());
}

/**
 * The stored price from whatever a form or request carries (spec 000 §5): empty or missing → 0,
 * text parsed as a number, anything invalid (not a number, negative, infinite) → 0.
 */
export function normalizePrice(value: unknown): number {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : 0;
  if (typeof value !== 'string') return 0;
  const text = value.trim();
  if (text === '') return 0;
  const parsed = Number(text);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : 0;
}

/** What a price or deposit input keeps of a keystroke: digits and the first decimal point only. */
export function sanitizePriceInput(value: string): string {
  const kept = value.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  return point === -1 ? kept : kept.slice(0, point + 1) + kept.slice(point + 1).replace(/\./g, '');
}

/** "€25/hr" or "€40/day". */
export function formatListingPrice(price: number | null | undefined, type: ListingType): string {
  return `${formatEuros(price ?? 0)}${PRICE_SUFFIXES[type]}`;
}
