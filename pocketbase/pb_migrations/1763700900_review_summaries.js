/// Rating summaries per (reviewType, target), keyed "{reviewType}_{targetId}" (spec 001 §3).
/// Derived by the server from reviews; anyone reads them, nobody writes them over the API.
migrate(
  (app) => {
    const summaries = new Collection({
      type: 'base',
      name: 'review_summaries',
      listRule: '',
      viewRule: '',
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { type: 'text', name: 'key', max: 80, required: true },
        { type: 'select', name: 'reviewType', values: ['listing', 'owner', 'renter'], maxSelect: 1, required: true },
        { type: 'text', name: 'target', max: 40, required: true },
        { type: 'number', name: 'totalReviews', min: 0, onlyInt: true },
        { type: 'number', name: 'averageRating', min: 0, max: 5 },
        { type: 'json', name: 'ratingDistribution', maxSize: 2000 },
        { type: 'json', name: 'categoryAverages', maxSize: 2000 },
        { type: 'json', name: 'recentReviews', maxSize: 20000 },
        { type: 'date', name: 'lastUpdated' },
        { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: [
        'CREATE UNIQUE INDEX `idx_review_summaries_key` ON `review_summaries` (`key`)',
        'CREATE INDEX `idx_review_summaries_type_target` ON `review_summaries` (`reviewType`, `target`)',
      ],
    });

    app.save(summaries);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('review_summaries'));
  },
);
