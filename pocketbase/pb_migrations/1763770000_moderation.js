/// Moderation the EU way (issue 15, docs/moderation-api.md): notices from anyone, one queue entry
/// per reported item, decisions with statements of reasons, appeals. Every write goes through the
/// routes of hooks/moderation-*.pb.ts; over the collection API:
/// - moderation_cases (the queue; no notifier identity in it): staff read, so the console's queue
///   is live over realtime;
/// - moderation_notices: a notifier reads their own; staff read them through the console routes;
/// - moderation_decisions: staff read; the affected member reads a committed decision about them;
/// - moderation_appeals: the appellant and staff read.
/// One open entry per item and one open notice per notifier and item are unique indexes, so 50
/// notices at once on one item make one queue entry by construction.
/// users.suspendedUntil ends a period restriction (a cron reinstates the member);
/// users.suspensionDecision and listings.suspensionDecision link a restriction to its statement.
const STAFF = '(@request.auth.role = "operator" || @request.auth.role = "moderator")';
const KINDS = ['listing', 'profile', 'review'];
const REASONS = ['illegal_content', 'scam_fraud', 'unsafe', 'discrimination_harassment', 'spam', 'misleading', 'other'];
const DECISION_TYPES = ['no_action', 'hide_review', 'suspend_listing', 'restrict_account'];

// The audit actions of packages/domain/src/console/audit-actions.ts added by issue 15 (the
// console migration lists the earlier ones; tests/api/audit-log.test.ts compares the two).
const NEW_AUDIT_ACTIONS = [
  'moderation.decision',
  'moderation.undo',
  'appeal.grant',
  'appeal.reject',
  'restriction.expire',
  'transparency.export',
];

const created = { type: 'autodate', name: 'created', onCreate: true, onUpdate: false };
const updated = { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true };
const select = (name, values, required = true) => ({ type: 'select', name, values, maxSelect: 1, required });

function createCases(app) {
  app.save(
    new Collection({
      type: 'base',
      name: 'moderation_cases',
      listRule: STAFF,
      viewRule: STAFF,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        select('kind', KINDS),
        { type: 'text', name: 'targetCollection', max: 40, required: true },
        { type: 'text', name: 'targetId', max: 40, required: true },
        // The member the decision would restrict: the listing's owner, the profile, the review's author.
        { type: 'text', name: 'targetOwner', max: 40 },
        { type: 'text', name: 'targetLabel', max: 200 },
        { type: 'text', name: 'targetPath', max: 500 },
        select('status', ['open', 'closed']),
        select('source', ['notice', 'own_initiative']),
        { type: 'number', name: 'noticeCount', min: 0, onlyInt: true },
        // { reason: count } over the confirmed notices
        { type: 'json', name: 'reasons', maxSize: 2000 },
        { type: 'date', name: 'firstNoticeAt' },
        { type: 'date', name: 'lastNoticeAt' },
        // The item as it was when first reported (or when the entry was opened).
        { type: 'json', name: 'snapshot', maxSize: 20000 },
        { type: 'text', name: 'decision', max: 40 },
        { type: 'date', name: 'closedAt' },
        created,
        updated,
      ],
      indexes: [
        "CREATE UNIQUE INDEX `idx_moderation_cases_open_target` ON `moderation_cases` (`targetCollection`, `targetId`) WHERE `status` = 'open'",
        'CREATE INDEX `idx_moderation_cases_status_last` ON `moderation_cases` (`status`, `lastNoticeAt`)',
        'CREATE INDEX `idx_moderation_cases_status_count` ON `moderation_cases` (`status`, `noticeCount`)',
        'CREATE INDEX `idx_moderation_cases_target` ON `moderation_cases` (`targetCollection`, `targetId`)',
        'CREATE INDEX `idx_moderation_cases_owner` ON `moderation_cases` (`targetOwner`)',
      ],
    }),
  );
}

