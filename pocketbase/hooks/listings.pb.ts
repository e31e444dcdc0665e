/* eslint-disable @typescript-eslint/no-require-imports -- goja hooks load shared code with CommonJS require inside each handler. */
// Listings: owner and location from the server, the spec's field and image rules checked before
// PocketBase's own (so refusals carry the spec's words), prices normalised, categories checked,
// and nobody changes a listing's status or suspension through the collection API (staff use the
// console's route, lib/console-actions-listings.ts).

// Only guests' writes enter this middleware (main.go gates it by its id, docs/adr/0007): reads, and above
// all realtime streams, must not hold a JS runtime for as long as they last.
routerUse(
  new Middleware(
    (e) => {
      if (!e.auth && ['POST', 'PATCH', 'DELETE'].includes(e.request.method)) {
        const server = require(`${__hooks}/lib/server.cjs`);
        server.refuseGuestListingWrite(e.app, e.request.method, e.request.url.path, server.actorOf(e.auth));
      }
      e.next();
    },
    0,
    'methods:POST,PATCH,DELETE:guests:guest-listing-writes',
  ),
);

onRecordCreate((e) => {
  if (e.record.getString('status') === '') e.record.set('status', 'active');
  const server = require(`${__hooks}/lib/server.cjs`);
  server.followOwnerSuspension(e.app, e.record);
  e.next();
}, 'listings');

onRecordCreateRequest((e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  server.prepareNewListing(e.app, e.record, e.requestInfo().body, server.actorOf(e.auth), server.rawRequestBody(e));
  e.next();
}, 'listings');

onRecordUpdateRequest((e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  server.prepareListingUpdate(e.app, e.record, e.requestInfo().body, server.actorOf(e.auth), server.rawRequestBody(e));
  e.next();
}, 'listings');
