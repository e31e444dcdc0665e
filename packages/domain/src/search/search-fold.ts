/**
 * Accent- and case-folding for search (DESIGN.md "Search"): "Setúbal", "SETÚBAL" and "setubal"
 * all fold to "setubal". The server stores folded copies of each listing's title, description,
 * category and city, written by SQL that is generated from SEARCH_FOLDS (SQLite's lower() folds
 * ASCII letters only, and a trigger cannot call JavaScript), and folds every query with
 * foldSearchText: one table, so both sides fold alike.
 *
 * Folding: each character listed in SEARCH_FOLDS becomes its replacement, ASCII capitals become
 * lower case, and every other character stays as it is (so SQL's lower() followed by one
 * replace() per entry gives exactly the same text).
 */

/** Lower-case letters with diacritics, by the plain letter they fold to. */
const LETTERS: Record<string, string> = {
  a: 'àáâãäåāăą',
  c: 'çćĉċč',
  d: 'ďđð',
  e: 'èéêëēĕėęě',
  g: 'ĝğġģ',
  h: 'ĥħ',
  i: 'ìíîïĩīĭį',
  j: 'ĵ',
  k: 'ķ',
  l: 'ĺļľŀł',
  n: 'ñńņň',
  o: 'òóôõöøōŏő',
  r: 'ŕŗř',
  s: 'śŝşš',
  t: 'ţťŧ',
  u: 'ùúûüũūŭůűų',
  w: 'ŵ',
  y: 'ýÿŷ',
  z: 'źżž',
};

/** Letters that fold to more than one letter, and combining accents (a decomposed "é"), dropped. */
const OTHERS: [string, string][] = [
  ['ß', 'ss'],
  ['æ', 'ae'],
  ['Æ', 'ae'],
  ['œ', 'oe'],
  ['Œ', 'oe'],
  ['þ', 'th'],
  ['Þ', 'th'],
  ['\u0300', ''],
  ['\u0301', ''],
  ['\u0302', ''],
  ['\u0303', ''],
  ['\u0308', ''],
  ['\u030A', ''],
  ['\u0327', ''],
];

function buildFolds(): [string, string][] {
  const folds: [string, string][] = [];
  for (const plain of Object.keys(LETTERS)) {
    for (const letter of LETTERS[plain] as string) {
      folds.push([letter, plain]);
      const capital = letter.toUpperCase();
      // Only capitals that are one non-ASCII character ("Ÿ", not "ŉ" → "ʼN").
      if (capital !== letter && capital.length === 1 && capital.charCodeAt(0) > 0x7f) folds.push([capital, plain]);
    }
  }
  return folds.concat(OTHERS);
}

/** Every character the folding replaces, with its replacement (plain lower-case ASCII or ''). */
export const SEARCH_FOLDS: readonly (readonly [string, string])[] = buildFolds();

const FOLD_OF: Record<string, string> = {};
for (const [from, to] of SEARCH_FOLDS) FOLD_OF[from] = to;

/** The text as search compares it: accents removed and ASCII capitals lower-cased. */
export function foldSearchText(text: string): string {
  let folded = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    const replacement = FOLD_OF[char];
    if (replacement !== undefined) folded += replacement;
    else if (char >= 'A' && char <= 'Z') folded += char.toLowerCase();
    else folded += char;
  }
  return folded;
}

/** The control characters that separate words (tab, line breaks, NEL): each becomes a space. */
const SPACING_CONTROLS = /[\t\n\v\f\r\u0085]/g;
/** Unicode's control characters (Cc: U+0000–U+001F, U+007F–U+009F), spelled as ranges for goja. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * Text with no control character left (issue 21): a tab or line break becomes a space, the others
 * (NUL included) are dropped, so none reaches the database or a log.
 */
export function withoutControlCharacters(value: string): string {
  return value.replace(SPACING_CONTROLS, ' ').replace(CONTROLS, '');
}

/** A place as search matches it: without control characters, trimmed and folded ("  Évora " → "evora"). */
export function foldPlace(place: string): string {
  return foldSearchText(withoutControlCharacters(place).trim());
}
