/* eslint-disable @typescript-eslint/no-require-imports -- goja hooks load shared code with CommonJS require inside each handler. */
// Private addresses (ADR 0012): others see a member's city and postal area, never the full postal
// code. users.pb.ts (applyProfilePrivacy) shows a profile's `postalCode` to the member and
// operators only, this file a listing's to its owner and operators only, and keeps `postalArea`
// in step with the code on every save.

onRecordCreate(
  (e) => {
    require(`${__hooks}/lib/server.cjs`).syncPostalArea(e.record);
    e.next();
  },
  'users',
  'listings',
);

onRecordUpdate(
  (e) => {
    require(`${__hooks}/lib/server.cjs`).syncPostalArea(e.record);
    e.next();
  },
  'users',
  'listings',
);

onRecordEnrich((e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  server.applyListingPostalPrivacy(e.record, server.actorOf(e.requestInfo.auth));
  e.next();
}, 'listings');
