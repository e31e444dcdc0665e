import { activeLanguage } from '../i18n/active-language';
import { platformFormats } from '../i18n/platform-formats';
import { roundToCents } from './round-money';

export const CURRENCY_CODE = 'EUR';
export const CURRENCY_SYMBOL = '€';
/** pt-PT separates thousands and the currency sign with a no-break space, as `Intl` does. */
const NO_BREAK_SPACE = '\u00a0';

function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * Euros as the product shows them (money is euros everywhere, DESIGN.md). English: "€25",
 * "€25.50", "€1,234.50"; European Portuguese: "25 €", "25,50 €", "1 234,50 €". Whole amounts
 * have no decimals, others exactly two. Negative amounts read "-€25.50" / "-25,50 €"; a value that
 * is not a finite number shows as zero, the same as a missing price.
 */
export function formatEuros(amount: number | null | undefined): string {
  const value = typeof amount === 'number' && Number.isFinite(amount) ? roundToCents(amount) : 0;
  const cents = Math.round(Math.abs(value) * 100);
  const fraction = cents % 100;
  const language = activeLanguage();
  const platform = platformFormats();
  const signed = value < 0 && cents > 0 ? -cents / 100 : cents / 100;
  if (platform) return platform.euros(signed, fraction === 0 ? 0 : 2, language);
  const whole = Math.floor(cents / 100);
  const sign = value < 0 && cents > 0 ? '-' : '';
  const decimals = String(fraction).padStart(2, '0');
  if (language === 'pt-PT') {
    const amountText = groupThousands(String(whole), NO_BREAK_SPACE) + (fraction === 0 ? '' : `,${decimals}`);
    return `${sign}${amountText}${NO_BREAK_SPACE}${CURRENCY_SYMBOL}`;
  }
  return `${sign}${CURRENCY_SYMBOL}${groupThousands(String(whole), ',')}${fraction === 0 ? '' : `.${decimals}`}`;
}
