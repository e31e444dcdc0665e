/**
 * A record's public JSON, written as one SQLite expression over a table row: the same object the
 * record API sends to a guest (PocketBase's Record.PublicExport: every field that is not hidden,
 * collectionId and collectionName; for users, the profile privacy of user-fields.ts). The search
 * stores these objects when a listing or a user is written, so a search page is a concatenation
 * of stored text instead of per-request serialisation (tests/api/search.test.ts compares them
 * with the record API's answers).
 */

export interface FieldShape {
  name: string;
  /** PocketBase's field type: text, number, bool, json, select, relation, file, date, … */
  type: string;
  hidden: boolean;
  /** select, relation and file fields holding a list (maxSelect > 1). */
  multiple: boolean;
}

export interface CollectionShape {
  id: string;
  name: string;
  fields: FieldShape[];
}

/**
 * Profile fields others never see, and fields shown only when the user chose to
 * (applyProfilePrivacy in user-fields.ts, as seen by a guest). The e-mail is never public
 * (DESIGN.md: self and operators only), whatever emailVisibility says; nor is the full postal
 * code, of a profile or a listing (ADR 0012: others see `postalArea`, lib/postal-privacy.ts),
 * nor the language a member reads in (issue 19: one of their own settings, user-fields.ts).
 */
const POSTAL_CODE = 'postalCode';
const OWNER_NEVER_PUBLIC = ['email', 'notifyEmail', 'notifyPush', 'notifyMarketing', 'preferredLanguage', POSTAL_CODE];
const LISTING_NEVER_PUBLIC = [POSTAL_CODE];
const OWNER_SHOWN_WHEN: { [field: string]: string } = { phoneNumber: 'showPhone' };
/** Auth collections never export these, hidden or not. */
const AUTH_SECRETS = ['password', 'tokenKey'];

export function sqlString(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

export function sqlColumn(row: string, name: string): string {
  return `${row}."${name.replace(/"/g, '""')}"`;
}

const TEXT_TYPES = ['text', 'email', 'url', 'editor', 'date', 'autodate', 'password', 'select', 'relation', 'file'];

/** The JSON value of one stored column, as PocketBase reads and serialises it. */
export function fieldValueSql(field: FieldShape, row: string): string {
  const column = sqlColumn(row, field.name);
  if (field.multiple) {
    // A list is stored as a JSON array; PocketBase reads a lone value as a one-item list.
    return `CASE WHEN ${column} IS NULL OR ${column} = '' THEN json_array() WHEN json_valid(${column}) THEN (CASE WHEN json_type(${column}) = 'array' THEN json(${column}) ELSE json_array(${column}) END) ELSE json_array(${column}) END`;
  }
  switch (field.type) {
    case 'number':
      return `coalesce(${column}, 0)`;
    case 'bool':
      return `CASE WHEN ${column} IN (1, '1', 'true') THEN json('true') ELSE json('false') END`;
    case 'json':
      return `CASE WHEN json_valid(${column}) THEN json(${column}) END`;
    case 'geoPoint':
      return `CASE WHEN json_valid(${column}) THEN json(${column}) ELSE json_object('lon', 0, 'lat', 0) END`;
    default:
      if (TEXT_TYPES.includes(field.type)) return `coalesce(${column}, '')`;
      // A new field type must be mapped here, or search results would silently differ.
      throw new Error(`The search cannot serialise the ${field.type} field "${field.name}".`);
  }
}

/** json_object(...) of the named values, keys in the byte order Go's encoder uses. */
function jsonObjectSql(entries: [string, string][]): string {
  const sorted = [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `json_object(${sorted.map(([key, value]) => `${sqlString(key)}, ${value}`).join(', ')})`;
}

function exportedFields(collection: CollectionShape, leaveOut: readonly string[]): FieldShape[] {
  return collection.fields.filter((field) => !field.hidden && !leaveOut.includes(field.name));
}

function collectionEntries(collection: CollectionShape): [string, string][] {
  return [
    ['collectionId', sqlString(collection.id)],
    ['collectionName', sqlString(collection.name)],
  ];
}

/** A listing as the record API shows it to anyone (no expand). */
export function listingJsonSql(listings: CollectionShape, row: string): string {
  const fields = exportedFields(listings, LISTING_NEVER_PUBLIC).map((field): [string, string] => [
    field.name,
    fieldValueSql(field, row),
  ]);
  return jsonObjectSql([...collectionEntries(listings), ...fields]);
}

/** A user as a guest sees them: the public profile of the listing's owner. */
export function ownerJsonSql(users: CollectionShape, row: string): string {
  const conditional = Object.keys(OWNER_SHOWN_WHEN);
  const fields = exportedFields(users, [...AUTH_SECRETS, ...OWNER_NEVER_PUBLIC, ...conditional]).map(
    (field): [string, string] => [field.name, fieldValueSql(field, row)],
  );
  const base = jsonObjectSql([...collectionEntries(users), ...fields]);
  const names = new Set(users.fields.map((field) => field.name));
  const shown = conditional
    .filter((name) => names.has(name) && names.has(OWNER_SHOWN_WHEN[name] as string))
    .map((name): [string, string] => {
      const field = users.fields.find((candidate) => candidate.name === name) as FieldShape;
      const flag = sqlColumn(row, OWNER_SHOWN_WHEN[name] as string);
      return [name, `CASE WHEN ${flag} IN (1, '1', 'true') THEN ${fieldValueSql(field, row)} END`];
    });
  // A merge patch adds the keys whose value is set and drops those that are null.
  return shown.length === 0 ? base : `json_patch(${base}, ${jsonObjectSql(shown)})`;
}

/** The shape of a PocketBase collection object in a hook (goja). */
export function collectionShape(collection: PbSearchCollection): CollectionShape {
  const fields: FieldShape[] = [];
  for (const field of collection.fields) {
    fields.push({
      name: field.getName(),
      type: field.type(),
      hidden: field.getHidden(),
      multiple: typeof field.isMultiple === 'function' ? field.isMultiple() : false,
    });
  }
  return { id: collection.id, name: collection.name, fields };
}
