/// Moderators review reported content (issue 14, docs/adr/0008): they read every review report,
/// as operators do, so the console's live queue and its open-reports figure reach them. Votes stay
/// with their author and operators.
const OWN_OR_OPERATOR = 'user = @request.auth.id || @request.auth.role = "operator"';
const OWN_OR_STAFF = 'user = @request.auth.id || @request.auth.role = "operator" || @request.auth.role = "moderator"';

function setReadRules(app, rule) {
  const reports = app.findCollectionByNameOrId('review_reports');
  reports.listRule = rule;
  reports.viewRule = rule;
  app.save(reports);
}

migrate(
  (app) => setReadRules(app, OWN_OR_STAFF),
  (app) => setReadRules(app, OWN_OR_OPERATOR),
);
