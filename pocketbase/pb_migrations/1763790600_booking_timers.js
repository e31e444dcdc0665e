/// Issue 21: bookings that look after themselves (packages/domain/src/booking/booking-timers.ts,
/// hooks/booking-timers.pb.ts, docs/adr/0023-booking-timers.md).
///
/// - bookings.requestedAt: when the request was made, by the server's clock (the Go request route
///   sets it; earlier bookings take their `created`). An unanswered request's reminders and expiry
///   count from it. bookings.expiredAt: set when the job rejects a request nobody answered.
/// - booking_reminders: one row per reminder sent, unique per (booking, kind), written in the
///   transaction that writes the reminder's notification, so no restart or overlapping run sends
///   one twice. Nobody reads or writes it over the API (no rules: superusers only).
/// - booking_timer_settings: the periods, one row; operators read it, and change it only through
///   POST /api/console/settings/booking-timers, which audits the change.
const OPERATOR = '@request.auth.role = "operator"';
const AUDIT_ACTION = 'settings.bookingTimers';
const DEFAULTS = { firstReminderHours: 24, secondReminderHours: 48, expiryHours: 72, autoCompleteHours: 48 };
const hours = (name) => ({ type: 'number', name, min: 1, max: 720, onlyInt: true, required: true });

migrate(
  (app) => {
    const bookings = app.findCollectionByNameOrId('bookings');
    bookings.fields.add(new Field({ type: 'date', name: 'requestedAt' }));
    bookings.fields.add(new Field({ type: 'date', name: 'expiredAt' }));
    // The job's two questions: requests by age, approved bookings by last day.
    bookings.indexes = bookings.indexes.concat([
      'CREATE INDEX `idx_bookings_status_requested_at` ON `bookings` (`status`, `requestedAt`)',
      'CREATE INDEX `idx_bookings_status_end_date` ON `bookings` (`status`, `endDate`)',
    ]);
    app.save(bookings);
    app
      .db()
      .newQuery("UPDATE bookings SET requestedAt = created WHERE requestedAt = '' OR requestedAt IS NULL")
      .execute();

    const reminders = new Collection({
      type: 'base',
      name: 'booking_reminders',
      listRule: null,
      viewRule: null,
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
        {
          type: 'select',
          name: 'kind',
          values: ['request-first', 'request-second', 'completion'],
          maxSelect: 1,
          required: true,
        },
        { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
      ],
      indexes: ['CREATE UNIQUE INDEX `idx_booking_reminders_booking_kind` ON `booking_reminders` (`booking`, `kind`)'],
    });
    app.save(reminders);

    const settings = new Collection({
      type: 'base',
      name: 'booking_timer_settings',
      listRule: OPERATOR,
      viewRule: OPERATOR,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        hours('firstReminderHours'),
        hours('secondReminderHours'),
        hours('expiryHours'),
        hours('autoCompleteHours'),
        // When an operator last changed them (empty: the defaults of this migration).
        { type: 'date', name: 'changedAt' },
      ],
    });
    app.save(settings);
    const row = new Record(settings);
    for (const [name, value] of Object.entries(DEFAULTS)) row.set(name, value);
    app.save(row);

    const audit = app.findCollectionByNameOrId('audit_log');
    const action = audit.fields.getByName('action');
    if (!action.values.includes(AUDIT_ACTION)) action.values = action.values.concat([AUDIT_ACTION]);
    app.save(audit);
  },
  (app) => {
    const audit = app.findCollectionByNameOrId('audit_log');
    const action = audit.fields.getByName('action');
    action.values = action.values.filter((name) => name !== AUDIT_ACTION);
    app.save(audit);
    app.delete(app.findCollectionByNameOrId('booking_timer_settings'));
    app.delete(app.findCollectionByNameOrId('booking_reminders'));
    const bookings = app.findCollectionByNameOrId('bookings');
    bookings.indexes = bookings.indexes.filter(
      (index) => !index.includes('idx_bookings_status_requested_at') && !index.includes('idx_bookings_status_end_date'),
    );
    bookings.fields.removeByName('requestedAt');
    bookings.fields.removeByName('expiredAt');
    app.save(bookings);
  },
);
