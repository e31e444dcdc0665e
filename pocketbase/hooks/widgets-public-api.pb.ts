/* eslint-disable @typescript-eslint/no-require-imports -- goja hooks load shared code with CommonJS require inside each handler. */
// The public read routes of the partner widgets (issue 16, widgets/README.md): one route per
// widget, answering only public data, with CORS, Cache-Control and ETag set by the routes
// themselves (lib/widgets-http.ts). No global middleware: a GET-wide JS middleware would hold a
// JS runtime for every realtime stream (docs/adr/0007). The site-wide rate limits apply.

routerAdd('GET', '/api/widgets/listings/{id}', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  server.serveWidgetListing(e);
});

routerAdd('GET', '/api/widgets/listings', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  server.serveWidgetListings(e);
});

routerAdd('GET', '/api/widgets/users/{id}/reviews', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  server.serveWidgetReviews(e);
});

routerAdd('GET', '/api/widgets/users/{id}/rating', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  server.serveWidgetRating(e);
});

// The widgets' scripts (widgets/dist/embed, built by `npm run build -w @partilha/widgets`), at /embed/ on
// the marketplace origin: partners load `/embed/partilha-widgets.js` as a module, which imports
// each element's code from here on demand. Module scripts are fetched with CORS, so these files
// carry it themselves whatever the server's --origins. PARTILHA_WIDGETS_DIR overrides the place.
routerAdd('GET', '/embed/{path...}', (e) => {
  // Written out here: a handler is re-compiled from its own text and cannot see this file.
  const headers = e.response.header();
  headers.set('Access-Control-Allow-Origin', '*');
  headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
  headers.set('X-Content-Type-Options', 'nosniff');
  // Served by Go (`$website`, docs/adr/0014) with the precompressed file the browser accepts. Chunk
  // names carry a content hash and are kept for a year; the loader's name is fixed, so it is
  // revalidated often. One handler, no middleware: each would hold its own pooled runtime.
  $website.serve(
    e,
    $os.getenv('PARTILHA_WIDGETS_DIR') || $filepath.join(__hooks, '..', '..', 'widgets', 'dist', 'embed'),
    false,
    '^widgets/[^/]+-[A-Za-z0-9_-]{8}\\.js$',
    'public, max-age=300',
  );
});
