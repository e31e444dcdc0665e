import { describe, expect, it } from 'vitest';
import { initialLanguage, readLanguageCookie } from './language-choice';

describe('the language a device starts in (issue 19)', () => {
  const sources = { search: '', stored: null, browser: ['en-US', 'en'] };

  it("follows the browser's first language: any Portuguese is pt-PT, anything else English", () => {
    expect(initialLanguage({ ...sources, browser: ['pt-PT', 'en'] })).toBe('pt-PT');
    expect(initialLanguage({ ...sources, browser: ['pt-BR'] })).toBe('pt-PT');
    expect(initialLanguage({ ...sources, browser: ['pt'] })).toBe('pt-PT');
    expect(initialLanguage({ ...sources, browser: ['fr-FR', 'pt-PT'] })).toBe('en');
    expect(initialLanguage({ ...sources, browser: [] })).toBe('en');
  });

  it("puts the device's saved choice before the browser, and a ?lang= address before both", () => {
    expect(initialLanguage({ ...sources, stored: 'pt-PT' })).toBe('pt-PT');
    expect(initialLanguage({ ...sources, stored: 'en', browser: ['pt-PT'] })).toBe('en');
    expect(initialLanguage({ search: '?lang=pt-PT&x=1', stored: 'en', browser: ['en'] })).toBe('pt-PT');
    expect(initialLanguage({ search: '?lang=', stored: null, browser: ['pt'] })).toBe('pt-PT');
  });

  it('reads only a known language from the cookie', () => {
    expect(readLanguageCookie('a=1; partilha_lang=pt-PT; b=2')).toBe('pt-PT');
    expect(readLanguageCookie('partilha_lang=klingon')).toBeNull();
    expect(readLanguageCookie('')).toBeNull();
  });
});
