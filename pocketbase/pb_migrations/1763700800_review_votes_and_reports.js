/// One helpful vote and one report per (review, user) (spec 001 §4: users report or mark as
/// helpful another user's review). The signed-in user acts for themself, once; they read their
/// own; operators read all. Nobody edits or withdraws them over the API.
const ACT_ON_OTHERS_ACTIVE_REVIEW = [
  '@request.auth.id != ""',
  'user = @request.auth.id',
  'review.reviewer != @request.auth.id',
  'review.status = "active"',
].join(' && ');
const OWN_OR_OPERATOR = 'user = @request.auth.id || @request.auth.role = "operator"';

function reviewActionCollection(app, name, extraFields) {
  const users = app.findCollectionByNameOrId('users');
  const reviews = app.findCollectionByNameOrId('reviews');
  return new Collection({
    type: 'base',
    name,
    listRule: OWN_OR_OPERATOR,
    viewRule: OWN_OR_OPERATOR,
    createRule: ACT_ON_OTHERS_ACTIVE_REVIEW,
    updateRule: null,
    deleteRule: null,
    fields: [
      { type: 'relation', name: 'review', collectionId: reviews.id, maxSelect: 1, required: true, cascadeDelete: true },
      { type: 'relation', name: 'user', collectionId: users.id, maxSelect: 1, required: true, cascadeDelete: true },
      ...extraFields,
      { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
      { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
    ],
    indexes: [
      `CREATE UNIQUE INDEX \`idx_${name}_review_user\` ON \`${name}\` (\`review\`, \`user\`)`,
      `CREATE INDEX \`idx_${name}_user_created\` ON \`${name}\` (\`user\`, \`created\`)`,
    ],
  });
}

migrate(
  (app) => {
    app.save(reviewActionCollection(app, 'review_votes', []));
    app.save(
      reviewActionCollection(app, 'review_reports', [
        { type: 'text', name: 'reason', min: 1, max: 500, required: true },
      ]),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('review_reports'));
    app.delete(app.findCollectionByNameOrId('review_votes'));
  },
);
