/* eslint-disable @typescript-eslint/no-require-imports -- goja hooks load shared code with CommonJS require inside each handler. */
// GET /api/market/health/domain: proves the domain bundle (with zod) runs in this engine.
routerAdd('GET', '/api/market/health/domain', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  e.json(200, server.checkDomainBundle());
});
