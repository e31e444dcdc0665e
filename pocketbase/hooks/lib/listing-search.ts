import type { SearchQuery } from '@partilha/domain';
import { dropSearchTriggers, installSearchIndex, restoreSearchTriggers } from './listing-search-index';
import { readPage, readValuePage, type SearchPage, type StoredRow, type StoredValueRow } from './listing-search-page';
import { planSearch } from './listing-search-sql';

/**
 * The search's first page for the website's first view (website-search-shell.ts), and the
 * upkeep of the search tables, bundled on their own into pb_hooks/lib/search.cjs (no zod, no
 * domain bundle). GET /api/market/search, /search/count and /places are Go routes
 * (pocketbase/market, docs/adr/0021-go-hot-routes.md) that read the same tables with the same
 * statements: tests/conformance compares this TypeScript (query, plan, cursor, count, places)
 * with the Go.
 */

/**
 * The first page of a search as the route answers it: each listing's stored JSON (the record with
 * its owner's public fields expanded). The search page's first view (website-search-shell.ts).
 */
export function firstSearchPage(app: PbApp, query: SearchQuery): string[] {
  const page = readSearchPage(app, planSearch(query, null), query.perPage);
  const items: string[] = [];
  for (let index = 0; index < page.rows.length; index += 1) items.push((page.rows[index] as { item: string }).item);
  return items;
}

function readSearchPage(app: PbApp, plan: ReturnType<typeof planSearch>, perPage: number): SearchPage {
  const db = app.db();
  if (plan.kind === 'key') {
    return readPage(plan, perPage, (sql) => {
      const rows = arrayOf(new DynamicModel({ key: '', grp: 0, id: '', item: '' }));
      db.newQuery(sql).bind(plan.params).all(rows);
      return rows as unknown as StoredRow[];
    });
  }
  return readValuePage(plan, perPage, (sql) => {
    // A non-integer placeholder: goja passes 0 as an integer, and a REAL cannot be read into one.
    const rows = arrayOf(new DynamicModel({ key: '', v: 0.5, id: '', item: '' }));
    db.newQuery(sql).bind(plan.params).all(rows);
    return rows as unknown as StoredValueRow[];
  });
}

/**
 * Around a change of the `listings` or `users` collection: the triggers name columns, and SQLite
 * refuses to drop a column a trigger names, so they are dropped first and installed again for
 * the new schema (restored as they were if the change fails).
 */
export function changeSearchedCollection(app: PbApp, change: () => void): void {
  const dropped = dropSearchTriggers(app);
  try {
    change();
  } catch (error) {
    restoreSearchTriggers(app, dropped);
    throw error;
  }
  installSearchIndex(app, dropped);
}

export { installSearchIndex };
