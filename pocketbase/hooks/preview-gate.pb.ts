/* eslint-disable @typescript-eslint/no-require-imports -- goja hooks load shared code with CommonJS require inside each handler. */
// The optional preview gate, checked by the server (lib/preview-gate.ts). POST is rate-limited
// (pb_migrations 1763701100_market_rate_limits.js).

routerAdd('GET', '/api/market/preview', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  e.json(
    200,
    server.previewGateState((key) => $os.getenv(key)),
  );
});

routerAdd('POST', '/api/market/preview', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  e.json(
    200,
    server.checkPreviewPassword(e.requestInfo().body, (key) => $os.getenv(key)),
  );
});
