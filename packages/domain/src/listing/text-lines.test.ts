import { describe, expect, it } from 'vitest';
import { joinLines, splitLines } from './text-lines';

describe('splitLines', () => {
  it('splits by any line end, trims and drops blanks', () => {
    expect(splitLines('First aid\n\n  Licensed electrician  \r\nInsured\r\n   \n')).toEqual([
      'First aid',
      'Licensed electrician',
      'Insured',
    ]);
    expect(splitLines('')).toEqual([]);
    expect(splitLines(undefined)).toEqual([]);
    expect(splitLines('\n\n')).toEqual([]);
  });

  it('joins back for the textarea', () => {
    expect(joinLines(['a', 'b'])).toBe('a\nb');
    expect(joinLines(null)).toBe('');
  });
});
