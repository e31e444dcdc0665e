import { localized } from '../i18n/catalogue';

/**
 * Why a typed or sent amount of euros is refused (issue 17: an amount is read as meant or refused,
 * never silently changed). The typed messages sit under the field they refer to, so they do not
 * name it; the examples are written the Portuguese way, as people here type amounts.
 */
export const AMOUNT_MESSAGES_EN = {
  empty: 'Enter an amount in euros, such as 18,50',
  notANumber: 'Not an amount: type digits with a comma before the cents, such as 18,50',
  ambiguous: 'Unclear amount: write 1234 for whole euros, or put the cents after a comma, as in 12,34',
  tooManyDecimals: 'Use at most 2 decimals, for the cents',
  negative: 'Amount cannot be negative',
  tooLarge: 'Amount must be at most €999,999,999.99',
  /** An API caller sent text that is not a plain number (the forms send numbers). */
  notPlainNumber:
    'Send the amount as a number with a dot before the cents and no thousands separators, such as 1234.50',
} as const;

export const AMOUNT_MESSAGES = /* @__PURE__ */ localized('money.amount', AMOUNT_MESSAGES_EN);

export type AmountRefusal = keyof typeof AMOUNT_MESSAGES;
