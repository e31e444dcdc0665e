import { SEARCH_FOLDS } from '@partilha/domain';

/**
 * The domain's foldSearchText as one SQLite expression over `expr`, generated from its table
 * (SEARCH_FOLDS): lower() folds ASCII capitals only, then one replace() per folded character.
 * The search's triggers store folded copies with it; queries are folded with foldSearchText, so
 * both sides fold alike (tests/api/search-places-sorts.test.ts compares them on the server).
 * Every folded character is outside printable ASCII, so a text without such a character skips
 * the replace() chain (seeding 10k listings took 16 times as long without this check).
 */
export function foldSql(expr: string): string {
  let sql = `lower(${expr})`;
  for (let index = 0; index < SEARCH_FOLDS.length; index += 1) {
    const [from, to] = SEARCH_FOLDS[index] as readonly [string, string];
    sql = `replace(${sql}, '${from}', '${to}')`;
  }
  return `CASE WHEN ${expr} GLOB '*[^ -~]*' THEN ${sql} ELSE lower(${expr}) END`;
}
