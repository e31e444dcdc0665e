/* eslint-disable @typescript-eslint/no-require-imports -- goja hooks load shared code with CommonJS require inside each handler. */
// Moderation decisions (docs/moderation-api.md): a moderator decides one or more queue entries,
// may undo within the undo window, and the decision commits when the window ends — through the
// console's commit call or, if the console was closed, the moderation-commit cron, which also
// ends restriction periods. Logic in lib/moderation-decision-*.ts, lib/moderation-apply-*.ts,
// lib/moderation-statement-mail.ts and lib/moderation-expiry.ts.

routerAdd('POST', '/api/moderation/decisions', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  const actor = server.requireConsoleAction(e.auth, 'moderation.decide');
  const created = server.createModerationDecisions(
    e.app,
    { actor, ip: e.realIP() },
    server.requestBodyOf(e),
    server.serverNow(),
    server.moderationUndoWindowMs(),
  );
  e.json(201, created);
});

routerAdd('POST', '/api/moderation/decisions/undo', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  const actor = server.requireConsoleAction(e.auth, 'moderation.decide');
  e.json(
    200,
    server.undoModerationDecisions(e.app, { actor, ip: e.realIP() }, server.requestBodyOf(e), server.serverNow()),
  );
});

routerAdd('POST', '/api/moderation/decisions/commit', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  const actor = server.requireConsoleAction(e.auth, 'moderation.decide');
  e.json(
    200,
    server.commitModerationBatch(e.app, { actor, ip: e.realIP() }, server.requestBodyOf(e), server.serverNow()),
  );
});

// Every minute: pending decisions whose undo window has passed take effect, and restriction
// periods that have ended are lifted. Each in its own transaction; one failure does not stop the rest.
cronAdd('moderation-commit', '* * * * *', () => {
  const server = require(`${__hooks}/lib/server.cjs`);
  const now = server.serverNow();
  try {
    server.commitDueDecisions($app, now);
  } catch (error) {
    $app.logger().error('Committing due moderation decisions failed', 'error', String(error));
  }
  try {
    server.expireRestrictions($app, now);
  } catch (error) {
    $app.logger().error('Ending restriction periods failed', 'error', String(error));
  }
});
