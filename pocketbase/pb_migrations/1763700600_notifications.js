/// In-app notifications (spec 000 §3). Created by the server; the user reads their own and may
/// only mark them read (nothing turns a notification back to unread).
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    const bookings = app.findCollectionByNameOrId('bookings');

    const notifications = new Collection({
      type: 'base',
      name: 'notifications',
      listRule: 'user = @request.auth.id',
      viewRule: 'user = @request.auth.id',
      createRule: null,
      updateRule: [
        'user = @request.auth.id',
        '@request.body.read = true',
        '@request.body.user:isset = false',
        '@request.body.type:isset = false',
        '@request.body.booking:isset = false',
        '@request.body.content:isset = false',
        '@request.body.data:isset = false',
      ].join(' && '),
      deleteRule: null,
      fields: [
        { type: 'relation', name: 'user', collectionId: users.id, maxSelect: 1, required: true, cascadeDelete: true },
        { type: 'text', name: 'type', max: 40, required: true },
        { type: 'relation', name: 'booking', collectionId: bookings.id, maxSelect: 1 },
        { type: 'text', name: 'content', max: 1000 },
        { type: 'bool', name: 'read' },
        { type: 'json', name: 'data', maxSize: 20000 },
        { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: [
        // The bell: the latest 20, newest first; the unread count.
        'CREATE INDEX `idx_notifications_user_created` ON `notifications` (`user`, `created`)',
        'CREATE INDEX `idx_notifications_user_read` ON `notifications` (`user`, `read`)',
      ],
    });

    app.save(notifications);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('notifications'));
  },
);
