/* eslint-disable @typescript-eslint/no-require-imports -- goja hooks load shared code with CommonJS require inside each handler. */
// The console's audited writes (docs/console-api.md): each checks the caller against the
// domain's consoleCan table, validates the body, and makes the change and its audit_log entry in
// one transaction (lib/console-actions-*.ts). Answers the changed row as the read routes list it.

routerAdd('POST', '/api/console/members/{id}/verification', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  const actor = server.requireConsoleAction(e.auth, 'members.verify');
  const id = e.request.pathValue('id');
  e.json(200, server.setMemberVerification(e.app, { actor, ip: e.realIP() }, id, e.requestInfo().body));
});

routerAdd('POST', '/api/console/members/{id}/suspension', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  const actor = server.requireConsoleAction(e.auth, 'members.suspend');
  const id = e.request.pathValue('id');
  const member = server.setMemberSuspension(
    e.app,
    { actor, ip: e.realIP() },
    id,
    e.requestInfo().body,
    server.serverNow(),
  );
  e.json(200, member);
});

routerAdd('POST', '/api/console/members/{id}/role', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  const actor = server.requireConsoleAction(e.auth, 'members.changeRole');
  const id = e.request.pathValue('id');
  e.json(200, server.setMemberRole(e.app, { actor, ip: e.realIP() }, id, e.requestInfo().body));
});

routerAdd('POST', '/api/console/listings/{id}/suspension', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  const actor = server.requireConsoleAction(e.auth, 'listings.suspend');
  const id = e.request.pathValue('id');
  e.json(200, server.setListingSuspension(e.app, { actor, ip: e.realIP() }, id, e.requestInfo().body));
});

routerAdd('POST', '/api/console/subscriptions/{id}/status', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  const actor = server.requireConsoleAction(e.auth, 'subscriptions.update');
  const id = e.request.pathValue('id');
  e.json(200, server.setSubscriptionStatus(e.app, { actor, ip: e.realIP() }, id, e.requestInfo().body));
});
