/// Indexes of the console's reads (issue 14, hooks/lib/console-reads-*.ts): the tables and the
/// CSV exports read newest first with the id breaking ties of the same creation time, and the
/// exports page by the pair (created, id) (lib/console-csv.ts). With (created, id) in one index a
/// page is one range read of the index in order (EXPLAIN QUERY PLAN: `SEARCH … USING INDEX
/// (created,id)<(?,?)`); with `created` alone SQLite adds a temporary B-tree to order the ids of
/// each creation time.
const INDEXES = {
  subscriptions: ['idx_subscriptions_created_id', '`created`, `id`'],
  bookings: ['idx_bookings_created_id', '`created`, `id`'],
  audit_log: ['idx_audit_log_created_id', '`created`, `id`'],
};

migrate(
  (app) => {
    for (const name of Object.keys(INDEXES)) {
      const collection = app.findCollectionByNameOrId(name);
      const [index, columns] = INDEXES[name];
      collection.addIndex(index, false, columns, '');
      app.save(collection);
    }
  },
  (app) => {
    for (const name of Object.keys(INDEXES)) {
      const collection = app.findCollectionByNameOrId(name);
      collection.removeIndex(INDEXES[name][0]);
      app.save(collection);
    }
  },
);
