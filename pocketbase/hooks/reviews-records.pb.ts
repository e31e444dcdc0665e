/* eslint-disable @typescript-eslint/no-require-imports -- goja hooks load shared code with CommonJS require inside each handler. */
// Reviews changed through the collection API (the author edits or deletes their own, operators
// hide or show one: rules in 1763700700_reviews.js) and summaries that always match the reviews:
// - every write request on reviews runs in one transaction (lib/review-request-transaction.ts);
//   an edit of the content must pass the form's rules first (lib/review-edit.ts);
// - every create, update and delete of a review, whoever makes it, recomputes the summaries it
//   counts in and the reviewee's rating fields with the app of the write — the transaction's when
//   there is one (lib/review-summary-sync.ts).

onRecordCreateRequest((e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  server.nextInTransaction(e);
}, 'reviews');

onRecordUpdateRequest((e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  server.prepareReviewEdit(e.record, e.requestInfo().body);
  server.nextInTransaction(e);
}, 'reviews');

onRecordDeleteRequest((e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  server.nextInTransaction(e);
}, 'reviews');

onRecordCreate((e) => {
  e.next();
  const server = require(`${__hooks}/lib/server.cjs`);
  server.syncSummariesOfReview(e.app, null, e.record, server.serverNow());
}, 'reviews');

onRecordUpdate((e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  const before = server.reviewFieldsOf(e.record.original());
  e.next();
  server.syncSummariesOfReview(e.app, before, e.record, server.serverNow());
}, 'reviews');

onRecordDelete((e) => {
  const server = require(`${__hooks}/lib/server.cjs`);
  const before = server.reviewFieldsOf(e.record);
  e.next();
  server.syncSummariesOfReview(e.app, before, null, server.serverNow());
}, 'reviews');
