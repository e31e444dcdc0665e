/// Application settings that belong to the schema: name, rate limits and the batch API.
/// SMTP, the sender and the public URL come from the environment on every start
/// (hooks/bootstrap.pb.ts, which runs before migrations), so they are not touched here.
migrate(
  (app) => {
    const settings = app.settings();

    settings.meta.appName = 'Partilha';
    // The schema changes only through these migrations, so the dashboard hides its editors.
    settings.meta.hideControls = true;

    // Per client IP, fixed windows. Superusers are exempt. The numbers are explained in
    // pocketbase/README.md ("Rate limits").
    settings.rateLimits.enabled = true;
    settings.rateLimits.rules = [
      { label: '*:auth', audience: '', duration: 60, maxRequests: 60 },
      { label: 'users:create', audience: '', duration: 60, maxRequests: 20 },
      { label: '*:create', audience: '', duration: 10, maxRequests: 60 },
      { label: '/api/batch', audience: '', duration: 10, maxRequests: 20 },
    ];

    // "Mark all as read" sends one update per unread notification in a single batch.
    settings.batch.enabled = true;
    settings.batch.maxRequests = 100;
    settings.batch.timeout = 5;
    settings.batch.maxBodySize = 2 * 1024 * 1024;

    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.rateLimits.enabled = false;
    settings.batch.enabled = false;
    settings.meta.hideControls = false;
    app.save(settings);
  },
);
