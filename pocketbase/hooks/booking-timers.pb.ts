/* eslint-disable @typescript-eslint/no-require-imports -- goja hooks load shared code with CommonJS require inside each handler. */
// Bookings that look after themselves (issue 21, docs/adr/0023-booking-timers.md): the booking job
// reminds owners of unanswered requests, expires them, reminds owners to mark finished bookings
// completed and completes them, on the server's clock, with the periods operators set in the
// console. Logic in lib/booking-timers.ts.

// Every minute by default. PARTILHA_BOOKING_TIMERS_SCHEDULE may give another cron expression, or
// `manual`: then the job runs only when asked (the test servers, whose clock jumps), through
// PocketBase's POST /api/crons/booking-timers or the route below.
cronAdd(
  'booking-timers',
  (() => {
    const schedule = $os.getenv('PARTILHA_BOOKING_TIMERS_SCHEDULE').trim();
    if (schedule === 'manual') return '0 0 30 2 *'; // 30 February: never
    return schedule || '* * * * *';
  })(),
  () => {
    const server = require(`${__hooks}/lib/server.cjs`);
    const now = server.serverNow();
    try {
      server.runBookingTimers($app, now, (mails) => server.sendBookingMails($app, mails));
    } catch (error) {
      $app.logger().error('The booking job failed', 'error', String(error));
    }
    try {
      server.publishDueReviews($app, now);
    } catch (error) {
      $app.logger().error('Publishing due reviews failed', 'error', String(error));
    }
  },
);

// One run now, answered when it is done with what it did ({ reminded, expired, completed,
// published }: published counts the blind reviews it published, lib/review-publication.ts):
// superusers only (PocketBase's own cron route starts a run and answers at once).
routerAdd('POST', '/api/market/booking-timers/run', (e) => {
  if (!e.auth || !e.auth.isSuperuser()) throw new ForbiddenError('Only superusers can run the booking job.');
  const server = require(`${__hooks}/lib/server.cjs`);
  const now = server.serverNow();
  const run = server.runBookingTimers(e.app, now, (mails) => server.sendBookingMails(e.app, mails));
  e.json(200, { ...run, published: server.publishDueReviews(e.app, now) });
});

// The periods in force, for anyone: the owner's page says when an unanswered request expires.
routerAdd('GET', '/api/market/booking-timers', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  e.json(200, server.bookingTimerSettings(e.app));
});

// The periods, for operators (docs/console-api.md, "Settings").
routerAdd('GET', '/api/console/settings/booking-timers', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  server.requireConsoleAction(e.auth, 'settings.read');
  e.json(200, server.bookingTimerSettingsRow(e.app));
});

routerAdd('POST', '/api/console/settings/booking-timers', (e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  const actor = server.requireConsoleAction(e.auth, 'settings.update');
  e.json(
    200,
    server.changeBookingTimerSettings(e.app, { actor, ip: e.realIP() }, e.requestInfo().body, server.serverNow()),
  );
});
