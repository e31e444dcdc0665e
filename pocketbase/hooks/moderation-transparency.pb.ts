/* eslint-disable @typescript-eslint/no-require-imports -- goja hooks load shared code with CommonJS require inside each handler. */
// The console's Transparency page (docs/moderation-api.md "Transparency (console)"): a period's
// notices, decisions and appeals counted by the server, and the operators' audited export of the
// period's statements of reasons in the EU Transparency Database's fields, as CSV or JSON
// (lib/moderation-transparency-*.ts).

routerAdd('GET', '/api/moderation/transparency', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  e.json(200, server.moderationTransparency(e));
});

routerAdd('GET', '/api/moderation/transparency/export', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  server.exportTransparency(e, server.serverNow());
});
