/* eslint-disable @typescript-eslint/no-require-imports -- goja hooks load shared code with CommonJS require inside each handler. */
// Notices (EU DSA Art. 16, docs/moderation-api.md "Notices"): anyone reports a listing, profile or
// review. A member's notice joins the item's queue entry at once; a guest's waits for the link
// e-mailed to them. Each change runs in one transaction (lib/moderation-notice-*.ts); its e-mail
// goes out after the commit and a failed e-mail is only logged. Rate limits:
// pb_migrations/1763770100_moderation_notice_limits.js.

routerAdd('POST', '/api/moderation/notices', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  const created = server.createNotice(e.app, e.auth, e.requestInfo().body, e.realIP(), server.serverNow());
  server.sendNoticeMails(e.app, created.mails);
  e.json(created.status, created.body);
});

routerAdd('POST', '/api/moderation/notices/confirm', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  const confirmed = server.confirmNotice(e.app, e.requestInfo().body, server.serverNow());
  server.sendNoticeMails(e.app, confirmed.mails);
  e.json(200, confirmed.body);
});

routerAdd('GET', '/api/moderation/my-notices', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  e.json(200, server.myNotices(e.app, e.auth));
});
