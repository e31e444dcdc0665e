/* eslint-disable @typescript-eslint/no-require-imports -- goja hooks load shared code with CommonJS require inside each handler. */
// Helpful votes and reports through the collection API (one per user and review; the rule of
// 1763712000_reviews_server.js lets a signed-in user act as themself): refused with their own
// words on a missing or hidden review, on your own review and the second time
// (lib/review-actions.ts), in one transaction with the review's helpfulCount / reportCount,
// which are recounted after every vote or report added or removed, whoever removes it.

onRecordCreateRequest(
  (e) => {
    const server = require(`${__hooks}/lib/server.cjs`);
    if (e.collection.name === 'review_reports') server.prepareReviewReport(e.record);
    server.nextInTransaction(e, (txApp) => server.checkReviewAction(txApp, e.record));
  },
  'review_votes',
  'review_reports',
);

onRecordDeleteRequest(
  (e) => {
    const server = require(`${__hooks}/lib/server.cjs`);
    server.nextInTransaction(e);
  },
  'review_votes',
  'review_reports',
);

onRecordCreate(
  (e) => {
    e.next();
    const server = require(`${__hooks}/lib/server.cjs`);
    server.syncReviewCounter(e.app, e.record);
  },
  'review_votes',
  'review_reports',
);

onRecordDelete(
  (e) => {
    e.next();
    const server = require(`${__hooks}/lib/server.cjs`);
    server.syncReviewCounter(e.app, e.record);
  },
  'review_votes',
  'review_reports',
);
