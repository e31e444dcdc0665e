import { LISTING_LIMITS, LISTING_VALIDATION_MESSAGES } from '@partilha/domain';
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

/** A number below zero, given as a number or as text that parses to one. */
function isNegativeAmount(value: unknown): boolean {
  if (typeof value === 'number') return value < 0;
  if (typeof value !== 'string' || value.trim() === '') return false;
  const parsed = Number(value.trim());
  return Number.isFinite(parsed) && parsed < 0;
}

const AMOUNTS = [
  { field: 'price', message: LISTING_VALIDATION_MESSAGES.priceInvalid },
  { field: 'deposit', message: LISTING_VALIDATION_MESSAGES.depositInvalid },
] as const;

/**
 * A negative price or deposit is refused with the form's words ("Price must be a valid number":
 * the form's pattern has no minus sign). The spec's data-level rule turns empty, missing and
 * unreadable amounts into 0, and that stays; but a readable negative amount is a clear request
 * that 0 would silently misrepresent — the listing would show as free.
 */
export function checkListingAmounts(body: Body): void {
  for (const amount of AMOUNTS) {
    if (isNegativeAmount(body[amount.field])) {
      throw fieldRefusal(amount.field, 'validation_invalid_number', amount.message);
    }
  }
}
