import { isSearchSort, lisbonIsoDate, SEARCH_MESSAGES, searchDatesProblem, type SearchQuery } from '@partilha/domain';
import { badRequest } from './api-errors';
import { serverNow } from './booking-clock';
import { dropSearchTriggers, installSearchIndex, restoreSearchTriggers } from './listing-search-index';
import { readPage, readValuePage, type SearchPage, type StoredRow, type StoredValueRow } from './listing-search-page';
import { placeList, type PlaceCount } from './listing-search-places';
import { decodeSearchCursor, encodeSearchCursor, readSearchQuery } from './listing-search-query';
import { countSql, cursorFitsPlan, planSearch, PLACES_SQL } from './listing-search-sql';

/**
 * GET /api/market/search (DESIGN.md "Search"; spec 000 §4/§7/§9; issue 18: place, sort, dates,
 * count), bundled on its own into pb_hooks/lib/search.cjs: the route loads it in each hook runtime
 * that serves a search, so it must stay small (no zod, no domain bundle). A page usually takes one
 * short statement per segment: a read of the search tables that stops after the page and returns
 * the page's stored JSON. The count is its own route (serveSearchCount).
 */
export function serveListingSearch(e: PbRequestEvent): void {
  const query = checkedSearchQuery(e);
  const cursor = query.cursor === '' ? null : decodeSearchCursor(query.cursor);
  const plan = planSearch(query, cursor);
  if ((query.cursor !== '' && !cursor) || !cursorFitsPlan(plan, cursor)) throw badRequest('Invalid search cursor.');
  const page = readSearchPage(e.app, plan, query.perPage);
  const nextCursor = page.nextCursor ? JSON.stringify(encodeSearchCursor(page.nextCursor)) : 'null';
  // The items are JSON already; e.json would parse and re-encode them.
  e.response.header().set('Content-Type', 'application/json');
  let items = '';
  for (let index = 0; index < page.rows.length; index += 1) {
    items += (index === 0 ? '' : ',') + (page.rows[index] as { item: string }).item;
  }
  e.string(200, `{"items":[${items}],"nextCursor":${nextCursor}}`);
}

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

/** The query of a search or count request; an unknown order or bad dates are refused (400). */
function checkedSearchQuery(e: PbRequestEvent): SearchQuery {
  const params = e.requestInfo().query;
  const sort = (params.sort ?? '').trim();
  if (sort !== '' && !isSearchSort(sort)) throw badRequest(SEARCH_MESSAGES.invalidSort);
  const query = readSearchQuery((name) => params[name]);
  // The clock is read only when dates are asked for: most searches have none.
  if (query.from !== '' || query.to !== '') {
    const datesProblem = searchDatesProblem(query.from, query.to, lisbonIsoDate(serverNow()));
    if (datesProblem) throw badRequest(datesProblem);
  }
  return query;
}

/**
 * GET /api/market/search/count: `{ total }`, how many listings the same query matches. Its own
 * request, so that counting, which touches every match, never delays a page of results.
 */
export function serveSearchCount(e: PbRequestEvent): void {
  const counted = countSql(checkedSearchQuery(e));
  const row = new DynamicModel({ n: 0 });
  e.app.db().newQuery(counted.sql).bind(counted.params).one(row);
  e.json(200, { total: Number(row.n) });
}

/** GET /api/market/places: the places with active listings, `[{ city, count }]` (listing-search-places.ts). */
export function servePlaces(e: PbRequestEvent): void {
  const rows = arrayOf(new DynamicModel({ city: '', place: '', n: 0 }));
  e.app.db().newQuery(PLACES_SQL).all(rows);
  const counts: PlaceCount[] = [];
  for (let index = 0; index < rows.length; index += 1) {
    const row = rows[index] as unknown as { city: string; place: string; n: number };
    counts.push({ folded: String(row.city), spelling: String(row.place), count: Number(row.n) });
  }
  e.json(200, placeList(counts));
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
