/* eslint-disable @typescript-eslint/no-require-imports -- goja hooks load shared code with CommonJS require inside each handler. */
// Filters and sorts must not probe fields that responses hide (see lib/private-field-queries.ts).

onRecordsListRequest((e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  server.refusePrivateFieldQuery(e.requestInfo().query, server.actorOf(e.auth));
  e.next();
});

onRealtimeSubscribeRequest((e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  server.refusePrivateFieldSubscription(e.subscriptions, server.actorOf(e.auth));
  e.next();
});
