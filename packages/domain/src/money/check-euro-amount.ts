import type { AmountRefusal } from './money-messages';
import { roundToCents } from './round-money';

/**
 * The largest amount we store: below a billion euros, so that every amount keeps its cents exactly
 * in a double (and no typo of a dozen digits reaches a listing).
 */
export const MAX_EURO_AMOUNT = 999_999_999.99;

/** null when `amount` is a storable amount of euros (finite, 0 or more, whole cents), else why not. */
export function checkEuroAmount(amount: number): AmountRefusal | null {
  if (!Number.isFinite(amount)) return 'notANumber';
  if (amount < 0) return 'negative';
  if (amount > MAX_EURO_AMOUNT) return 'tooLarge';
  if (roundToCents(amount) !== amount) return 'tooManyDecimals';
  return null;
}
