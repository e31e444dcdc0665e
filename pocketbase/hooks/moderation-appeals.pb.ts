/* eslint-disable @typescript-eslint/no-require-imports -- goja hooks load shared code with CommonJS require inside each handler. */
// Statements of reasons and appeals (docs/moderation-api.md "Statements and appeals", issue 15):
// the affected member reads their statements (signed in, or with the e-mail's token, since a
// suspended member cannot sign in) and appeals once within six months; staff work the appeals
// queue, and a different moderator than the original decider grants (lifting the restriction in
// the same transaction) or rejects. lib/moderation-appeal-*.ts, lib/moderation-reverse.ts.

routerAdd('GET', '/api/moderation/statements', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  e.json(200, server.myStatements(e));
});

routerAdd('GET', '/api/moderation/statements/{id}', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  e.json(200, server.statementDetail(e, e.request.pathValue('id'), server.serverNow()));
});

routerAdd('POST', '/api/moderation/statements/{id}/appeal', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  const id = e.request.pathValue('id');
  e.json(201, server.fileAppeal(e.app, e.auth, id, e.requestInfo().body, server.serverNow()));
});

routerAdd('GET', '/api/moderation/appeals', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  e.json(200, server.consoleAppeals(e));
});

routerAdd('POST', '/api/moderation/appeals/{id}/decision', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  const actor = server.requireConsoleAction(e.auth, 'appeals.decide');
  const id = e.request.pathValue('id');
  e.json(200, server.decideAppeal(e.app, { actor, ip: e.realIP() }, id, e.requestInfo().body, server.serverNow()));
});
