/* eslint-disable @typescript-eslint/no-require-imports -- goja hooks load shared code with CommonJS require inside each handler. */
// Booking messages sent through the collection API: stored trimmed and never blank; once saved,
// the other party's one unread new_message notification of the booking shows it with a
// 50-character preview and the unread count, written in the message's own transaction
// (lib/booking-message-rules.ts, lib/booking-notices.ts). Who may send is the collection's rule.
onRecordCreateRequest((e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  server.prepareBookingMessage(e.record);
  server.nextInTransaction(e, undefined, (txApp) => server.noticeNewMessage(txApp, e.record));
}, 'booking_messages');
