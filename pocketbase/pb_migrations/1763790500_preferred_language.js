/// Issue 19. The language a member reads Partilha in (English or European Portuguese), so a
/// choice made on one device follows them to the next and their e-mails are written in it.
/// Empty until the member's app first saves it; e-mails then fall back to English.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    if (!users.fields.getByName('preferredLanguage')) {
      users.fields.add(new SelectField({ name: 'preferredLanguage', values: ['en', 'pt-PT'], maxSelect: 1 }));
      app.save(users);
    }
  },
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.fields.removeByName('preferredLanguage');
    app.save(users);
  },
);
