/* eslint-disable @typescript-eslint/no-require-imports -- goja hooks load shared code with CommonJS require inside each handler. */
// The moderation queue for the console (docs/moderation-api.md "The queue (console)"): the
// entries paged, filtered and sorted by the server, an own-initiative entry, and one entry with
// everything a moderator decides on (lib/moderation-case-*.ts). Access follows consoleCan.

routerAdd('GET', '/api/moderation/cases', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  e.json(200, server.moderationCases(e, server.serverNow()));
});

routerAdd('POST', '/api/moderation/cases', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  const opened = server.openModerationCase(e);
  e.json(opened.created ? 201 : 200, opened.item);
});

routerAdd('GET', '/api/moderation/cases/{id}', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  e.json(200, server.moderationCaseDetail(e, e.request.pathValue('id')));
});
