import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldPlace, foldSearchText, SEARCH_FOLDS, withoutControlCharacters } from './search-fold';
import { searchTextOf } from './search-text';

describe('foldSearchText', () => {
  it('removes accents and lower-cases, whatever the spelling', () => {
    expect(foldSearchText('Setúbal')).toBe('setubal');
    expect(foldSearchText('SETÚBAL')).toBe('setubal');
    expect(foldSearchText('Évora')).toBe('evora');
    expect(foldSearchText('évora')).toBe('evora');
    expect(foldSearchText('Ação, Coração & Pão')).toBe('acao, coracao & pao');
    expect(foldSearchText('Straße Œuvre')).toBe('strasse oeuvre');
  });

  it('folds a decomposed accent (e + combining acute) like the composed letter', () => {
    expect(foldSearchText('Setu\u0301bal')).toBe(foldSearchText('Setúbal'));
    expect(foldSearchText('E\u0301vora'.normalize('NFD'))).toBe('evora');
  });

  it('leaves other characters as they are', () => {
    expect(foldSearchText('drill 18V — 50%')).toBe('drill 18v — 50%');
    expect(foldSearchText('Ж 😀')).toBe('Ж 😀');
  });

  it('is idempotent and keeps every replacement plain lower-case ASCII', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const once = foldSearchText(text);
        expect(foldSearchText(once)).toBe(once);
      }),
    );
    for (const [from, to] of SEARCH_FOLDS) {
      expect(from.length, from).toBe(1);
      expect(from.charCodeAt(0), from).toBeGreaterThan(0x7f);
      expect(to, from).toMatch(/^[a-z]*$/);
    }
  });

  it('folds a place trimmed', () => {
    expect(foldPlace('  Évora ')).toBe('evora');
  });
});

describe('withoutControlCharacters', () => {
  it('turns tabs and line breaks into spaces and drops every other control character', () => {
    expect(withoutControlCharacters('lawn\tmower\r\nhire\u0085now')).toBe('lawn mower  hire now');
    expect(withoutControlCharacters('dr\u0000il\u001bl\u007f\u0080\u009f')).toBe('drill');
    expect(withoutControlCharacters('Évora\u00a0😀')).toBe('Évora\u00a0😀');
  });

  it('leaves no control character in any text, and nothing else changed', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const cleaned = withoutControlCharacters(text);
        expect(cleaned).not.toMatch(/\p{Cc}/u);
        expect(cleaned.replace(/ /g, '')).toBe(text.replace(/[\p{Cc} ]/gu, ''));
      }),
      { seed: 21 },
    );
  });

  it('keeps control characters out of what search and places match', () => {
    expect(searchTextOf('\u0000 Dr\u0000ill\n')).toBe('drill');
    expect(searchTextOf('lawn\nmower')).toBe('lawn mower');
    expect(foldPlace('\tÉvo\u0000ra\r\n')).toBe('evora');
  });
});
