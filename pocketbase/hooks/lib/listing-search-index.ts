import { foldSql } from './listing-search-fold-sql';
import { collectionShape, listingJsonSql, ownerJsonSql, type CollectionShape } from './listing-search-record-json';

/**
 * The search's own tables (pb_migrations/1763711000_listings_search_keys.js creates them, docs/
 * data-model.md "Search" describes them), kept in step with `listings` and `users` by triggers:
 *
 * - listings_search: one narrow row per listing with what the search filters on, and `key`,
 *   which orders rows newest first: KEY_EPOCH_MS minus the creation millisecond, shifted left by
 *   KEY_SLOT_BITS, plus a slot for listings created in the same millisecond. Pages are read in
 *   ascending key order (SQLite and FTS5 read forwards fastest) and stop after one page; ties
 *   inside a millisecond are then put in id order. Narrow rows keep a read's pages few.
 *   Also the folded city (foldSearchText: the place filter and same-city-first compare it), the
 *   city as written (`place`, what the place list shows), and the owner's provider rating.
 * - listings_search_items: by key, `item_tail`, the listing's public JSON without its opening
 *   brace, read only for the rows of a page; and the folded title and the folded rest (description,
 *   category, city) that texts of 1–2 characters are matched against.
 * - listings_search_text: a contentless FTS5 trigram index of the folded title, description,
 *   category and city whose rowid is the key, so a text search also reads newest first and stops
 *   after one page.
 * - listings_search_blocked: (listing, day) for each day the owner blocked (unavailableDates), for
 *   "free on these dates" (booked days are in booked_days already).
 * - listings_search_counts: active listings per (type, category, folded city, city as written),
 *   kept by triggers on listings_search itself (the migration creates them): the place list and
 *   the counts of searches without text, price or dates.
 * - listings_search_owners: `expand_head`, the opening of a result object holding the user's
 *   public JSON as `expand.owner`: `{"expand":{"owner":{…}},`. A result is an owner's
 *   expand_head followed by the listing's item_tail, so a page is a concatenation of stored
 *   text, with no JSON built or parsed per request.
 *
 * The triggers write the JSON of the current schema, so they are generated from it: the
 * migration installs them, and hooks/search.pb.ts drops them before PocketBase changes the
 * `listings` or `users` table (SQLite refuses to drop a column a trigger names) and installs
 * them again afterwards, rebuilding the stored JSON when it changed.
 */

export const KEY_SLOT_BITS = 20;
export const KEY_SLOT_MAX = 2 ** KEY_SLOT_BITS - 1;
/** 2^42 ms after 1970 (year 2109): keys stay positive and within 63 bits until then. */
export const KEY_EPOCH_MS = 2 ** 42;

export const SEARCH_ROWS = 'listings_search';
export const SEARCH_ITEMS = 'listings_search_items';
export const SEARCH_TEXT = 'listings_search_text';
export const SEARCH_OWNERS = 'listings_search_owners';
export const SEARCH_BLOCKED = 'listings_search_blocked';
export const SEARCH_COUNTS = 'listings_search_counts';
const TRIGGER_PREFIX = 'listings_search_';
const OWNER_SUSPENDED = 'ownerSuspended';
const UNAVAILABLE_DATES = 'unavailableDates';
const PROVIDER_RATING = 'ratingAsProvider';

function hasField(collection: CollectionShape, name: string): boolean {
  return collection.fields.some((field) => field.name === name);
}

/** Milliseconds since the epoch of a PocketBase timestamp ("2006-01-02 15:04:05.000Z"). */
export function createdMsSql(created: string): string {
  return `(unixepoch(substr(${created}, 1, 19)) * 1000 + coalesce(CAST(substr(${created}, 21, 3) AS INTEGER), 0))`;
}

/** The first key of a creation millisecond. */
function groupStartSql(created: string): string {
  return `((${KEY_EPOCH_MS} - ${createdMsSql(created)}) << ${KEY_SLOT_BITS})`;
}

/**
 * The status the search filters on: a listing whose owner is suspended leaves search like a
 * suspended listing (docs/console-api.md), so its row says 'suspended' while `ownerSuspended` is
 * set. Schemas from before the console have no such column.
 */
