/// The operator console's server side (issue 14, docs/console-api.md "Collections added or changed"):
/// - users: the `moderator` role; `suspended`, `suspendedReason`, `suspendedAt` (hidden: the hooks
///   show them to the member and staff only); the update rule becomes self only, so
///   verifiedProvider, role and suspension change only through the audited console routes.
/// - listings: `suspendedReason` and the server-maintained `ownerSuspended`; a listing is public
///   only while active and its owner is not suspended, else its owner and staff read it; only the
///   owner updates it (suspension goes through the route).
/// - audit_log and booking_status_history: written by the server only (hooks/audit-guards.pb.ts
///   refuses every API write and every model update or delete of an audit entry).
/// - subscriptions: no API update or delete (status changes go through the audited route).
/// - bookings: moderators read them too.
/// Changing `listings` and `users` regenerates the search triggers (lib/listing-search-index.ts):
/// the search leaves out listings that are suspended or whose owner is.
const STAFF = '(@request.auth.role = "operator" || @request.auth.role = "moderator")';
const OPERATOR = '@request.auth.role = "operator"';
const PUBLIC_LISTING = '(status = "active" && ownerSuspended = false)';

// The actions of packages/domain/src/console/audit-actions.ts (AUDIT_ACTION_NAMES) when this
// migration was written; a later action needs a later migration (tests/api/audit-log.test.ts
// compares the two).
const AUDIT_ACTIONS = [
  'member.role',
  'member.verify',
  'member.unverify',
  'member.suspend',
  'member.reinstate',
  'listing.suspend',
  'listing.restore',
  'subscription.status',
  'subscriptions.export',
  'bookings.export',
  'audit.export',
];

const USER_FIELDS = [
  { type: 'bool', name: 'suspended', hidden: true },
  { type: 'text', name: 'suspendedReason', max: 500, hidden: true },
  { type: 'date', name: 'suspendedAt', hidden: true },
];
const LISTING_FIELDS = [
  { type: 'text', name: 'suspendedReason', max: 500 },
  { type: 'bool', name: 'ownerSuspended' },
];
const LISTING_INDEX = 'CREATE INDEX `idx_listings_owner_suspended` ON `listings` (`owner`, `ownerSuspended`)';

const RULES_BEFORE = {
  users: { updateRule: 'id = @request.auth.id || @request.auth.role = "operator"' },
  listings: {
    listRule: 'status = "active" || owner = @request.auth.id || @request.auth.role = "operator"',
    viewRule: 'status = "active" || owner = @request.auth.id || @request.auth.role = "operator"',
    updateRule: 'owner = @request.auth.id || @request.auth.role = "operator"',
  },
  bookings: {
    listRule: 'renter = @request.auth.id || owner = @request.auth.id || @request.auth.role = "operator"',
    viewRule: 'renter = @request.auth.id || owner = @request.auth.id || @request.auth.role = "operator"',
  },
  subscriptions: { updateRule: OPERATOR, deleteRule: OPERATOR },
};

const RULES_AFTER = {
  users: { updateRule: 'id = @request.auth.id' },
  listings: {
    listRule: `${PUBLIC_LISTING} || owner = @request.auth.id || ${STAFF}`,
    viewRule: `${PUBLIC_LISTING} || owner = @request.auth.id || ${STAFF}`,
    updateRule: 'owner = @request.auth.id',
  },
  bookings: {
    listRule: `renter = @request.auth.id || owner = @request.auth.id || ${STAFF}`,
    viewRule: `renter = @request.auth.id || owner = @request.auth.id || ${STAFF}`,
  },
  subscriptions: { updateRule: null, deleteRule: null },
};

function applyRules(collection, rules) {
  for (const name of Object.keys(rules)) collection[name] = rules[name];
}

/** Saves a change of `listings` or `users` with the search triggers regenerated around it. */
function saveSearched(app, collection) {
  require(`${__hooks}/lib/search.cjs`).changeSearchedCollection(app, () => app.save(collection));
}

