/* eslint-disable @typescript-eslint/no-require-imports -- goja hooks load shared code with CommonJS require inside each handler. */
// Private calendar feeds (issue 21; lib/calendar-feeds.ts): the member's bookings and each of their
// listings' booked and blocked days as iCalendar, at addresses with a secret the member turns on,
// renews or turns off from Settings.

routerAdd('GET', '/api/market/calendar/feed', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  e.json(200, server.calendarFeedState(e.app, server.actorOf(e.auth), e.app.settings().meta.appURL));
});

// { on: true } makes a new address (the old one stops at once); { on: false } turns it off.
routerAdd('POST', '/api/market/calendar/feed', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  const on = e.requestInfo().body.on === true;
  e.json(200, server.changeCalendarFeed(e.app, server.actorOf(e.auth), e.app.settings().meta.appURL, on));
});

routerAdd('GET', '/api/market/calendar/{file}', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  const text = server.memberCalendar(
    e.app,
    e.request.pathValue('file'),
    e.app.settings().meta.appURL,
    server.serverNow(),
  );
  server.answerCalendar(e, text);
});

routerAdd('GET', '/api/market/calendar/{token}/listings/{file}', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  const text = server.listingCalendar(
    e.app,
    e.request.pathValue('token'),
    e.request.pathValue('file'),
    e.app.settings().meta.appURL,
    server.serverNow(),
  );
  server.answerCalendar(e, text);
});
