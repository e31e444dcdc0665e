import { categoriesNamedBy } from './categories-named-by';
import { foldSearchText, withoutControlCharacters } from './search-fold';

/**
 * Search text matches the title, description or category, ignoring case (spec 000 §5), and since
 * issue 18 also the city, ignoring accents ("setubal" finds "Setúbal": foldSearchText); since issue
 * 19 a text that names a category in either language finds that category ("jardinagem" finds
 * gardening listings written in English: categoriesNamedBy).
 */
export function matchesSearchText(
  listing: { title?: string; description?: string; category?: string; city?: string },
  search: string | null | undefined,
): boolean {
  const needle = searchTextOf(search ?? '');
  if (needle === '') return true;
  if (listing.category && categoriesNamedBy(needle).includes(listing.category)) return true;
  return [listing.title, listing.description, listing.category, listing.city].some((field) =>
    foldSearchText(field ?? '')
      .toLowerCase()
      .includes(needle),
  );
}

/**
 * The longest search text the server looks for, in characters; the rest is ignored. A substring
 * match costs more the longer the text (100 kB took seconds of server time), and no one types
 * more than a sentence into a search box.
 */
export const SEARCH_TEXT_MAX = 100;

/**
 * The search text as the server matches it: without control characters, trimmed, lower-cased,
 * folded (foldSearchText), at most SEARCH_TEXT_MAX characters.
 */
export function searchTextOf(value: string): string {
  const lowered = foldSearchText(withoutControlCharacters(value).trim().toLowerCase());
  if (lowered.length <= SEARCH_TEXT_MAX) return lowered;
  return Array.from(lowered).slice(0, SEARCH_TEXT_MAX).join('').trim();
}
