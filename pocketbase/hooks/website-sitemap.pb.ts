/* eslint-disable @typescript-eslint/no-require-imports -- goja hooks load shared code with CommonJS require inside each handler. */
// /sitemap.xml is kept in the app's store (lib/website-sitemap.ts): any change of a listing or a
// user record (status, suspension, deletion, a new listing) drops it, and the next request
// builds it again from the database.
onRecordAfterCreateSuccess(
  (e) => {
    require(`${__hooks}/lib/server.cjs`).forgetSitemap(e.app);
    e.next();
  },
  'listings',
  'users',
);

onRecordAfterUpdateSuccess(
  (e) => {
    require(`${__hooks}/lib/server.cjs`).forgetSitemap(e.app);
    e.next();
  },
  'listings',
  'users',
);

onRecordAfterDeleteSuccess(
  (e) => {
    require(`${__hooks}/lib/server.cjs`).forgetSitemap(e.app);
    e.next();
  },
  'listings',
  'users',
);
