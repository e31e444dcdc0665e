/* eslint-disable @typescript-eslint/no-require-imports -- goja hooks load shared code with CommonJS require inside each handler. */
// GET /api/market/search: the marketplace search as one server query (DESIGN.md "Search").
// Query: type, search, category, priceRange, minPrice, maxPrice, city, cursor, perPage.
// Answer: { items: listing records (owner expanded with public fields), nextCursor }.
routerAdd('GET', '/api/market/search', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  const page = server.searchListingIds(e.app, e.requestInfo().query);
  const found = e.app.findRecordsByIds('listings', page.ids);
  const byId: { [id: string]: PbRecord } = {};
  for (const record of found) byId[record.id] = record;
  const items = page.ids.map((id) => byId[id]).filter((record): record is PbRecord => record !== undefined);
  $apis.enrichRecords(e, items, 'owner');
  e.json(200, { items, nextCursor: page.nextCursor });
});
