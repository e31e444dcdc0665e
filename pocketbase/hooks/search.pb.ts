/* eslint-disable @typescript-eslint/no-require-imports -- goja hooks load shared code with CommonJS require inside each handler. */
// GET /api/market/search: the marketplace search (DESIGN.md "Search", lib/listing-search.ts).
// Query: type, search, category, priceRange, minPrice, maxPrice, city (same city first), place
// (only that place), sort, from and to (free on these dates), cursor, perPage. Answer:
// { items: listing records (owner expanded with public fields), nextCursor }.
// It loads lib/search.cjs, not lib/server.cjs: a small bundle, quick to load in each runtime.
routerAdd('GET', '/api/market/search', (e) => {
  const search = require(`${__hooks}/lib/search.cjs`);
  search.serveListingSearch(e);
});

// GET /api/market/search/count: { total } for the same query (the search page asks beside a first page).
routerAdd('GET', '/api/market/search/count', (e) => {
  const search = require(`${__hooks}/lib/search.cjs`);
  search.serveSearchCount(e);
});

// GET /api/market/places: the places with active listings and their counts, [{ city, count }].
routerAdd('GET', '/api/market/places', (e) => {
  const search = require(`${__hooks}/lib/search.cjs`);
  search.servePlaces(e);
});

// The search tables keep a copy of each listing's and owner's JSON, written by triggers generated
// from the schema: a schema change of either collection re-generates them.
onCollectionUpdateExecute(
  (e) => {
    const search = require(`${__hooks}/lib/search.cjs`);
    search.changeSearchedCollection(e.app, () => e.next());
  },
  'listings',
  'users',
);

// Writes add small segments to the FTS index, and every text search reads all of them: merge them
// a little at a time (at most about 500 pages per run), so the index stays close to one segment.
cronAdd('listings-search-merge', '*/10 * * * *', () => {
  $app.db().newQuery("INSERT INTO listings_search_text (listings_search_text, rank) VALUES ('merge', -500)").execute();
});
