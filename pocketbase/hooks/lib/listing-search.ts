import { badRequest } from './api-errors';
import { dropSearchTriggers, installSearchIndex, restoreSearchTriggers } from './listing-search-index';
import { readPage, type PageRow, type StoredRow } from './listing-search-page';
import { decodeSearchCursor, encodeSearchCursor, readSearchQuery } from './listing-search-query';
import { planSearch } from './listing-search-sql';

/**
 * GET /api/market/search (DESIGN.md "Search"; spec 000 §4/§7/§9), bundled on its own into
 * pb_hooks/lib/search.cjs: the route loads it in each hook runtime that serves a search, so it
 * must stay small (no zod, no domain bundle). A page usually takes one short statement: a read of
 * the search tables that stops after the page and returns the page's stored JSON.
 */
export function serveListingSearch(e: PbRequestEvent): void {
  const params = e.requestInfo().query;
  const query = readSearchQuery((name) => params[name]);
  const cursor = query.cursor === '' ? null : decodeSearchCursor(query.cursor);
  if (query.cursor !== '' && !cursor) throw badRequest('Invalid search cursor.');

  const db = e.app.db();
  const plan = planSearch(query, cursor);
  const page = readPage(plan, query.perPage, (sql) => {
    const rows = arrayOf(new DynamicModel({ key: '', grp: 0, id: '', item: '' }));
    db.newQuery(sql).bind(plan.params).all(rows);
    return rows as unknown as StoredRow[];
  });
  const nextCursor = page.nextCursor ? JSON.stringify(encodeSearchCursor(page.nextCursor)) : 'null';
  // The items are JSON already; e.json would parse and re-encode them.
  e.response.header().set('Content-Type', 'application/json');
  let items = '';
  for (let index = 0; index < page.rows.length; index += 1) {
    items += (index === 0 ? '' : ',') + (page.rows[index] as PageRow).item;
  }
  e.string(200, `{"items":[${items}],"nextCursor":${nextCursor}}`);
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
