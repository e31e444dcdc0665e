/* eslint-disable @typescript-eslint/no-require-imports -- goja hooks load shared code with CommonJS require inside each handler. */
// The booking routes of DESIGN.md (the request itself is in Go): each change runs in one
// transaction (lib/booking-*.ts, rules from @partilha/domain); its notification rows commit with
// it, its e-mails go out after the commit and a failed e-mail is only logged. Answers: the booking record; cancel answers
// { isLateCancellation, booking }. Errors: { status, message, data } with the spec's text.

// POST /api/market/bookings (a request) is served in Go (pocketbase/market/booking_route.go), which
// marks each booking it makes in the app's store; its owner's e-mail goes out from here once the
// request is committed, rendered with every other booking e-mail. Bookings made any other way
// (the seed, a superuser) send none.
onRecordAfterCreateSuccess((e) => {
  e.next();
  require(`${__hooks}/lib/server.cjs`).mailBookingRequest(e.app, e.record);
}, 'bookings');

routerAdd('POST', '/api/market/bookings/{id}/status', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  const id = e.request.pathValue('id');
  const change = server.changeBookingStatus(
    e.app,
    server.actorOf(e.auth),
    id,
    e.requestInfo().body,
    server.serverNow(),
  );
  server.sendBookingMails(e.app, change.mails);
  e.json(200, change.booking);
});

routerAdd('POST', '/api/market/bookings/{id}/details', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  const id = e.request.pathValue('id');
  const change = server.updateBookingDetails(
    e.app,
    server.actorOf(e.auth),
    id,
    e.requestInfo().body,
    server.serverNow(),
  );
  server.sendBookingMails(e.app, change.mails);
  e.json(200, change.booking);
});

routerAdd('POST', '/api/market/bookings/{id}/cancel', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  const id = e.request.pathValue('id');
  const change = server.cancelBooking(e.app, server.actorOf(e.auth), id, e.requestInfo().body, server.serverNow());
  server.sendBookingMails(e.app, change.mails);
  e.json(200, { isLateCancellation: change.isLateCancellation, booking: change.booking });
});
