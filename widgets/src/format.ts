import type { WidgetLang } from './texts';

/**
 * Numbers, money and dates in the widget's language. The website shows euros as "€25.50"
 * (formatEuros in the domain); in Portuguese the same amount reads "25,50 €".
 */

export function formatEuro(amount: number, lang: WidgetLang): string {
  const value = Number.isFinite(amount) ? Math.max(0, amount) : 0;
  const whole = Number.isInteger(Math.round(value * 100) / 100) && Math.round(value * 100) % 100 === 0;
  return new Intl.NumberFormat(lang === 'pt-PT' ? 'pt-PT' : 'en-GB', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(value);
}

/** A rating to one decimal: "4.5" / "4,5". */
export function formatRating(rating: number, lang: WidgetLang): string {
  return new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    Math.round(rating * 10) / 10,
  );
}

/** "12 Mar 2026" / "12/03/2026"; '' when the date cannot be read. */
export function formatDate(timestamp: string, lang: WidgetLang): string {
  const date = new Date(timestamp.replace(' ', 'T'));
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(lang === 'pt-PT' ? 'pt-PT' : 'en-GB', { dateStyle: 'medium' }).format(date);
}