function createAuditLog(app) {
  const audit = new Collection({
    type: 'base',
    name: 'audit_log',
    listRule: `${OPERATOR} || (@request.auth.role = "moderator" && category = "moderation")`,
    viewRule: `${OPERATOR} || (@request.auth.role = "moderator" && category = "moderation")`,
    createRule: null,
    updateRule: null,
    deleteRule: null,
    fields: [
      { type: 'text', name: 'actor', max: 40 },
      { type: 'text', name: 'actorName', max: 200 },
      {
        type: 'select',
        name: 'actorRole',
        values: ['operator', 'moderator', 'superuser', 'system'],
        maxSelect: 1,
        required: true,
      },
      { type: 'select', name: 'action', values: AUDIT_ACTIONS, maxSelect: 1, required: true },
      { type: 'select', name: 'category', values: ['moderation', 'administration'], maxSelect: 1, required: true },
      { type: 'text', name: 'targetCollection', max: 60 },
      { type: 'text', name: 'targetId', max: 40 },
      { type: 'text', name: 'targetLabel', max: 200 },
      { type: 'json', name: 'before', maxSize: 5000 },
      { type: 'json', name: 'after', maxSize: 5000 },
      { type: 'text', name: 'reason', max: 500 },
      { type: 'text', name: 'ip', max: 100 },
      { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
    ],
    indexes: [
      // The console's audit table: newest first, narrowed by action, target or actor.
      'CREATE INDEX `idx_audit_log_created` ON `audit_log` (`created`)',
      'CREATE INDEX `idx_audit_log_action_created` ON `audit_log` (`action`, `created`)',
      'CREATE INDEX `idx_audit_log_target` ON `audit_log` (`targetCollection`, `targetId`)',
      'CREATE INDEX `idx_audit_log_actor_created` ON `audit_log` (`actor`, `created`)',
      'CREATE INDEX `idx_audit_log_category_created` ON `audit_log` (`category`, `created`)',
    ],
  });
  app.save(audit);
}

function createBookingStatusHistory(app) {
  const bookings = app.findCollectionByNameOrId('bookings');
  const party = 'booking.renter = @request.auth.id || booking.owner = @request.auth.id';
  const history = new Collection({
    type: 'base',
    name: 'booking_status_history',
    listRule: `${party} || ${STAFF}`,
    viewRule: `${party} || ${STAFF}`,
    createRule: null,
    updateRule: null,
    deleteRule: null,
    fields: [
      {
        type: 'relation',
        name: 'booking',
        collectionId: bookings.id,
        maxSelect: 1,
        required: true,
        cascadeDelete: true,
      },
      { type: 'text', name: 'fromStatus', max: 20 },
      { type: 'text', name: 'toStatus', max: 20, required: true },
      { type: 'text', name: 'actor', max: 40 },
      { type: 'text', name: 'actorName', max: 200 },
      {
        type: 'select',
        name: 'actorRole',
        values: ['renter', 'owner', 'operator', 'superuser', 'system'],
        maxSelect: 1,
        required: true,
      },
      { type: 'text', name: 'note', max: 500 },
      { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
    ],
    indexes: [
      'CREATE INDEX `idx_booking_status_history_booking_created` ON `booking_status_history` (`booking`, `created`)',
    ],
  });
  app.save(history);
}

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.fields.getByName('role').values = ['user', 'moderator', 'operator'];
    for (const field of USER_FIELDS) users.fields.add(new Field(field));
    users.addIndex('idx_users_suspended', false, '`suspended`', '');
    applyRules(users, RULES_AFTER.users);
    saveSearched(app, users);

    const listings = app.findCollectionByNameOrId('listings');
    for (const field of LISTING_FIELDS) listings.fields.add(new Field(field));
    listings.indexes = listings.indexes.concat(LISTING_INDEX);
    applyRules(listings, RULES_AFTER.listings);
    saveSearched(app, listings);

    for (const name of ['bookings', 'subscriptions']) {
      const collection = app.findCollectionByNameOrId(name);
      applyRules(collection, RULES_AFTER[name]);
      app.save(collection);
    }

    createAuditLog(app);
    createBookingStatusHistory(app);
  },
  (app) => {
    for (const name of ['booking_status_history', 'audit_log']) {
      // The guards refuse deleting audit entries one by one; dropping the collection is the
      // migration's own business (hooks/audit-guards.pb.ts lets a collection delete through).
      app.delete(app.findCollectionByNameOrId(name));
    }

    for (const name of ['bookings', 'subscriptions']) {
      const collection = app.findCollectionByNameOrId(name);
      applyRules(collection, RULES_BEFORE[name]);
      app.save(collection);
    }

    const listings = app.findCollectionByNameOrId('listings');
    for (const field of LISTING_FIELDS) listings.fields.removeByName(field.name);
    listings.indexes = listings.indexes.filter((index) => index !== LISTING_INDEX);
    applyRules(listings, RULES_BEFORE.listings);
    saveSearched(app, listings);

    const users = app.findCollectionByNameOrId('users');
    // Moderators go back to members: the old select has no such value.
    app.db().newQuery("UPDATE users SET role = 'user' WHERE role = 'moderator'").execute();
    users.fields.getByName('role').values = ['user', 'operator'];
    for (const field of USER_FIELDS) users.fields.removeByName(field.name);
    users.removeIndex('idx_users_suspended');
    applyRules(users, RULES_BEFORE.users);
    saveSearched(app, users);
  },
);
