/* eslint-disable @typescript-eslint/no-require-imports -- goja hooks load shared code with CommonJS require inside each handler. */
// GET /api/market/search, /api/market/search/count and /api/market/places are Go routes
// (pocketbase/market, docs/adr/0021-go-hot-routes.md); the search tables they read are kept here.
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
