/// Rate limits of the website's own routes (per client IP, fixed windows; superusers exempt).
/// The numbers are explained in pocketbase/README.md ("Rate limits").
const MARKET_LIMITS = [
  // Guessing the preview password: ten tries a minute is plenty for a person.
  { label: 'POST /api/market/preview', audience: '', duration: 60, maxRequests: 10 },
  // Newsletter sign-ups from the footer: nobody signs up ten times a minute.
  { label: 'POST /api/market/subscriptions', audience: '', duration: 60, maxRequests: 10 },
];
const LABELS = MARKET_LIMITS.map((rule) => rule.label);

migrate(
  (app) => {
    const settings = app.settings();
    const kept = settings.rateLimits.rules.filter((rule) => !LABELS.includes(rule.label));
    settings.rateLimits.rules = [...kept, ...MARKET_LIMITS];
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules.filter((rule) => !LABELS.includes(rule.label));
    app.save(settings);
  },
);
