import { activeLanguage } from './active-language';
import type { Language } from './language';

/**
 * A catalogue's Portuguese half: the same keys as its English half, strings for strings and
 * functions of the same parameters for templated texts. A missing or extra key is a compile error.
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: A) => string : string;
};

type TextValue = string | ((...args: never[]) => string);
type TextTable = Readonly<Record<string, TextValue>>;

export interface CatalogueEntry {
  readonly name: string;
  readonly en: TextTable;
  readonly 'pt-PT': TextTable;
}

const catalogues: CatalogueEntry[] = [];

/**
 * One area's texts in both languages (issue 19). The English half stays the single source of the
 * spec's words; reading a key gives the text of the active language. Every catalogue is listed so
 * tests can hold the two halves to the same keys and the apps can translate a text the API sent.
 */
export function localized<T extends object>(name: string, en: T, pt: Translation<NoInfer<T>>): T {
  const halves: Record<Language, Record<string, unknown>> = {
    en: en as Record<string, unknown>,
    'pt-PT': pt as Record<string, unknown>,
  };
  const texts = {} as Record<string, unknown>;
  for (const key of Object.keys(en)) {
    Object.defineProperty(texts, key, {
      enumerable: true,
      get: () => halves[activeLanguage()][key] ?? halves.en[key],
    });
  }
  catalogues.push({ name, en: en as TextTable, 'pt-PT': pt as TextTable });
  return Object.freeze(texts) as T;
}

/** Every catalogue made so far (each module makes its own when it is first imported). */
export function allCatalogues(): readonly CatalogueEntry[] {
  return catalogues;
}

let reverseIndex: Map<string, string> | null = null;
let indexedCount = -1;

/**
 * A text the server or a schema wrote in English, in the active language: the API speaks the
 * spec's English words, and the apps show them through this. A text no catalogue knows is
 * returned as it came.
 */
export function translateText(text: string): string {
  const language = activeLanguage();
  if (language === 'en' || !text) return text;
  if (!reverseIndex || indexedCount !== catalogues.length) {
    reverseIndex = new Map();
    indexedCount = catalogues.length;
    for (const catalogue of catalogues) {
      for (const [key, value] of Object.entries(catalogue.en)) {
        const translated = catalogue['pt-PT'][key];
        if (typeof value === 'string' && typeof translated === 'string' && !reverseIndex.has(value))
          reverseIndex.set(value, translated);
      }
    }
  }
  return reverseIndex.get(text) ?? text;
}
