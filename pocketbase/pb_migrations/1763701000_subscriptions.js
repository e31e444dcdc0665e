/// Newsletter sign-ups (spec 000 §2 "Subscriptions admin page", moved from browser storage to
/// the server). Anyone signs up (hooks/subscriptions.pb.ts forces status "active"); only
/// operators list, read, change or delete them.
const OPERATOR = '@request.auth.role = "operator"';

migrate(
  (app) => {
    const subscriptions = new Collection({
      type: 'base',
      name: 'subscriptions',
      listRule: OPERATOR,
      viewRule: OPERATOR,
      createRule: '',
      updateRule: OPERATOR,
      deleteRule: OPERATOR,
      fields: [
        { type: 'email', name: 'email', required: true },
        { type: 'select', name: 'status', values: ['active', 'unsubscribed'], maxSelect: 1, required: true },
        { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: [
        'CREATE UNIQUE INDEX `idx_subscriptions_email` ON `subscriptions` (`email` COLLATE NOCASE)',
        // The console's export, newest first.
        'CREATE INDEX `idx_subscriptions_created` ON `subscriptions` (`created`)',
      ],
    });

    app.save(subscriptions);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('subscriptions'));
  },
);
