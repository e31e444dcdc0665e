import { CATEGORY_LABELS_EN, EQUIPMENT_CATEGORIES, SERVICE_CATEGORIES } from '../listing/categories';
import { CATEGORY_LABELS_PT } from '../listing/categories.pt';
import { foldSearchText } from './search-fold';

/** A search text shorter than this names no category ("a" is in nearly every name). */
export const CATEGORY_NAME_MIN_LENGTH = 3;

/** Label words that name no category on their own ("de", "and", "services", "care" of pet care…): skipped. */
const LABEL_WORD_MIN_LENGTH = 4;
const GENERIC_WORDS = new Set(['services', 'servicos', 'care']);

/** The categories a listing can be stored in, whatever the form (the edit form's "audio", "tools"). */
const NAMED_CATEGORIES: readonly string[] = [...SERVICE_CATEGORIES, ...EQUIPMENT_CATEGORIES, 'audio', 'tools'];

function fold(text: string): string {
  return foldSearchText(text.trim().toLowerCase());
}

function wordsOf(text: string): string[] {
  return text.split(/[^a-z0-9]+/).filter(Boolean);
}

interface NamedCategory {
  category: string;
  /** The folded English and Portuguese names. */
  names: string[];
  /** Their distinctive words. */
  words: Set<string>;
}

let named: NamedCategory[] | null = null;

function namedCategories(): NamedCategory[] {
  named ??= NAMED_CATEGORIES.map((category) => {
    const en = CATEGORY_LABELS_EN[category as keyof typeof CATEGORY_LABELS_EN];
    const pt = CATEGORY_LABELS_PT[category as keyof typeof CATEGORY_LABELS_PT];
    const names = [en, pt].map(fold);
    const words = new Set(
      names.flatMap(wordsOf).filter((word) => word.length >= LABEL_WORD_MIN_LENGTH && !GENERIC_WORDS.has(word)),
    );
    return { category, names, words };
  });
  return named;
}

/**
 * Each category a search text can name with its folded names and distinctive words: what
 * categoriesNamedBy matches against (the Go search reads it from a generated table).
 */
export function namedCategoryTable(): { category: string; names: string[]; words: string[] }[] {
  return namedCategories().map(({ category, names, words }) => ({ category, names, words: [...words] }));
}

/**
 * The categories a search text names, in English or in Portuguese, whatever the language of the
 * page (issue 19): "jardinagem" finds gardening services and gardening tools even when their
 * listings are written in English, and "ferramentas" every kind of tools. A category is named when
 * one of its names (folded: case and accents ignored) contains the text, or the text contains one
 * of its names' distinctive words ("cordless power drill" names power tools). Search ORs these
 * categories into its text condition; a text shorter than three characters names none.
 */
export function categoriesNamedBy(text: string | null | undefined): string[] {
  const needle = fold(text ?? '');
  if (needle.length < CATEGORY_NAME_MIN_LENGTH) return [];
  const textWords = new Set(wordsOf(needle));
  return namedCategories()
    .filter(
      ({ names, words }) =>
        names.some((name) => name.includes(needle)) || [...words].some((word) => textWords.has(word)),
    )
    .map(({ category }) => category);
}
