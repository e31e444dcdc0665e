// Full-text search for GET /api/market/search: an FTS5 table with the trigram tokenizer over each
// listing's title, description and category (case-insensitive substring matching, as the spec
// asks), kept in sync with `listings` by triggers, plus keyset indexes for newest-first pages.
// The FTS table holds the listing id, not the rowid, so it survives PocketBase rebuilding the
// listings table when a later migration changes its fields; the triggers are re-created here and
// must be re-created by any migration that rebuilds `listings` (the search API tests would fail).
const SEARCH_INDEXES = [
  'CREATE INDEX `idx_listings_search_all` ON `listings` (`status`, `created` DESC, `id` DESC)',
  'CREATE INDEX `idx_listings_search_type` ON `listings` (`status`, `type`, `created` DESC, `id` DESC)',
  'CREATE INDEX `idx_listings_search_category` ON `listings` (`status`, `category`, `created` DESC, `id` DESC)',
];

migrate(
  (app) => {
    app
      .db()
      .newQuery(
        "CREATE VIRTUAL TABLE IF NOT EXISTS listings_fts USING fts5(listing UNINDEXED, title, description, category, tokenize = 'trigram case_sensitive 0')",
      )
      .execute();
    for (const statement of [
      'DROP TRIGGER IF EXISTS listings_fts_after_insert',
      'DROP TRIGGER IF EXISTS listings_fts_after_update',
      'DROP TRIGGER IF EXISTS listings_fts_after_delete',
      `CREATE TRIGGER listings_fts_after_insert AFTER INSERT ON listings BEGIN
         INSERT INTO listings_fts (listing, title, description, category) VALUES (new.id, new.title, new.description, new.category);
       END`,
      `CREATE TRIGGER listings_fts_after_update AFTER UPDATE OF title, description, category ON listings BEGIN
         DELETE FROM listings_fts WHERE listing = old.id;
         INSERT INTO listings_fts (listing, title, description, category) VALUES (new.id, new.title, new.description, new.category);
       END`,
      `CREATE TRIGGER listings_fts_after_delete AFTER DELETE ON listings BEGIN
         DELETE FROM listings_fts WHERE listing = old.id;
       END`,
      'DELETE FROM listings_fts',
      'INSERT INTO listings_fts (listing, title, description, category) SELECT id, title, description, category FROM listings',
    ]) {
      app.db().newQuery(statement).execute();
    }
    // Keyset pages, newest first, for each way the search narrows the listings; declared on the
    // collection so PocketBase keeps them when it rebuilds the table.
    const listings = app.findCollectionByNameOrId('listings');
    listings.indexes = listings.indexes.concat(SEARCH_INDEXES);
    app.save(listings);
  },
  (app) => {
    for (const statement of [
      'DROP TRIGGER IF EXISTS listings_fts_after_insert',
      'DROP TRIGGER IF EXISTS listings_fts_after_update',
      'DROP TRIGGER IF EXISTS listings_fts_after_delete',
      'DROP TABLE IF EXISTS listings_fts',
    ]) {
      app.db().newQuery(statement).execute();
    }
    const listings = app.findCollectionByNameOrId('listings');
    listings.indexes = listings.indexes.filter((index) => !SEARCH_INDEXES.includes(index));
    app.save(listings);
  },
);
