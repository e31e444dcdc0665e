/* eslint-disable @typescript-eslint/no-require-imports -- goja hooks load shared code with CommonJS require inside each handler. */
// Listings: owner and location from the server, prices normalised, categories checked, and
// only operators change a listing's status.

routerUse((e) => {
  if (!e.auth && e.request.method === 'POST') {
    const server = require(`${__hooks}/lib/server.cjs`);
    server.refuseGuestListingCreate(e.app, e.request.method, e.request.url.path, server.actorOf(e.auth));
  }
  e.next();
});

onRecordCreate((e) => {
  if (e.record.getString('status') === '') e.record.set('status', 'active');
  e.next();
}, 'listings');

onRecordCreateRequest((e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  server.prepareNewListing(e.app, e.record, e.requestInfo().body, server.actorOf(e.auth));
  e.next();
}, 'listings');

onRecordUpdateRequest((e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  server.prepareListingUpdate(e.app, e.record, e.requestInfo().body, server.actorOf(e.auth));
  e.next();
}, 'listings');
