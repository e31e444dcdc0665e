/**
 * The languages Partilha speaks (issue 19): English, the spec's language, and European
 * Portuguese. Any Portuguese browser (pt, pt-PT, pt-BR) gets pt-PT; anything else gets English.
 */
export const LANGUAGES = ['en', 'pt-PT'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself, for the switcher. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', 'pt-PT': 'Português' };
/** The short form the switcher shows on small screens. */
export const LANGUAGE_SHORT_NAMES: Readonly<Record<Language, string>> = { en: 'EN', 'pt-PT': 'PT' };

/** The cookie that tells the server the visitor's choice (first view, `<html lang>`, titles). */
export const LANGUAGE_COOKIE = 'partilha_lang';
/** The query parameter of a page's language alternates (`hreflang`) and the sitemap. */
export const LANGUAGE_QUERY_PARAMETER = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language of one BCP 47 tag: "pt", "pt-PT", "pt-BR", "PT_pt" → pt-PT; anything else → en. */
export function languageOfTag(tag: string | null | undefined): Language {
  const primary = (tag ?? '').trim().split(/[-_]/)[0]?.toLowerCase();
  return primary === 'pt' ? 'pt-PT' : 'en';
}

const LANGUAGE_TAG = /^[A-Za-z]{2,3}([-_][A-Za-z0-9]{1,8})*$/;

/** A stored or sent choice ("pt-PT", "en", or another language tag), or null when there is none. */
export function chosenLanguage(value: string | null | undefined): Language | null {
  const tag = (value ?? '').trim();
  if (!LANGUAGE_TAG.test(tag)) return null;
  return isLanguage(tag) ? tag : languageOfTag(tag);
}

/** The browser's language: its first preferred tag decides (navigator.languages or Accept-Language). */
export function browserLanguage(tags: readonly string[]): Language {
  return languageOfTag(tags[0]);
}

/** The tags of an Accept-Language header in the order of their weights ("pt-PT,pt;q=0.9,en;q=0.8"). */
export function acceptLanguageTags(header: string | null | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = weight ? Number(weight.slice(2)) : 1;
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}