function searchStatusSql(listings: CollectionShape, row: string): string {
  const status = `${row}.status`;
  if (!listings.fields.some((field) => field.name === OWNER_SUSPENDED)) return status;
  return `CASE WHEN ${row}.${OWNER_SUSPENDED} IN (1, '1', 'true') THEN 'suspended' ELSE ${status} END`;
}

/** The owner's rating as a provider (what the listing card's stars show); 0 without one. */
function ownerRatingSql(users: CollectionShape, row: string): string {
  if (!hasField(users, PROVIDER_RATING)) return '0';
  return `coalesce((SELECT u.${PROVIDER_RATING} FROM users u WHERE u.id = ${row}.owner), 0)`;
}

function cityOf(row: string): string {
  return `trim(coalesce(${row}.city, ''))`;
}

function projectedColumns(listings: CollectionShape, users: CollectionShape, row: string): string {
  return [
    `${row}.id`,
    `${row}.owner`,
    searchStatusSql(listings, row),
    `coalesce(${row}.type, '')`,
    `coalesce(${row}.category, '')`,
    `coalesce(${row}.price, 0)`,
    // The place filter and same-city-first compare folded cities (foldSearchText).
    foldSql(cityOf(row)),
    cityOf(row),
    ownerRatingSql(users, row),
  ].join(', ');
}

const ROW_COLUMNS = 'key, listing, owner, status, type, category, price, city, place, rating';
const ITEM_COLUMNS = 'key, item_tail, folded_title, folded_text';
const TEXT_COLUMNS = 'rowid, title, description, category, city';

function itemTailSql(listings: CollectionShape, row: string): string {
  return `substr(${listingJsonSql(listings, row)}, 2)`;
}

function foldedColumn(row: string, name: string): string {
  return foldSql(`coalesce(${row}.${name}, '')`);
}

/** The folded texts an FTS row indexes, after its rowid. */
function textValuesSql(row: string): string {
  return ['title', 'description', 'category', 'city'].map((name) => foldedColumn(row, name)).join(', ');
}

/** The item row's columns after its key. */
function itemValuesSql(listings: CollectionShape, row: string): string {
  const rest = ['description', 'category', 'city'].map((name) => foldedColumn(row, name)).join(` || char(10) || `);
  return `${itemTailSql(listings, row)}, ${foldedColumn(row, 'title')}, ${rest}`;
}

/**
 * The owner's blocked days (unavailableDates, a JSON list of days) of listing row `row`, read from
 * `tables` ('' in a trigger, where `row` is new; 'listings l, ' for every listing).
 */
function blockedDaysSql(listings: CollectionShape, row: string, tables = ''): string {
  if (!hasField(listings, UNAVAILABLE_DATES)) return '';
  const dates = `${row}.${UNAVAILABLE_DATES}`;
  return `INSERT OR IGNORE INTO ${SEARCH_BLOCKED} (listing, day) SELECT ${row}.id, d.value FROM ${tables}json_each(CASE WHEN json_valid(${dates}) AND json_type(${dates}) = 'array' THEN ${dates} ELSE '[]' END) d WHERE d.type = 'text'`;
}

function insertListingSql(listings: CollectionShape, users: CollectionShape): string {
  const start = groupStartSql('new.created');
  const key = `(SELECT key FROM ${SEARCH_ROWS} WHERE listing = new.id)`;
  const blocked = blockedDaysSql(listings, 'new');
  return `INSERT INTO ${SEARCH_ROWS} (${ROW_COLUMNS}) VALUES ((SELECT coalesce(max(key) + 1, ${start}) FROM ${SEARCH_ROWS} WHERE key >= ${start} AND key <= ${start} + ${KEY_SLOT_MAX}), ${projectedColumns(listings, users, 'new')});
  INSERT INTO ${SEARCH_ITEMS} (${ITEM_COLUMNS}) VALUES (${key}, ${itemValuesSql(listings, 'new')});
  INSERT INTO ${SEARCH_TEXT} (${TEXT_COLUMNS}) VALUES (${key}, ${textValuesSql('new')});${
    blocked
      ? `
  ${blocked};`
      : ''
  }`;
}

function deleteListingSql(): string {
  const key = `(SELECT key FROM ${SEARCH_ROWS} WHERE listing = old.id)`;
  return `DELETE FROM ${SEARCH_TEXT} WHERE rowid = ${key};
  DELETE FROM ${SEARCH_ITEMS} WHERE key = ${key};
  DELETE FROM ${SEARCH_BLOCKED} WHERE listing = old.id;
  DELETE FROM ${SEARCH_ROWS} WHERE listing = old.id;`;
}

