import { checkEuroAmount } from './check-euro-amount';
import { AMOUNT_MESSAGES, type AmountRefusal } from './money-messages';

export type EuroAmountReading = { ok: true; amount: number } | { ok: false; reason: AmountRefusal; message: string };

function refuse(reason: AmountRefusal): EuroAmountReading {
  return { ok: false, reason, message: AMOUNT_MESSAGES[reason] };
}

/** Space, no-break space and narrow no-break space: what people and pt-PT formatting put between thousands. */
const SPACES = /[ \u00a0\u202f]/g;
const CURRENCY = /^€\s*|\s*€$/;
/** Thousands groups joined by `separator`: 1 to 3 digits not starting with 0, then groups of exactly 3. */
function isGrouped(text: string, separator: string): boolean {
  const groups = text.split(separator);
  return /^[1-9]\d{0,2}$/.test(groups[0] ?? '') && groups.slice(1).every((group) => /^\d{3}$/.test(group));
}

/** Whole euros and cents digits of the text, or why it cannot be read as one amount. */
function splitAmount(text: string): { whole: string; cents: string } | AmountRefusal {
  if (!/^[\d.,]+$/.test(text.replace(SPACES, ' ').replace(/ /g, ''))) return 'notANumber';
  const spaced = text.replace(SPACES, ' ');
  const hasSpace = spaced.includes(' ');
  const dots = spaced.split('.').length - 1;
  const commas = spaced.split(',').length - 1;

  // Decimal separator: the one mark that appears once after every thousands mark.
  let decimal: '.' | ',' | null = null;
  let group: '.' | ',' | ' ' | null = hasSpace ? ' ' : null;
  if (dots > 0 && commas > 0) {
    if (hasSpace) return 'notANumber';
    decimal = spaced.lastIndexOf('.') > spaced.lastIndexOf(',') ? '.' : ',';
    group = decimal === '.' ? ',' : '.';
    if ((decimal === '.' ? dots : commas) !== 1) return 'notANumber';
  } else if (dots + commas === 1) {
    decimal = dots === 1 ? '.' : ',';
  } else if (dots + commas > 1) {
    // One mark several times is a thousands separator ("1.234.567"); with spaces it is not a number.
    if (hasSpace) return 'notANumber';
    group = dots > 0 ? '.' : ',';
  }

  const point = decimal === null ? -1 : spaced.indexOf(decimal);
  const whole = point === -1 ? spaced : spaced.slice(0, point);
  const cents = point === -1 ? '' : spaced.slice(point + 1);
  if (point !== -1 && !/^\d+$/.test(cents)) return 'notANumber';
  if (group === null) {
    if (!/^\d+$/.test(whole)) return 'notANumber';
  } else if (!isGrouped(whole, group)) {
    return 'notANumber';
  }
  // "1.234" and "1,234": thousands or three decimals, both read naturally. Refused rather than guessed.
  if (group === null && cents.length === 3 && /^[1-9]\d{0,2}$/.test(whole)) return 'ambiguous';
  if (cents.length > 2) return 'tooManyDecimals';
  return { whole: group === null ? whole : whole.split(group).join(''), cents };
}

/**
 * An amount of euros as a person types it (issue 17): the Portuguese way ("18,50", "1.234,50",
 * "1 234,5" with any of the spaces pt-PT formatting uses), the English way ("18.50", "1,234.50"),
 * with or without a "€" before or after. Each accepted text has exactly one reading. Refused, with
 * the reason and the message to show: empty text; one "." or "," followed by exactly three digits
 * ("1.234": 1234 or 1.234?); more than 2 decimals; a minus sign; anything else that is not digits
 * grouped by thousands with one decimal mark; amounts of a billion euros or more.
 */
export function parseEuroAmount(text: string): EuroAmountReading {
  const trimmed = text.trim();
  if (trimmed === '') return refuse('empty');
  const bare = trimmed.replace(CURRENCY, '');
  const negative = /^[-−]/.test(bare);
  const digits = negative ? bare.slice(1) : bare;
  if (digits === '' || digits.includes('€')) return refuse('notANumber');
  const parts = splitAmount(digits);
  if (typeof parts === 'string') return refuse(parts);
  if (negative) return refuse('negative');
  const amount = Number(`${parts.whole}.${parts.cents || '0'}`);
  const refusal = checkEuroAmount(amount);
  return refusal ? refuse(refusal) : { ok: true, amount };
}