function createNotices(app) {
  app.save(
    new Collection({
      type: 'base',
      name: 'moderation_notices',
      listRule: 'notifierUser = @request.auth.id',
      viewRule: 'notifierUser = @request.auth.id',
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { type: 'text', name: 'case', max: 40 },
        select('kind', KINDS),
        { type: 'text', name: 'targetCollection', max: 40, required: true },
        { type: 'text', name: 'targetId', max: 40, required: true },
        { type: 'text', name: 'targetPath', max: 500 },
        select('reason', REASONS),
        { type: 'text', name: 'legalGround', max: 80 },
        { type: 'text', name: 'explanation', max: 2000, required: true },
        { type: 'text', name: 'notifierUser', max: 40 },
        { type: 'text', name: 'notifierName', max: 100 },
        { type: 'text', name: 'notifierEmail', max: 200 },
        { type: 'bool', name: 'goodFaith', required: true },
        select('status', ['unconfirmed', 'open', 'closed']),
        // How the entry ended for this notice: '' while open, no_action or restricted.
        { type: 'text', name: 'outcome', max: 20 },
        { type: 'text', name: 'confirmTokenHash', max: 100, hidden: true },
        { type: 'date', name: 'confirmExpires', hidden: true },
        { type: 'date', name: 'confirmedAt' },
        { type: 'text', name: 'ip', max: 100, hidden: true },
        created,
        updated,
      ],
      indexes: [
        "CREATE UNIQUE INDEX `idx_moderation_notices_open_notifier` ON `moderation_notices` (`targetCollection`, `targetId`, `notifierEmail`) WHERE `status` = 'open'",
        'CREATE INDEX `idx_moderation_notices_case` ON `moderation_notices` (`case`)',
        'CREATE INDEX `idx_moderation_notices_notifier` ON `moderation_notices` (`notifierUser`)',
        'CREATE INDEX `idx_moderation_notices_token` ON `moderation_notices` (`confirmTokenHash`)',
        'CREATE INDEX `idx_moderation_notices_created` ON `moderation_notices` (`created`)',
      ],
    }),
  );
}

function createDecisions(app) {
  app.save(
    new Collection({
      type: 'base',
      name: 'moderation_decisions',
      listRule: `${STAFF} || (affectedUser = @request.auth.id && (status = "committed" || status = "reversed"))`,
      viewRule: `${STAFF} || (affectedUser = @request.auth.id && (status = "committed" || status = "reversed"))`,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { type: 'text', name: 'case', max: 40 },
        // Decisions taken together in one bulk decision share a batch id (and one statement text).
        { type: 'text', name: 'batch', max: 40 },
        select('kind', KINDS),
        { type: 'text', name: 'targetCollection', max: 40, required: true },
        { type: 'text', name: 'targetId', max: 40, required: true },
        { type: 'text', name: 'targetLabel', max: 200 },
        { type: 'text', name: 'targetPath', max: 500 },
        { type: 'text', name: 'affectedUser', max: 40 },
        select('type', DECISION_TYPES),
        { type: 'number', name: 'durationDays', min: 0, onlyInt: true },
        { type: 'date', name: 'endsAt' },
        { type: 'text', name: 'facts', max: 2000, required: true },
        select('source', ['notice', 'own_initiative']),
        { type: 'text', name: 'ground', max: 40 },
        { type: 'text', name: 'legalGround', max: 80 },
        { type: 'text', name: 'termsClause', max: 80 },
        { type: 'text', name: 'groundExplanation', max: 2000 },
        select('status', ['pending', 'committed', 'undone', 'reversed']),
        { type: 'text', name: 'decidedBy', max: 40, hidden: true },
        { type: 'text', name: 'decidedByName', max: 200, hidden: true },
        { type: 'date', name: 'commitAt' },
        { type: 'date', name: 'committedAt' },
        { type: 'date', name: 'reversedAt' },
        // The statement of reasons as committed (packages/domain StatementOfReasons).
        { type: 'json', name: 'statement', maxSize: 10000 },
        { type: 'date', name: 'appealDeadline' },
        // The e-mail's appeal link carries a token, so a suspended member (who cannot sign in) can appeal.
        { type: 'text', name: 'appealTokenHash', max: 100, hidden: true },
        created,
        updated,
      ],
      indexes: [
        'CREATE INDEX `idx_moderation_decisions_status_commit` ON `moderation_decisions` (`status`, `commitAt`)',
        'CREATE INDEX `idx_moderation_decisions_case` ON `moderation_decisions` (`case`)',
        'CREATE INDEX `idx_moderation_decisions_affected` ON `moderation_decisions` (`affectedUser`, `created`)',
        'CREATE INDEX `idx_moderation_decisions_target` ON `moderation_decisions` (`targetCollection`, `targetId`)',
        'CREATE INDEX `idx_moderation_decisions_committed` ON `moderation_decisions` (`committedAt`)',
        'CREATE INDEX `idx_moderation_decisions_batch` ON `moderation_decisions` (`batch`)',
      ],
    }),
  );
}

