/// Issue 21: private calendar feeds (hooks/calendar-feeds.pb.ts, lib/calendar-feeds.ts).
/// users.calendarToken: the secret of a member's feed address, '' when off. Hidden: the API never
/// returns it with the profile; the member reads and changes it through /api/market/calendar/feed.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.fields.add(new Field({ type: 'text', name: 'calendarToken', max: 64, hidden: true }));
    users.indexes = users.indexes.concat([
      "CREATE UNIQUE INDEX `idx_users_calendar_token` ON `users` (`calendarToken`) WHERE `calendarToken` != ''",
    ]);
    app.save(users);
  },
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.indexes = users.indexes.filter((index) => !index.includes('idx_users_calendar_token'));
    users.fields.removeByName('calendarToken');
    app.save(users);
  },
);
