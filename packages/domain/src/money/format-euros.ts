import { roundToCents } from './round-money';

export const CURRENCY_CODE = 'EUR';
export const CURRENCY_SYMBOL = '€';

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Euros as the product shows them (money is euros everywhere, DESIGN.md): "€25", "€25.50",
 * "€1,234.50". Whole amounts have no decimals, others exactly two. Negative amounts read
 * "-€25.50"; a value that is not a finite number shows as "€0", the same as a missing price.
 */
export function formatEuros(amount: number | null | undefined): string {
  const value = typeof amount === 'number' ? roundToCents(amount) : 0;
  const cents = Math.round(Math.abs(value) * 100);
  const whole = Math.floor(cents / 100);
  const fraction = cents % 100;
  const sign = value < 0 && cents > 0 ? '-' : '';
  const decimals = fraction === 0 ? '' : `.${String(fraction).padStart(2, '0')}`;
  return `${sign}${CURRENCY_SYMBOL}${groupThousands(String(whole))}${decimals}`;
}
