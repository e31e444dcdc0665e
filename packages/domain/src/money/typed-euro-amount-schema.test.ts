import { describe, expect, it } from 'vitest';
import { AMOUNT_MESSAGES } from './money-messages';
import { typedEuroAmountSchema } from './typed-euro-amount-schema';

const price = typedEuroAmountSchema({ invalid: 'Price must be a valid number' });
const deposit = typedEuroAmountSchema({ invalid: 'Deposit must be a valid number', whenEmpty: 0 });

function messageOf(result: { success: boolean; error?: { issues: readonly { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message);
}

describe('typedEuroAmountSchema', () => {
  it('turns typed text into the amount meant', () => {
    expect(price.parse('18,50')).toBe(18.5);
    expect(price.parse('1.234,50 €')).toBe(1234.5);
    expect(deposit.parse('')).toBe(0);
    expect(deposit.parse('  ')).toBe(0);
  });

  it("uses the field's words for empty text and text that is no number", () => {
    expect(messageOf(price.safeParse(''))).toEqual(['Price must be a valid number']);
    expect(messageOf(price.safeParse('twelve'))).toEqual(['Price must be a valid number']);
    expect(messageOf(deposit.safeParse('fifty'))).toEqual(['Deposit must be a valid number']);
  });

  it('says what is wrong with an amount that reads two ways, has fractions of cents or a sign', () => {
    expect(messageOf(price.safeParse('1.234'))).toEqual([AMOUNT_MESSAGES.ambiguous]);
    expect(messageOf(deposit.safeParse('1,234'))).toEqual([AMOUNT_MESSAGES.ambiguous]);
    expect(messageOf(price.safeParse('18,5555'))).toEqual([AMOUNT_MESSAGES.tooManyDecimals]);
    expect(messageOf(price.safeParse('-5'))).toEqual([AMOUNT_MESSAGES.negative]);
  });

  it('refuses anything but text', () => {
    expect(price.safeParse(18.5).success).toBe(false);
  });
});
