import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInputText } from './amount-input-text';
import { MAX_EURO_AMOUNT } from './check-euro-amount';
import { formatEuros } from './format-euros';
import { AMOUNT_MESSAGES } from './money-messages';
import { parseEuroAmount } from './parse-euro-amount';

const NBSP = '\u00a0';
const NARROW_NBSP = '\u202f';

function amountOf(text: string): number | string {
  const reading = parseEuroAmount(text);
  return reading.ok ? reading.amount : reading.reason;
}

/** An amount written the way pt-PT formatting writes it: thousands `group`, decimal comma, always two decimals. */
function portuguese(cents: number, group: string): string {
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${whole},${String(cents % 100).padStart(2, '0')}`;
}

describe('parseEuroAmount', () => {
  it.each([
    ['18,50', 18.5],
    ['18.50', 18.5],
    ['18', 18],
    ['0', 0],
    ['0,5', 0.5],
    ['1234,5', 1234.5],
    ['1.234,50', 1234.5],
    ['1 234,5', 1234.5],
    [`1${NBSP}234,50`, 1234.5],
    [`1${NARROW_NBSP}234,50`, 1234.5],
    ['1 234', 1234],
    ['1 234.50', 1234.5],
    ['1.234.567,89', 1234567.89],
    ['1.234.567', 1234567],
    ['1,234.50', 1234.5],
    ['1,234,567.89', 1234567.89],
    ['1234.5', 1234.5],
    ['€18,50', 18.5],
    ['€ 18,50', 18.5],
    ['18,50 €', 18.5],
    [`18,50${NBSP}€`, 18.5],
    ['  18,50  ', 18.5],
    ['007', 7],
  ])('reads %j as %d', (text, amount) => {
    expect(amountOf(text)).toBe(amount);
  });

  it.each([
    ['1.234', 'ambiguous'],
    ['1,234', 'ambiguous'],
    ['12.345', 'ambiguous'],
    ['999,999', 'ambiguous'],
    ['18,505', 'ambiguous'],
    ['18,5055', 'tooManyDecimals'],
    ['0.234', 'tooManyDecimals'],
    ['1234.567', 'tooManyDecimals'],
    ['1.234,567', 'tooManyDecimals'],
    ['1,5555', 'tooManyDecimals'],
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'notANumber'],
    ['18 euros', 'notANumber'],
    ['12abc', 'notANumber'],
    ['1e3', 'notANumber'],
    ['Infinity', 'notANumber'],
    ['18,', 'notANumber'],
    [',50', 'notANumber'],
    ['18,50,00', 'notANumber'],
    ['1.2.3', 'notANumber'],
    ['1.23,45', 'notANumber'],
    ['0.234,5', 'notANumber'],
    ['01.234', 'tooManyDecimals'],
    ['1,234,56', 'notANumber'],
    ['1 234 567.890,12', 'notANumber'],
    ['1 234.567,89', 'notANumber'],
    ['18 50', 'notANumber'],
    ['1  234', 'notANumber'],
    ['+5', 'notANumber'],
    ['--5', 'notANumber'],
    ['-+5', 'notANumber'],
    ['€€18', 'notANumber'],
    ['€18€', 'notANumber'],
    ['€', 'notANumber'],
    ['-5', 'negative'],
    ['-18,50', 'negative'],
    ['−5', 'negative'],
    ['€-5', 'negative'],
    ['1.000.000.000', 'tooLarge'],
    ['99999999999999999999999', 'tooLarge'],
  ])('refuses %j as %s', (text, reason) => {
    expect(amountOf(text)).toBe(reason);
  });

  it('gives the message of each refusal', () => {
    expect(parseEuroAmount('1.234')).toEqual({ ok: false, reason: 'ambiguous', message: AMOUNT_MESSAGES.ambiguous });
    expect(parseEuroAmount('18,5555 €')).toMatchObject({ message: 'Use at most 2 decimals, for the cents' });
  });

  const storable = fc.integer({ min: 0, max: Math.round(MAX_EURO_AMOUNT * 100) });

  it('reads back an amount written the pt-PT way, with any of its thousands separators', () => {
    fc.assert(
      fc.property(storable, fc.constantFrom('.', ' ', NBSP, NARROW_NBSP), (cents, group) => {
        expect(parseEuroAmount(portuguese(cents, group))).toEqual({ ok: true, amount: cents / 100 });
      }),
    );
  });

  it('reads back what an amount input shows and what formatEuros shows', () => {
    fc.assert(
      fc.property(storable, (cents) => {
        const amount = cents / 100;
        expect(parseEuroAmount(amountInputText(amount))).toEqual({ ok: true, amount });
        // formatEuros groups with "," and shows cents after "."; a whole amount like €1,234 is the one it leaves unclear.
        const shown = parseEuroAmount(formatEuros(amount));
        if (shown.ok) expect(shown.amount).toBe(amount);
        else expect(shown.reason).toBe('ambiguous');
      }),
    );
  });

  it('never reads any text as a negative, fractional-cent or oversized amount', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789.,- €\u00a0\u202fe'.split('')) }), (text) => {
        const reading = parseEuroAmount(text);
        if (!reading.ok) return;
        expect(reading.amount).toBeGreaterThanOrEqual(0);
        expect(reading.amount).toBeLessThanOrEqual(MAX_EURO_AMOUNT);
        expect(Math.round(reading.amount * 100) / 100).toBe(reading.amount);
      }),
    );
  });

  it('never gives one text two readings: swapping "." and "," either refuses or reads the same amount', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789.,'.split('')) }), (text) => {
        const swapped = text.replace(/[.,]/g, (mark) => (mark === '.' ? ',' : '.'));
        const reading = parseEuroAmount(text);
        const other = parseEuroAmount(swapped);
        if (reading.ok && other.ok && /[.,]/.test(text) && !/[.,].*[.,]/.test(text)) {
          expect(other.amount).toBe(reading.amount);
        }
      }),
    );
  });
});
