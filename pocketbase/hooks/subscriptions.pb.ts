/* eslint-disable @typescript-eslint/no-require-imports -- goja hooks load shared code with CommonJS require inside each handler. */
// Newsletter sign-ups start active whatever the body says.
onRecordCreateRequest((e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  server.prepareSubscription(e.record, server.actorOf(e.auth));
  e.next();
}, 'subscriptions');