function createAppeals(app) {
  app.save(
    new Collection({
      type: 'base',
      name: 'moderation_appeals',
      listRule: `appellant = @request.auth.id || ${STAFF}`,
      viewRule: `appellant = @request.auth.id || ${STAFF}`,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { type: 'text', name: 'decision', max: 40, required: true },
        { type: 'text', name: 'appellant', max: 40, required: true },
        { type: 'text', name: 'text', max: 2000, required: true },
        select('status', ['open', 'granted', 'rejected']),
        { type: 'text', name: 'originalDecider', max: 40, hidden: true },
        { type: 'text', name: 'decidedBy', max: 40, hidden: true },
        { type: 'text', name: 'decidedByName', max: 200, hidden: true },
        { type: 'text', name: 'reasons', max: 2000 },
        { type: 'date', name: 'decidedAt' },
        created,
        updated,
      ],
      indexes: [
        'CREATE UNIQUE INDEX `idx_moderation_appeals_decision` ON `moderation_appeals` (`decision`)',
        'CREATE INDEX `idx_moderation_appeals_status_created` ON `moderation_appeals` (`status`, `created`)',
        'CREATE INDEX `idx_moderation_appeals_appellant` ON `moderation_appeals` (`appellant`)',
      ],
    }),
  );
}

/** Saves a change of `listings` or `users` with the search triggers regenerated around it. */
function saveSearched(app, collection) {
  require(`${__hooks}/lib/search.cjs`).changeSearchedCollection(app, () => app.save(collection));
}

migrate(
  (app) => {
    createCases(app);
    createNotices(app);
    createDecisions(app);
    createAppeals(app);

    const users = app.findCollectionByNameOrId('users');
    users.fields.add(new Field({ type: 'date', name: 'suspendedUntil', hidden: true }));
    users.fields.add(new Field({ type: 'text', name: 'suspensionDecision', max: 40, hidden: true }));
    saveSearched(app, users);

    const listings = app.findCollectionByNameOrId('listings');
    listings.fields.add(new Field({ type: 'text', name: 'suspensionDecision', max: 40 }));
    saveSearched(app, listings);

    const audit = app.findCollectionByNameOrId('audit_log');
    const action = audit.fields.getByName('action');
    action.values = action.values.concat(NEW_AUDIT_ACTIONS.filter((name) => !action.values.includes(name)));
    app.save(audit);
  },
  (app) => {
    for (const name of ['moderation_appeals', 'moderation_decisions', 'moderation_notices', 'moderation_cases']) {
      app.delete(app.findCollectionByNameOrId(name));
    }
    const users = app.findCollectionByNameOrId('users');
    users.fields.removeByName('suspendedUntil');
    users.fields.removeByName('suspensionDecision');
    saveSearched(app, users);
    const listings = app.findCollectionByNameOrId('listings');
    listings.fields.removeByName('suspensionDecision');
    saveSearched(app, listings);
    const audit = app.findCollectionByNameOrId('audit_log');
    const action = audit.fields.getByName('action');
    action.values = action.values.filter((name) => !NEW_AUDIT_ACTIONS.includes(name));
    app.save(audit);
  },
);