/** A provider rating change reaches the rows of the owner's listings (the "best rated" order). */
function ownerRatingUpdateSql(users: CollectionShape): string {
  if (!hasField(users, PROVIDER_RATING)) return '';
  return `
  UPDATE ${SEARCH_ROWS} SET rating = coalesce(new.${PROVIDER_RATING}, 0) WHERE owner = new.id AND rating IS NOT coalesce(new.${PROVIDER_RATING}, 0);`;
}

export interface TriggerStatement {
  name: string;
  sql: string;
}

/** The triggers for the current schema of `listings` and `users`. */
export function searchTriggers(listings: CollectionShape, users: CollectionShape): TriggerStatement[] {
  const owner = expandHeadSql(users, 'new');
  const triggers: [string, string, string][] = [
    ['listings_search_listing_insert', 'AFTER INSERT ON listings', insertListingSql(listings, users)],
    // Any change re-keys and re-indexes the row: simpler than tracking which columns moved.
    [
      'listings_search_listing_update',
      'AFTER UPDATE ON listings',
      `${deleteListingSql()}\n  ${insertListingSql(listings, users)}`,
    ],
    ['listings_search_listing_delete', 'AFTER DELETE ON listings', deleteListingSql()],
    [
      'listings_search_owner_insert',
      'AFTER INSERT ON users',
      `INSERT OR REPLACE INTO ${SEARCH_OWNERS} (id, expand_head) VALUES (new.id, ${owner});`,
    ],
    [
      'listings_search_owner_update',
      'AFTER UPDATE ON users',
      `DELETE FROM ${SEARCH_OWNERS} WHERE id = old.id;\n  INSERT OR REPLACE INTO ${SEARCH_OWNERS} (id, expand_head) VALUES (new.id, ${owner});${ownerRatingUpdateSql(users)}`,
    ],
    ['listings_search_owner_delete', 'AFTER DELETE ON users', `DELETE FROM ${SEARCH_OWNERS} WHERE id = old.id;`],
  ];
  return triggers.map(([name, event, body]) => ({
    name,
    sql: `CREATE TRIGGER ${name} ${event} BEGIN\n  ${body}\nEND`,
  }));
}

/** Every row of the search tables, built from scratch (installation, or rows out of step). */
export function rebuildAllSql(listings: CollectionShape, users: CollectionShape): string[] {
  const start = groupStartSql('l.created');
  return [
    `DELETE FROM ${SEARCH_ROWS}`,
    `DELETE FROM ${SEARCH_ITEMS}`,
    `DELETE FROM ${SEARCH_BLOCKED}`,
    `INSERT INTO ${SEARCH_TEXT} (${SEARCH_TEXT}) VALUES ('delete-all')`,
    `INSERT INTO ${SEARCH_ROWS} (${ROW_COLUMNS}) SELECT ${start} + row_number() OVER (PARTITION BY ${start} ORDER BY l.id) - 1, ${projectedColumns(listings, users, 'l')} FROM listings l`,
    `INSERT INTO ${SEARCH_ITEMS} (${ITEM_COLUMNS}) SELECT s.key, ${itemValuesSql(listings, 'l')} FROM ${SEARCH_ROWS} s JOIN listings l ON l.id = s.listing`,
    `INSERT INTO ${SEARCH_TEXT} (${TEXT_COLUMNS}) SELECT s.key, ${textValuesSql('l')} FROM ${SEARCH_ROWS} s JOIN listings l ON l.id = s.listing`,
    blockedDaysSql(listings, 'l', 'listings l, '),
    `INSERT INTO ${SEARCH_TEXT} (${SEARCH_TEXT}) VALUES ('optimize')`,
    ...rebuildOwnersSql(users),
  ].filter((sql) => sql !== '');
}

/**
 * The stored JSON and the filtered status, after a schema change that left the rows themselves in
 * step (the status depends on the schema: see searchStatusSql).
 */
export function rebuildJsonSql(listings: CollectionShape, users: CollectionShape): string[] {
  return [
    `UPDATE ${SEARCH_ROWS} SET status = (SELECT ${searchStatusSql(listings, 'l')} FROM listings l WHERE l.id = ${SEARCH_ROWS}.listing)`,
    `UPDATE ${SEARCH_ITEMS} SET item_tail = (SELECT ${itemTailSql(listings, 'l')} FROM ${SEARCH_ROWS} s JOIN listings l ON l.id = s.listing WHERE s.key = ${SEARCH_ITEMS}.key)`,
    ...rebuildOwnersSql(users),
  ];
}

