import { z } from 'zod';
import { parseEuroAmount } from './parse-euro-amount';

/**
 * A form field holding an amount as typed: the text in, the amount in euros out, or the reason it
 * cannot be read as an issue on the field (issue 17). `invalid` is the field's own words for
 * empty text (unless `whenEmpty` gives the amount it stands for) and for text that is no number.
 */
export function typedEuroAmountSchema(options: { invalid: string; whenEmpty?: number }) {
  return z.string().transform((text, context) => {
    if (options.whenEmpty !== undefined && text.trim() === '') return options.whenEmpty;
    const reading = parseEuroAmount(text);
    if (reading.ok) return reading.amount;
    const plainRefusal = reading.reason === 'empty' || reading.reason === 'notANumber';
    context.addIssue({ code: 'custom', message: plainRefusal ? options.invalid : reading.message });
    return z.NEVER;
  });
}
