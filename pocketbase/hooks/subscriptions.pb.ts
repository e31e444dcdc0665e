/* eslint-disable @typescript-eslint/no-require-imports -- goja hooks load shared code with CommonJS require inside each handler. */
// Newsletter sign-ups: the website's route answers a repeated sign-up like a first one; the raw
// collection create checks the address and starts every sign-up active (lib/subscription-rules.ts).

routerAdd('POST', '/api/market/subscriptions', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  e.json(200, server.subscribeToNewsletter(e.app, e.requestInfo().body));
});

onRecordCreateRequest((e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  server.prepareSubscription(e.record, server.actorOf(e.auth));
  e.next();
}, 'subscriptions');
