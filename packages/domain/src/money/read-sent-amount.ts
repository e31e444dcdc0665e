import { checkEuroAmount } from './check-euro-amount';
import { AMOUNT_MESSAGES } from './money-messages';
import type { EuroAmountReading } from './parse-euro-amount';

/** Plain number text as a multipart form carries a number: digits, an optional dot and decimals. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * An amount an API request sends (a listing's price or deposit, an owner's booking price): a JSON
 * number, or plain number text as multipart forms send numbers ("18.5"). Typed text such as "18,50"
 * or "1 234" is the forms' business (`parseEuroAmount`); here it is refused rather than guessed, as
 * is anything `checkEuroAmount` refuses: never stored changed. Empty, missing and null read as
 * `whenEmpty` (a listing's amounts: 0, spec 000 §5) or are refused as empty when it is null.
 */
export function readSentAmount(value: unknown, whenEmpty: number | null): EuroAmountReading {
  const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  if (empty) {
    return whenEmpty === null
      ? { ok: false, reason: 'empty', message: AMOUNT_MESSAGES.empty }
      : { ok: true, amount: whenEmpty };
  }
  const text = typeof value === 'string' ? value.trim() : null;
  if (text !== null && !PLAIN_NUMBER.test(text)) {
    return { ok: false, reason: 'notPlainNumber', message: AMOUNT_MESSAGES.notPlainNumber };
  }
  const amount = text !== null ? Number(text) : value;
  if (typeof amount !== 'number') {
    return { ok: false, reason: 'notPlainNumber', message: AMOUNT_MESSAGES.notPlainNumber };
  }
  const refusal = checkEuroAmount(amount);
  return refusal ? { ok: false, reason: refusal, message: AMOUNT_MESSAGES[refusal] } : { ok: true, amount };
}
