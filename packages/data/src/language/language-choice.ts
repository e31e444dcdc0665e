import {
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY_PARAMETER,
  type Language,
  browserLanguage,
  chosenLanguage,
  isLanguage,
  setActiveLanguage,
} from '@partilha/domain';
import { atom } from '../state/jotai';

/** The language the app is drawn in (issue 19); set before the first draw (startInBrowserLanguage). */
export const languageAtom = atom<Language>('en');

/** Where a device keeps the visitor's choice; the cookie tells the server (docs/adr/0019). */
export const LANGUAGE_STORAGE_KEY = 'partilha.language';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** What the language choice reads from the browser; a parameter so tests need no window. */
export interface LanguageSources {
  /** `location.search` of the page (a `?lang=` from a language alternate wins). */
  search: string;
  /** The stored choice, or null. */
  stored: string | null;
  /** `navigator.languages`. */
  browser: readonly string[];
}

/**
 * The language a device starts in (issue 19): the page's `?lang=`, else the choice made on this
 * device, else the browser's first language (pt, pt-PT, pt-BR → pt-PT; anything else → English).
 * A signed-in member's saved choice then takes over (useLanguageChoice).
 */
export function initialLanguage(sources: LanguageSources): Language {
  const fromQuery = new URLSearchParams(sources.search).get(LANGUAGE_QUERY_PARAMETER);
  return chosenLanguage(fromQuery) ?? chosenLanguage(sources.stored) ?? browserLanguage(sources.browser);
}

export function browserLanguageSources(): LanguageSources {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage can be blocked (private windows, embedded pages); the cookie and browser still tell.
  }
  return {
    search: window.location.search,
    stored: stored ?? readLanguageCookie(document.cookie),
    browser: navigator.languages?.length ? navigator.languages : [navigator.language],
  };
}

export function readLanguageCookie(cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === LANGUAGE_COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      return isLanguage(value) ? value : null;
    }
  }
  return null;
}

/** Remembers a choice on this device: storage for the apps, a cookie for the server's pages. */
export function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // See browserLanguageSources.
  }
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}

/** Sets the language before the first draw, from the page, the device and the browser. */
export function startInBrowserLanguage(store: { set(target: typeof languageAtom, value: Language): void }): Language {
  const language = initialLanguage(browserLanguageSources());
  setActiveLanguage(language);
  store.set(languageAtom, language);
  return language;
}

let portuguese: Promise<unknown> | null = null;

/**
 * Makes a language's texts ready: the Portuguese halves of the catalogues are a chunk of their
 * own (docs/adr/0019), fetched once, the first time someone reads Portuguese.
 */
export function loadLanguage(language: Language): Promise<void> {
  if (language !== 'pt-PT') return Promise.resolve();
  portuguese ??= import('@partilha/domain/portuguese');
  return portuguese.then(() => undefined);
}

/** Loads the language the page will start in, so its first draw is already in it. */
export function prepareBrowserLanguage(): Promise<void> {
  return loadLanguage(initialLanguage(browserLanguageSources()));
}
