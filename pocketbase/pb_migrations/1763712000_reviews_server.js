/// Helpful votes and reports: the rule keeps "a signed-in user, as themself"; which review they
/// may act on (someone else's, active and public) and "only once" are checked by
/// hooks/reviews-actions.pb.ts, which refuses each case with its own message and status. The
/// rule used to refuse them too, before any hook could run, with PocketBase's bare "Failed to
/// create record." The unique index on (review, user) stays.
const AS_SELF = ['@request.auth.id != ""', 'user = @request.auth.id'].join(' && ');
const PREVIOUS = [
  '@request.auth.id != ""',
  'user = @request.auth.id',
  'review.reviewer != @request.auth.id',
  'review.status = "active"',
].join(' && ');
const COLLECTIONS = ['review_votes', 'review_reports'];

function setCreateRule(app, rule) {
  for (const name of COLLECTIONS) {
    const collection = app.findCollectionByNameOrId(name);
    collection.createRule = rule;
    app.save(collection);
  }
}

migrate(
  (app) => setCreateRule(app, AS_SELF),
  (app) => setCreateRule(app, PREVIOUS),
);
