/// Notices (issue 15, docs/moderation-api.md "Rate limits"): per client IP, fixed windows,
/// superusers exempt. A guest's notice e-mails a confirmation link to any address they type, so
/// guests get 5 reports (and 5 confirmations) per 10 minutes; a signed-in member is known and
/// answerable, so 30 per minute. PARTILHA_RATE_LIMIT_EXEMPT_IPS exempts a test server as for every
/// other limit (hooks/rate-limits-environment.pb.ts).
///
/// Every report is now a notice: review_reports rows are written only by the notices route (a
/// member's notice about a review records their row, so reportCount keeps working), never
/// through the collection API.
///
/// moderation_notices' read rule asks for a signed-in caller: a guest's notice has no
/// notifierUser, and `notifierUser = @request.auth.id` alone matched it for every guest, whose
/// empty id equals it — handing out the names and e-mail addresses of guest notifiers.
const NOTICE_LIMITS = [
  { label: 'POST /api/moderation/notices', audience: '@guest', duration: 600, maxRequests: 5 },
  { label: 'POST /api/moderation/notices', audience: '@auth', duration: 60, maxRequests: 30 },
  { label: 'POST /api/moderation/notices/confirm', audience: '@guest', duration: 600, maxRequests: 5 },
  { label: 'POST /api/moderation/notices/confirm', audience: '@auth', duration: 60, maxRequests: 30 },
];
const LABELS = [...new Set(NOTICE_LIMITS.map((rule) => rule.label))];
// The rule of 1763712000_reviews_server.js, restored by the down migration.
const REPORT_AS_SELF = ['@request.auth.id != ""', 'user = @request.auth.id'].join(' && ');

// The queue entry's snapshot is the item as first reported: a listing's 5,000-character
// description alone takes up to 30,000 bytes as JSON (Go escapes <, > and & as \u003c), so
// 20,000 bytes refused the reports of exactly the content most worth reporting.
const SNAPSHOT_MAX_BYTES = 200000;
const SNAPSHOT_MAX_BYTES_BEFORE = 20000;

function setSnapshotMax(app, maxSize) {
  const cases = app.findCollectionByNameOrId('moderation_cases');
  cases.fields.getByName('snapshot').maxSize = maxSize;
  app.save(cases);
}

const OWN_NOTICES = '@request.auth.id != "" && notifierUser = @request.auth.id';
const OWN_NOTICES_BEFORE = 'notifierUser = @request.auth.id';

function setNoticeReadRule(app, rule) {
  const notices = app.findCollectionByNameOrId('moderation_notices');
  notices.listRule = rule;
  notices.viewRule = rule;
  app.save(notices);
}

function setReportCreateRule(app, rule) {
  const reports = app.findCollectionByNameOrId('review_reports');
  reports.createRule = rule;
  app.save(reports);
}

migrate(
  (app) => {
    const settings = app.settings();
    const kept = settings.rateLimits.rules.filter((rule) => !LABELS.includes(rule.label));
    settings.rateLimits.rules = [...kept, ...NOTICE_LIMITS];
    app.save(settings);
    setReportCreateRule(app, null);
    setNoticeReadRule(app, OWN_NOTICES);
    setSnapshotMax(app, SNAPSHOT_MAX_BYTES);
  },
  (app) => {
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules.filter((rule) => !LABELS.includes(rule.label));
    app.save(settings);
    setReportCreateRule(app, REPORT_AS_SELF);
    setNoticeReadRule(app, OWN_NOTICES_BEFORE);
    setSnapshotMax(app, SNAPSHOT_MAX_BYTES_BEFORE);
  },
);
