import { activeLanguage } from './active-language';

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
  /** The Portuguese half, once registered (registerTranslation); until then English is read. */
  readonly 'pt-PT': TextTable | null;
}

const catalogues: CatalogueEntry[] = [];
let reverseIndex: Map<string, string> | null = null;
let indexedCount = -1;
const portugueseHalves = new Map<string, TextTable>();

/**
 * One area's texts (issue 19). The English half is the single source of the spec's words; reading
 * a key gives the text of the active language. The Portuguese half sits beside it in a `.pt.ts`
 * file and is registered under the catalogue's name by `i18n/portuguese.ts`, which the apps load
 * only for a visitor who reads Portuguese and the server always loads. Every catalogue is listed so
 * tests can hold the two halves to the same keys and the apps can translate a text the API sent.
 * Annotate each call `/* @__PURE__ *\/` so a catalogue an app never reads is left out of its bundle.
 */
export function localized<T extends object>(name: string, en: T): T {
  const english = en as TextTable;
  const texts = {} as Record<string, unknown>;
  for (const key of Object.keys(en)) {
    Object.defineProperty(texts, key, {
      enumerable: true,
      get: () => {
        const half = activeLanguage() === 'pt-PT' ? portugueseHalves.get(name) : undefined;
        return (half ?? english)[key] ?? english[key];
      },
    });
  }
  catalogues.push({
    name,
    en: english,
    get 'pt-PT'() {
      return portugueseHalves.get(name) ?? null;
    },
  });
  return Object.freeze(texts) as T;
}

/**
 * Gives the catalogue called `name` its Portuguese half. The half's keys are held to the English
 * ones by its `Translation<typeof X_EN>` type, and the name by i18n/catalogues.test.ts.
 */
export function registerTranslation(name: string, portuguese: object): void {
  portugueseHalves.set(name, portuguese as TextTable);
  reverseIndex = null;
}

/** Every catalogue made so far (each module makes its own when it is first imported). */
export function allCatalogues(): readonly CatalogueEntry[] {
  return catalogues;
}

/** The names of every Portuguese half registered (to find one whose catalogue is gone). */
export function translatedCatalogueNames(): readonly string[] {
  return [...portugueseHalves.keys()];
}

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
      const portuguese = catalogue['pt-PT'];
      if (!portuguese) continue;
      for (const [key, value] of Object.entries(catalogue.en)) {
        const translated = portuguese[key];
        if (typeof value === 'string' && typeof translated === 'string' && !reverseIndex.has(value))
          reverseIndex.set(value, translated);
      }
    }
  }
  return reverseIndex.get(text) ?? text;
}
