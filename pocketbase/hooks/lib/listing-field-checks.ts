import { LISTING_LIMITS, LISTING_VALIDATION_MESSAGES, readSentAmount } from '@partilha/domain';
import { fieldRefusal } from './api-errors';

type Body = { [key: string]: unknown };

interface TextRule {
  field: 'title' | 'description';
  min: number;
  max: number;
  tooShort: string;
  tooLong: string;
}

const TEXT_RULES: readonly TextRule[] = [
  {
    field: 'title',
    min: LISTING_LIMITS.titleMin,
    max: LISTING_LIMITS.titleMax,
    tooShort: LISTING_VALIDATION_MESSAGES.titleMin,
    tooLong: LISTING_VALIDATION_MESSAGES.titleMax,
  },
  {
    field: 'description',
    min: LISTING_LIMITS.descriptionMin,
    max: LISTING_LIMITS.descriptionMax,
    tooShort: LISTING_VALIDATION_MESSAGES.descriptionMin,
    tooLong: LISTING_VALIDATION_MESSAGES.descriptionMax,
  },
];

/**
 * Title and description within the form limits (spec 000 §5), counted on the trimmed text as
 * the forms do, and stored trimmed. PocketBase's own text limits would answer first otherwise,
 * with "Must be at least 3 character(s)." instead of the spec's words. Characters are counted
 * as code points, the way PocketBase counts them.
 */
export function checkListingTexts(record: PbRecord, body: Body, isNew: boolean): void {
  for (const rule of TEXT_RULES) {
    if (!isNew && !(rule.field in body)) continue;
    const text = record.getString(rule.field).trim();
    const length = Array.from(text).length;
    if (length < rule.min) throw fieldRefusal(rule.field, 'validation_min_text_constraint', rule.tooShort);
    if (length > rule.max) throw fieldRefusal(rule.field, 'validation_max_text_constraint', rule.tooLong);
    record.set(rule.field, text);
  }
}

const AMOUNTS = [
  { field: 'price', message: LISTING_VALIDATION_MESSAGES.priceInvalid },
  { field: 'deposit', message: LISTING_VALIDATION_MESSAGES.depositInvalid },
] as const;

/** The values `body` sends for `field`, itself or through a modifier ("price+", "+price", "price-"). */
function sentValues(body: Body, field: string): unknown[] {
  return Object.keys(body)
    .filter((key) => key.replace(/^\+|[+-]$/g, '') === field)
    .map((key) => body[key]);
}

/**
 * Price and deposit as sent (a number, or plain number text from a multipart form), stored exactly
 * or refused on the field (issue 17: never silently changed). Typed text such as "18,50", "1.234"
 * (1234 or 1.234?) or "twelve", and amounts with fractions of cents, are refused with the reason;
 * a negative amount with the form's words ("Price must be a valid number": the form refuses a
 * minus sign). The spec's data-level rule that an empty or missing amount is 0 stays. An update
 * reads only the amounts it sends. `sent` is the body as the caller sent it (`body` holds the
 * values PocketBase already cast: "18,50" reads 0 there); without it, `body` is all there is.
 */
export function readListingAmounts(record: PbRecord, body: Body, sent: Body | null, isNew: boolean): void {
  for (const amount of AMOUNTS) {
    if (!isNew && !(amount.field in body)) continue;
    // What was sent first, then the value it resolves to (the last one read is stored).
    const values = [...(sent ? sentValues(sent, amount.field) : []), body[amount.field]];
    let stored = 0;
    for (const value of values) {
      const reading = readSentAmount(value, 0);
      if (!reading.ok) {
        const message = reading.reason === 'negative' ? amount.message : reading.message;
        throw fieldRefusal(amount.field, 'validation_invalid_number', message);
      }
      stored = reading.amount;
    }
    record.set(amount.field, stored);
  }
}
