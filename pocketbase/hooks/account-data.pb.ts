/* eslint-disable @typescript-eslint/no-require-imports -- goja hooks load shared code with CommonJS require inside each handler. */
// A member's own data (issue 17, docs/adr/0013-account-deletion.md): download everything they
// own or wrote, and delete the account — asked with the password, confirmed through a one-time
// link e-mailed to them. The e-mail goes out after the request is saved; a failed e-mail is only
// logged. Rate limits: pb_migrations/1763780500_account_deletion.js.

routerAdd('GET', '/api/market/me/export', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  const data = server.exportAccountData(e.app, e.auth, server.serverNow());
  e.response.header().set('Content-Disposition', 'attachment; filename="partilha-my-data.json"');
  e.json(200, data);
});

routerAdd('POST', '/api/market/me/deletion', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  const mail = server.requestAccountDeletion(e.app, e.auth, e.requestInfo().body, server.serverNow());
  server.sendAccountMail(e.app, mail);
  e.noContent(204);
});

routerAdd('POST', '/api/market/me/deletion/confirm', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  server.confirmAccountDeletion(e.app, e.auth, e.requestInfo().body, server.serverNow());
  e.noContent(204);
});
