/* eslint-disable @typescript-eslint/no-require-imports -- goja hooks load shared code with CommonJS require inside each handler. */
// GET /api/market/listings/{id}/availability?from=YYYY-MM-DD&to=YYYY-MM-DD →
// { listingId, from, to, unavailableDates, bookedDates } (lib/booking-availability.ts).
routerAdd('GET', '/api/market/listings/{id}/availability', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  const answer = server.listingAvailability(
    e.app,
    server.actorOf(e.auth),
    e.request.pathValue('id'),
    e.requestInfo().query,
  );
  e.json(200, answer);
});
