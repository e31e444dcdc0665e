/// Rate limits of the account e-mails and of the routes that write bookings, booking messages and
/// reviews (issue 7): per client IP, fixed windows, superusers exempt. Sign-in (`*:auth`), sign-up,
/// record creates and the newsletter were limited before (1763700000_settings.js,
/// 1763701200_market_rate_limits.js). The numbers are explained in pocketbase/README.md
/// ("Rate limits"). PARTILHA_RATE_LIMITS=off turns every limit off for a server that must take
/// bursts no person makes (hooks/rate-limits-environment.pb.ts).
const ACCOUNT_AND_BOOKING_LIMITS = [
  // Each request e-mails an address (PocketBase itself sends one per address per 2 minutes).
  { label: '*:requestPasswordReset', audience: '', duration: 60, maxRequests: 10 },
  { label: '*:requestVerification', audience: '', duration: 60, maxRequests: 10 },
  { label: '*:requestEmailChange', audience: '', duration: 60, maxRequests: 10 },
  // A booking request e-mails and notifies the owner.
  { label: 'POST /api/market/bookings', audience: '', duration: 60, maxRequests: 20 },
  // Status changes, detail edits and cancellations of any booking (prefix rule, one bucket).
  { label: 'POST /api/market/bookings/', audience: '', duration: 60, maxRequests: 60 },
  // Each message notifies the other party.
  { label: 'booking_messages:create', audience: '', duration: 60, maxRequests: 30 },
  { label: 'POST /api/market/reviews', audience: '', duration: 60, maxRequests: 10 },
];
const LABELS = ACCOUNT_AND_BOOKING_LIMITS.map((rule) => rule.label);

migrate(
  (app) => {
    const settings = app.settings();
    const kept = settings.rateLimits.rules.filter((rule) => !LABELS.includes(rule.label));
    settings.rateLimits.rules = [...kept, ...ACCOUNT_AND_BOOKING_LIMITS];
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.rateLimits.rules = settings.rateLimits.rules.filter((rule) => !LABELS.includes(rule.label));
    app.save(settings);
  },
);
