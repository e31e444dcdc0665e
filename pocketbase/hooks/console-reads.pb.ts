/* eslint-disable @typescript-eslint/no-require-imports -- goja hooks load shared code with CommonJS require inside each handler. */
// The operator console's reads (docs/console-api.md, issue 14): who is signed in, the overview
// figures, and the subscriptions, bookings, members, listings and audit tables, each filtered,
// sorted and paged by the server (lib/console-reads-*.ts), plus the CSV exports, streamed in
// keyset pages and audited before the first byte (lib/console-csv.ts). Every route checks the
// console's one access table first (lib/console-guard.ts).

routerAdd('GET', '/api/console/session', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  e.json(200, server.consoleSession(e.auth));
});

routerAdd('GET', '/api/console/overview', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  e.json(200, server.consoleOverview(e.app, e.auth, server.serverNow()));
});

routerAdd('GET', '/api/console/subscriptions', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  e.json(200, server.consoleSubscriptions(e));
});

routerAdd('GET', '/api/console/subscriptions/export', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  server.exportSubscriptions(e, server.serverNow());
});

routerAdd('GET', '/api/console/bookings', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  e.json(200, server.consoleBookings(e));
});

routerAdd('GET', '/api/console/bookings/export', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  server.exportBookings(e, server.serverNow());
});

routerAdd('GET', '/api/console/bookings/{id}', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  e.json(200, server.consoleBookingDetail(e, e.request.pathValue('id')));
});

routerAdd('GET', '/api/console/members', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  e.json(200, server.consoleMembers(e));
});

routerAdd('GET', '/api/console/members/{id}', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  e.json(200, server.consoleMemberDetail(e, e.request.pathValue('id')));
});

routerAdd('GET', '/api/console/listings', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  e.json(200, server.consoleListings(e));
});

routerAdd('GET', '/api/console/audit', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  e.json(200, server.consoleAudit(e));
});

routerAdd('GET', '/api/console/audit/export', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  server.exportAudit(e, server.serverNow());
});