function rebuildOwnersSql(users: CollectionShape): string[] {
  return [
    `DELETE FROM ${SEARCH_OWNERS}`,
    `INSERT INTO ${SEARCH_OWNERS} (id, expand_head) SELECT u.id, ${expandHeadSql(users, 'u')} FROM users u`,
  ];
}

function expandHeadSql(users: CollectionShape, row: string): string {
  return `'{"expand":{"owner":' || ${ownerJsonSql(users, row)} || '},'`;
}

function run(app: PbApp, sql: string): void {
  app.db().newQuery(sql).execute();
}

function searchTablesExist(app: PbApp): boolean {
  const rows = arrayOf(new DynamicModel({ name: '' }));
  app
    .db()
    .newQuery(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ({:rows}, {:items}, {:owners}, {:blocked}, {:counts}, 'listings')`,
    )
    .bind({
      rows: SEARCH_ROWS,
      items: SEARCH_ITEMS,
      owners: SEARCH_OWNERS,
      blocked: SEARCH_BLOCKED,
      counts: SEARCH_COUNTS,
    })
    .all(rows);
  // The tables of pb_migrations/1763790100_search_places_sorts.js: earlier migrations find them
  // missing and leave the search alone until that one builds it.
  return rows.length === 6;
}

function count(app: PbApp, table: string): number {
  const row = new DynamicModel({ n: 0 });
  app.db().newQuery(`SELECT count(*) AS n FROM ${table}`).one(row);
  return Number(row.n);
}

/** The search triggers in the database now, by name. */
function installedTriggers(app: PbApp): { [name: string]: string } {
  const rows = arrayOf(new DynamicModel({ name: '', sql: '' }));
  app
    .db()
    .newQuery("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name LIKE {:prefix}")
    .bind({ prefix: `${TRIGGER_PREFIX}%` })
    .all(rows);
  const installed: { [name: string]: string } = {};
  for (const row of rows) installed[String(row.name)] = String(row.sql);
  return installed;
}

/** Drops the search triggers and returns them, to compare or restore after a schema change. */
export function dropSearchTriggers(app: PbApp): { [name: string]: string } {
  const installed = installedTriggers(app);
  for (const name of Object.keys(installed)) run(app, `DROP TRIGGER IF EXISTS ${name}`);
  return installed;
}

/** Puts back triggers dropped by dropSearchTriggers (a schema change that failed). */
export function restoreSearchTriggers(app: PbApp, dropped: { [name: string]: string }): void {
  for (const name of Object.keys(dropped)) run(app, dropped[name] as string);
}

/**
 * Makes the triggers match the current schema and the tables match `listings` and `users`.
 * `before` is what was installed before a schema change (default: what is installed now).
 * Does nothing until the migration has created the tables.
 */
export function installSearchIndex(app: PbApp, before?: { [name: string]: string }): void {
  if (!searchTablesExist(app)) return;
  const listings = collectionShape(app.findCollectionByNameOrId('listings') as unknown as PbSearchCollection);
  const users = collectionShape(app.findCollectionByNameOrId('users') as unknown as PbSearchCollection);
  const wanted = searchTriggers(listings, users);
  const installed = installedTriggers(app);
  const previous = before ?? installed;
  const unchanged =
    Object.keys(previous).length === wanted.length && wanted.every((trigger) => previous[trigger.name] === trigger.sql);
  if (unchanged && Object.keys(installed).length === wanted.length) return;

  for (const name of Object.keys(installed)) run(app, `DROP TRIGGER IF EXISTS ${name}`);
  for (const trigger of wanted) run(app, trigger.sql);
  const rowsInStep =
    count(app, SEARCH_ROWS) === count(app, 'listings') &&
    count(app, SEARCH_ITEMS) === count(app, 'listings') &&
    count(app, SEARCH_OWNERS) === count(app, 'users');
  if (!rowsInStep) {
    for (const sql of rebuildAllSql(listings, users)) run(app, sql);
  } else if (!unchanged) {
    for (const sql of rebuildJsonSql(listings, users)) run(app, sql);
  }
}
