/* eslint-disable @typescript-eslint/no-require-imports -- goja hooks load shared code with CommonJS require inside each handler. */
// Booking messages sent through the collection API: stored trimmed and never blank; once saved,
// the other party gets a new_message notification with a 50-character preview
// (lib/booking-message-rules.ts, lib/booking-notices.ts). Who may send is the collection's rule.
onRecordCreateRequest((e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  server.prepareBookingMessage(e.record);
  e.next();
  server.noticeNewMessage(e.app, e.record);
}, 'booking_messages');
