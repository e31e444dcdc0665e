import { describe, expect, it } from 'vitest';
import { acceptLanguageTags, browserLanguage, chosenLanguage, languageOfTag } from './language';

describe('languages (issue 19)', () => {
  it('reads any Portuguese tag as pt-PT and anything else as English', () => {
    for (const tag of ['pt', 'pt-PT', 'pt-BR', 'PT_pt', ' pt-AO ']) expect(languageOfTag(tag)).toBe('pt-PT');
    for (const tag of ['en', 'en-GB', 'es', 'fr-PT', '', null, undefined]) expect(languageOfTag(tag)).toBe('en');
  });

  it('orders an Accept-Language header by weight and lets its first language decide', () => {
    expect(acceptLanguageTags('en;q=0.5, pt-PT, fr;q=0.8')).toEqual(['pt-PT', 'fr', 'en']);
    expect(acceptLanguageTags('*, de;q=0, pt')).toEqual(['pt']);
    expect(browserLanguage(acceptLanguageTags('fr-FR,pt;q=0.9'))).toBe('en');
    expect(browserLanguage(acceptLanguageTags(''))).toBe('en');
  });

  it('takes a saved choice as it is, a tag by its language, and nothing as no choice', () => {
    expect(chosenLanguage('pt-PT')).toBe('pt-PT');
    expect(chosenLanguage('en')).toBe('en');
    expect(chosenLanguage('pt-BR')).toBe('pt-PT');
    expect(chosenLanguage('')).toBeNull();
    expect(chosenLanguage(null)).toBeNull();
    expect(chosenLanguage('"><script>')).toBeNull();
  });
});
