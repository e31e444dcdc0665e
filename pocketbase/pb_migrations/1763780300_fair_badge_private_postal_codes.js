/// A fair reliability badge and private addresses (issue 17, docs/adr/0012-a-fair-reliability-badge.md):
/// - users: `endedBookings`, the bookings a member took part in as renter that ended (completed or
///   cancelled by either party), the badge's denominator; kept by lib/reliability-stats.ts and
///   filled here from the bookings already stored.
/// - users and listings: `postalArea`, the first four digits of `postalCode`, is what others see;
///   kept in step by hooks/postal-privacy.pb.ts and filled here. The hooks hide `postalCode` from
///   all but the member (or the listing's owner) and operators; it stays a plain field, because
///   PocketBase ignores a hidden field in a member's own update.
/// Changing `listings` and `users` regenerates the search triggers (lib/listing-search-index.ts),
/// whose stored JSON now leaves the full code out (lib/listing-search-record-json.ts).
const ENDED_BOOKINGS = { type: 'number', name: 'endedBookings', min: 0, onlyInt: true };
const POSTAL_AREA = { type: 'text', name: 'postalArea', max: 4 };
const POSTAL_AREA_SQL = (table) =>
  `UPDATE ${table} SET postalArea = CASE WHEN substr(postalCode, 1, 4) GLOB '[0-9][0-9][0-9][0-9]' THEN substr(postalCode, 1, 4) ELSE '' END`;

/** Saves a change of `listings` or `users` with the search triggers regenerated around it. */
function saveSearched(app, collection) {
  require(`${__hooks}/lib/search.cjs`).changeSearchedCollection(app, () => app.save(collection));
}

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.fields.add(new Field(ENDED_BOOKINGS));
    users.fields.add(new Field(POSTAL_AREA));
    saveSearched(app, users);

    const listings = app.findCollectionByNameOrId('listings');
    listings.fields.add(new Field(POSTAL_AREA));
    saveSearched(app, listings);

    app
      .db()
      .newQuery(
        `UPDATE users SET endedBookings = (SELECT COUNT(*) FROM bookings b WHERE b.renter = users.id AND b.status IN ('completed', 'cancelled'))`,
      )
      .execute();
    app.db().newQuery(POSTAL_AREA_SQL('users')).execute();
    app.db().newQuery(POSTAL_AREA_SQL('listings')).execute();
  },
  (app) => {
    const listings = app.findCollectionByNameOrId('listings');
    listings.fields.removeByName(POSTAL_AREA.name);
    saveSearched(app, listings);

    const users = app.findCollectionByNameOrId('users');
    users.fields.removeByName(POSTAL_AREA.name);
    users.fields.removeByName(ENDED_BOOKINGS.name);
    saveSearched(app, users);
  },
);
