/// A member's own account settings (issue 17, docs/adr/0013-account-deletion.md):
/// - users: `deletedAt` (hidden) marks an account that was deleted and anonymised in place — the
///   record stays so bookings, messages and reviews keep their required relations; no member may
///   DELETE their record through the collection API any more (the route
///   POST /api/market/me/deletion/confirm does it, after the password and an e-mailed link).
/// - account_deletions: one row per deletion request, holding only the SHA-256 of the e-mailed
///   token, its expiry and when it was used. Nobody reads or writes it over the API.
/// - rate limits: a deletion request e-mails the member, so 5 per 10 minutes; data exports read a
///   lot, so 10 per 10 minutes.
const ACCOUNT_LIMITS = [
  { label: 'POST /api/market/me/deletion', audience: '@auth', duration: 600, maxRequests: 5 },
  { label: 'GET /api/market/me/export', audience: '@auth', duration: 600, maxRequests: 10 },
];
const LABELS = ACCOUNT_LIMITS.map((rule) => rule.label);
const SELF_DELETE_BEFORE = 'id = @request.auth.id';

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.fields.add(new Field({ type: 'date', name: 'deletedAt', hidden: true }));
    users.deleteRule = null;
    app.save(users);

    const deletions = new Collection({
      type: 'base',
      name: 'account_deletions',
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { type: 'relation', name: 'user', collectionId: users.id, maxSelect: 1, required: true, cascadeDelete: true },
        { type: 'text', name: 'tokenHash', max: 100, required: true, hidden: true },
        { type: 'date', name: 'expiresAt', required: true },
        { type: 'date', name: 'usedAt' },
        { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
      ],
      indexes: [
        'CREATE UNIQUE INDEX `idx_account_deletions_token` ON `account_deletions` (`tokenHash`)',
        'CREATE INDEX `idx_account_deletions_user` ON `account_deletions` (`user`)',
      ],
    });
    app.save(deletions);

    const settings = app.settings();
    const kept = settings.rateLimits.rules.filter((rule) => !LABELS.includes(rule.label));
    settings.rateLimits.rules = [...kept, ...ACCOUNT_LIMITS];
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules.filter((rule) => !LABELS.includes(rule.label));
    app.save(settings);
    app.delete(app.findCollectionByNameOrId('account_deletions'));
    const users = app.findCollectionByNameOrId('users');
    users.fields.removeByName('deletedAt');
    users.deleteRule = SELF_DELETE_BEFORE;
    app.save(users);
  },
);
