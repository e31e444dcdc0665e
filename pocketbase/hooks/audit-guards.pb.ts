/* eslint-disable @typescript-eslint/no-require-imports -- goja hooks load shared code with CommonJS require inside each handler. */
// audit_log and booking_status_history are append-only records written by the server
// (lib/append-only-guards.ts): no API create, update or delete for anyone, superusers included;
// no update of either and no delete of an audit entry even from server code or the dashboard.
// A booking's history rows still go with the booking (cascade delete).

onRecordCreateRequest(
  (e) => {
    const server = require(`${__hooks}/lib/server.cjs`);
    throw server.appendOnlyRefusal(e.collection.name);
  },
  'audit_log',
  'booking_status_history',
);

onRecordUpdateRequest(
  (e) => {
    const server = require(`${__hooks}/lib/server.cjs`);
    throw server.appendOnlyRefusal(e.collection.name);
  },
  'audit_log',
  'booking_status_history',
);

onRecordDeleteRequest(
  (e) => {
    const server = require(`${__hooks}/lib/server.cjs`);
    throw server.appendOnlyRefusal(e.collection.name);
  },
  'audit_log',
  'booking_status_history',
);

onRecordUpdate(
  (e) => {
    const server = require(`${__hooks}/lib/server.cjs`);
    throw server.appendOnlyRefusal(e.record.collection().name);
  },
  'audit_log',
  'booking_status_history',
);

onRecordDelete((e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  throw server.appendOnlyRefusal(e.record.collection().name);
}, 'audit_log');
