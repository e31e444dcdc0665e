import { describe, expect, it } from 'vitest';
import '../index';
import './portuguese';
import { inLanguage } from './active-language';
import { allCatalogues, localized, registerTranslation, translateText, translatedCatalogueNames } from './catalogue';

/** Texts that are the same words in both languages (names, codes, loanwords). */
const SAME_IN_BOTH =
  /^(Partilha|E-?mail|Newsletter|Blog|Online|OK|IBAN|NIF|IT|DIY|Wi-?Fi|Total|Hobby|Marketing|Design|[A-Z]{2,5}|[\d\s€.,:%/+-]*)$/i;

describe('the message catalogues (issue 19)', () => {
  const catalogues = allCatalogues();

  it('give every Portuguese half a catalogue of that name', () => {
    const names = new Set(allCatalogues().map((catalogue) => catalogue.name));
    expect(translatedCatalogueNames().filter((name) => !names.has(name))).toEqual([]);
  });

  it('are many, with distinct names', () => {
    expect(catalogues.length).toBeGreaterThan(0);
    const names = catalogues.map((catalogue) => catalogue.name);
    expect(new Set(names).size).toBe(names.length);
  });

  for (const catalogue of catalogues) {
    it(`"${catalogue.name}" has every key in both languages, each written in Portuguese`, () => {
      const half = catalogue['pt-PT'];
      expect(half, `${catalogue.name} has no Portuguese half in i18n/portuguese.ts`).not.toBeNull();
      expect(Object.keys(half ?? {}).sort()).toEqual(Object.keys(catalogue.en).sort());
      for (const [key, english] of Object.entries(catalogue.en)) {
        const portuguese = half?.[key];
        expect(typeof portuguese, key).toBe(typeof english);
        if (typeof english === 'string' && typeof portuguese === 'string') {
          expect(portuguese.trim(), key).not.toBe('');
          if (!SAME_IN_BOTH.test(english)) expect(portuguese, `${catalogue.name}.${key}`).not.toBe(english);
        } else if (typeof english === 'function' && typeof portuguese === 'function') {
          expect(portuguese.length, key).toBe(english.length);
        }
      }
    });
  }
});

describe('a localized catalogue', () => {
  const texts = /* @__PURE__ */ localized('catalogue-test', { hello: 'Hello', greet: (name: string) => `Hi ${name}` });
  registerTranslation('catalogue-test', { hello: 'Olá', greet: (name: string) => `Olá, ${name}` });

  it('reads the active language, English by default', () => {
    expect(texts.hello).toBe('Hello');
    expect(texts.greet('Ana')).toBe('Hi Ana');
    expect(inLanguage('pt-PT', () => [texts.hello, texts.greet('Ana')])).toEqual(['Olá', 'Olá, Ana']);
    expect(Object.values(inLanguage('pt-PT', () => ({ ...texts })))).toContain('Olá');
  });

  it("translates a text the API sent in English, and leaves one it doesn't know", () => {
    expect(inLanguage('pt-PT', () => translateText('Hello'))).toBe('Olá');
    expect(inLanguage('pt-PT', () => translateText('Something else'))).toBe('Something else');
    expect(translateText('Hello')).toBe('Hello');
  });
});
