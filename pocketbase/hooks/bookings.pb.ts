/* eslint-disable @typescript-eslint/no-require-imports -- goja hooks load shared code with CommonJS require inside each handler. */
// The booking routes of DESIGN.md: each change runs in one transaction (lib/booking-*.ts, rules
// from @partilha/domain); its notification rows commit with it, its e-mails go out after the
// commit and a failed e-mail is only logged. Answers: the booking record; cancel answers
// { isLateCancellation, booking }. Errors: { status, message, data } with the spec's text.

routerAdd('POST', '/api/market/bookings', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  const change = server.createBookingRequest(e.app, server.actorOf(e.auth), e.requestInfo().body, server.serverNow());
  server.sendBookingMails(e.app, change.mails);
  e.json(200, change.booking);
});

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
