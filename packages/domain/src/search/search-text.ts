/** Search text matches the title, description or category, ignoring case (spec 000 §5). */
export function matchesSearchText(
  listing: { title?: string; description?: string; category?: string },
  search: string | null | undefined,
): boolean {
  const needle = (search ?? '').trim().toLowerCase();
  if (needle === '') return true;
  return [listing.title, listing.description, listing.category].some((field) =>
    (field ?? '').toLowerCase().includes(needle),
  );
}

/**
 * The longest search text the server looks for, in characters; the rest is ignored. A substring
 * match costs more the longer the text (100 kB took seconds of server time), and no one types
 * more than a sentence into a search box.
 */
export const SEARCH_TEXT_MAX = 100;

/** The search text as the server matches it: trimmed, lower-cased, at most SEARCH_TEXT_MAX characters. */
export function searchTextOf(value: string): string {
  const lowered = value.trim().toLowerCase();
  if (lowered.length <= SEARCH_TEXT_MAX) return lowered;
  return Array.from(lowered).slice(0, SEARCH_TEXT_MAX).join('').trim();
}
