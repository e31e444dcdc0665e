import { categoriesNamedBy, priceBandRange, type SearchQuery } from '@partilha/domain';
import {
  KEY_EPOCH_MS,
  KEY_SLOT_BITS,
  KEY_SLOT_MAX,
  SEARCH_BLOCKED,
  SEARCH_COUNTS,
  SEARCH_ITEMS,
  SEARCH_OWNERS,
  SEARCH_ROWS,
  SEARCH_TEXT,
} from './listing-search-index';
import type { SearchCursor } from './listing-search-query';

/**
 * The SQL statements of GET /api/market/search (listing-search-page.ts runs them): reads of the
 * search tables (listing-search-index.ts), each stopping after a given number of rows and
 * returning the rows' stored JSON with them.
 *
 * - Newest and best match read in ascending `key` order (newest first), from the index that fits
 *   the filters or from the trigram FTS index when there is a search text of three characters or
 *   more, in segments: best match reads the title matches, then the others; a preferred city
 *   (same-city-first) splits each into that city, then the others.
 * - Price and rating read one index in (value, key) order (INDEXED BY: without statistics SQLite
 *   would rather sort a filter's rows than walk the order's index), checking a text's matches.
 *
 * SQLite here is modernc's Go translation: it prepares every statement again on every call
 * (database/sql's prepared statements included), parses slowly, and maps and unmaps memory for
 * each temporary table. So a page is usually one short statement per segment, and the ordering
 * inside a millisecond is done by the caller.
 */

/** The trigram index needs at least three characters to match. */
export const TRIGRAM_MIN_LENGTH = 3;

/** The bounds a listing's price must meet: band first, then min and max (all inclusive). */
export function priceBounds(query: SearchQuery): { op: '>' | '>=' | '<='; value: number }[] {
  const bounds: { op: '>' | '>=' | '<='; value: number }[] = [];
  if (query.priceRange !== '') {
    const band = priceBandRange(query.priceRange);
    bounds.push({ op: band.minInclusive ? '>=' : '>', value: band.min });
    if (band.max !== null) bounds.push({ op: '<=', value: band.max });
  }
  if (query.minPrice !== undefined) bounds.push({ op: '>=', value: query.minPrice });
  if (query.maxPrice !== undefined) bounds.push({ op: '<=', value: query.maxPrice });
  return bounds;
}

/** Characters as FTS5 counts them (code points, not UTF-16 units). */
function codePoints(text: string): number {
  let count = 0;
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    // A high surrogate starts a pair that is one character.
    if (unit < 0xd800 || unit > 0xdbff) count += 1;
  }
  return count;
}

/** Escapes a search text as one FTS5 phrase: a substring match under the trigram tokenizer. */
export function ftsPhrase(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * The spellings of a short (1–2 character) search text that a case-insensitive match accepts:
 * each character as given (already lower case) or upper-cased. The trigram index cannot serve
 * these, so rows are checked one by one with instr(), which has no wildcards to escape.
 */
export function caseVariants(text: string): string[] {
  let variants = [''];
  for (const char of text) {
    const upper = char.toUpperCase();
    const spellings = upper !== char && [...upper].length === 1 ? [char, upper] : [char];
    variants = variants.flatMap((prefix) => spellings.map((spelling) => prefix + spelling));
  }
  return variants;
}

type Params = { [key: string]: unknown };
/** Which text matches a read takes: all of them, the title matches, or the others. */
type TextPart = 'all' | 'title' | 'rest';
type TextKind = 'none' | 'fts' | 'short';

function textKind(query: SearchQuery): TextKind {
  if (query.search === '') return 'none';
  return codePoints(query.search) >= TRIGRAM_MIN_LENGTH ? 'fts' : 'short';
}

/** The filters every read and the count apply; `s` is the listings_search row. */
function filterWhere(query: SearchQuery, params: Params): string[] {
  const where = ["s.status = 'active'"];
  if (query.type !== 'all') {
    where.push('s.type = {:type}');
    params.type = query.type;
  }
  if (query.category !== '') {
    where.push('s.category = {:category}');
    params.category = query.category;
  }
  priceBounds(query).forEach((bound, index) => {
    where.push(`s.price ${bound.op} {:price${index}}`);
    params[`price${index}`] = bound.value;
  });
  if (query.place !== '') {
    where.push('s.city = {:place}');
    params.place = query.place;
  }
  if (query.from !== '' && query.to !== '') {
    // Free on these dates: no day the owner blocked and no booked day in the range.
    params.from = query.from;
    params.to = query.to;
    where.push(
      `NOT EXISTS (SELECT 1 FROM ${SEARCH_BLOCKED} b WHERE b.listing = s.listing AND b.day BETWEEN {:from} AND {:to})`,
      'NOT EXISTS (SELECT 1 FROM booked_days d WHERE d.listing = s.listing AND d.day BETWEEN {:from} AND {:to})',
    );
  }
  return where;
}

/** The FTS5 query of a text part: a title column filter, and NOT it for the rest. */
function ftsQuery(text: string, part: TextPart): string {
  const phrase = ftsPhrase(text);
  if (part === 'title') return `title : ${phrase}`;
  if (part === 'rest') return `${phrase} NOT title : ${phrase}`;
  return phrase;
}

/** A short text checked row by row in the folded copies (`i` is the listings_search_items row). */
function shortTextWhere(query: SearchQuery, params: Params, part: TextPart): string {
  const variants = caseVariants(query.search);
  const inTitle: string[] = [];
  const inRest: string[] = [];
  variants.forEach((variant, index) => {
    params[`text${index}`] = variant;
    inTitle.push(`instr(i.folded_title, {:text${index}})`);
    inRest.push(`instr(i.folded_text, {:text${index}})`);
  });
  if (part === 'title') return `(${inTitle.join(' OR ')})`;
  if (part === 'rest') return `NOT (${inTitle.join(' OR ')}) AND (${inRest.join(' OR ')})`;
  return `(${inTitle.concat(inRest).join(' OR ')})`;
}

/**
 * The categories the text names in either language (issue 19: "jardinagem" finds gardening
 * listings written in English), bound as parameters, as an SQL list; null when it names none.
 * Short texts (1–2 characters) name none.
 */
function namedCategoriesList(query: SearchQuery, params: Params): string | null {
  const categories = categoriesNamedBy(query.search);
  if (categories.length === 0) return null;
  return categories
    .map((category, index) => {
      params[`named${index}`] = category;
      return `{:named${index}}`;
    })
    .join(', ');
}

/** The rows an FTS query matches, as a condition on `s.key`. */
function ftsKeysIn(params: Params, part: TextPart, text: string): string {
  const name = `match_${part}`;
  params[name] = ftsQuery(text, part);
  return `s.key IN (SELECT rowid FROM ${SEARCH_TEXT} WHERE ${SEARCH_TEXT} MATCH {:${name}})`;
}

/**
 * A text's matches or a category it names: every row for 'all', the rest (not a title match) for
 * 'rest'. Title matches are read from the FTS index as before.
 */
function textOrNamedWhere(query: SearchQuery, params: Params, part: 'all' | 'rest', named: string): string {
  const either = `(${ftsKeysIn(params, 'all', query.search)} OR s.category IN (${named}))`;
  if (part === 'all') return either;
  return `NOT ${ftsKeysIn(params, 'title', query.search)} AND ${either}`;
}

/** Where a segment's rows come from; `s` is the listings_search row. */
export interface Segment {
  from: string;
  /** The column that is the row's key in this source (the FTS rowid or s.key). */
  key: string;
  where: string[];
  /** The segment's place in the order (0 first); cursors name it. */
  rank: number;
}

/**
 * The index a newest-first read walks (in key order within its equal values): named, so that
 * SQLite, which plans every statement again on every call here, weighs one index instead of all
 * of the table's.
 */
function keyIndex(query: SearchQuery, sameCity: boolean): string {
  if (query.category !== '') return 'idx_search_rows_category';
  if (query.type !== 'all') return 'idx_search_rows_type';
  if (query.place !== '' || sameCity) return 'idx_search_rows_city';
  return 'idx_search_rows_status';
}

/** A newest-first source of the query's rows, narrowed to one text part. */
function keySource(query: SearchQuery, params: Params, part: TextPart, sameCity = false): Omit<Segment, 'rank'> {
  const where = filterWhere(query, params);
  const kind = textKind(query);
  const rows = `${SEARCH_ROWS} s INDEXED BY ${keyIndex(query, sameCity)}`;
  if (kind === 'none') return { from: rows, key: 's.key', where };
  // Title matches are the text's own; the categories it names join the other part.
  const named = kind === 'fts' && part !== 'title' ? namedCategoriesList(query, params) : null;
  if (named !== null && part !== 'title')
    return { from: rows, key: 's.key', where: where.concat(textOrNamedWhere(query, params, part, named)) };
  if (kind === 'fts') {
    const name = `match_${part}`;
    params[name] = ftsQuery(query.search, part);
    // CROSS JOIN keeps the FTS index outside, read newest first; rows are found by key alone.
    return {
      from: `${SEARCH_TEXT} t CROSS JOIN ${SEARCH_ROWS} s NOT INDEXED ON s.key = t.rowid`,
      key: 't.rowid',
      where: [`${SEARCH_TEXT} MATCH {:${name}}`].concat(where),
    };
  }
  return {
    from: `${rows} CROSS JOIN ${SEARCH_ITEMS} i ON i.key = s.key`,
    key: 's.key',
    where: where.concat(shortTextWhere(query, params, part)),
  };
}

const SLOT = KEY_SLOT_BITS;
/** The keys of the cursor's millisecond. */
const CURSOR_GROUP_START = `((${KEY_EPOCH_MS} - CAST({:cursorMs} AS INTEGER)) << ${SLOT})`;
const CURSOR_GROUP_END = `(${CURSOR_GROUP_START} + ${KEY_SLOT_MAX})`;

/** Rows after the cursor: earlier milliseconds, or the cursor's millisecond with a lower id. */
function afterCursor(key: string): string {
  return `${key} >= ${CURSOR_GROUP_START} AND (${key} > ${CURSOR_GROUP_END} OR s.listing < {:cursorId})`;
}

/** Newest first or best match, read in key order segment by segment. */
export interface KeyPlan {
  kind: 'key';
  /** Read in order (rank order). */
  segments: Segment[];
  /** Bound to every statement of the plan. */
  params: Params;
}

/** Price or rating: one read in (value, key) order. */
export interface ValuePlan {
  kind: 'value';
  from: string;
  where: string[];
  /** The sort value's column. */
  column: string;
  descending: boolean;
  params: Params;
}

export type SearchPlan = KeyPlan | ValuePlan;

/** The cursor fits the plan's kind of order (a page of another order's cursor does not). */
export function cursorFitsPlan(plan: SearchPlan, cursor: SearchCursor | null): boolean {
  return cursor === null || cursor.kind === plan.kind;
}

function keyPlan(query: SearchQuery, cursor: SearchCursor | null): KeyPlan {
  const params: Params = {};
  const parts: TextPart[] = query.sort === 'best' && query.search !== '' ? ['title', 'rest'] : ['all'];
  // Same-city-first, unless a place already narrows the search to one city.
  const cities: (boolean | null)[] = query.city !== '' && query.place === '' ? [true, false] : [null];
  if (cities[0] !== null) params.city = query.city;
  const keyCursor = cursor && cursor.kind === 'key' ? cursor : null;
  if (keyCursor) {
    params.cursorMs = keyCursor.ms;
    params.cursorId = keyCursor.id;
  }
  const segments: Segment[] = [];
  for (const part of parts) {
    for (const sameCity of cities) {
      const rank = segments.length;
      const src = keySource(query, params, part, sameCity === true);
      const where = src.where.slice();
      if (sameCity !== null) where.push(sameCity ? 's.city = {:city}' : 's.city != {:city}');
      segments.push({ ...src, where, rank });
    }
  }
  if (!keyCursor) return { kind: 'key', segments, params };
  // Segments before the cursor's are done; the cursor's own continues after its row.
  const remaining = segments
    .filter((segment) => segment.rank >= keyCursor.rank)
    .map((segment) =>
      segment.rank === keyCursor.rank ? { ...segment, where: segment.where.concat(afterCursor(segment.key)) } : segment,
    );
  return { kind: 'key', segments: remaining, params };
}

const VALUE_ORDERS = {
  'price-asc': { column: 's.price', descending: false, index: 'price' },
  'price-desc': { column: 's.price', descending: true, index: 'price_desc' },
  rating: { column: 's.rating', descending: true, index: 'rating' },
} as const;

const INTEGER = /^-?\d{1,19}$/;

function checkKey(key: string): string {
  if (!INTEGER.test(key)) throw new Error(`Not a search key: ${key}`);
  return key;
}

function valuePlan(query: SearchQuery, cursor: SearchCursor | null, sort: keyof typeof VALUE_ORDERS): ValuePlan {
  const params: Params = {};
  const order = VALUE_ORDERS[sort];
  const where = filterWhere(query, params);
  // The order's index, narrowed to the place when there is one.
  const index = `idx_search_rows_${query.place !== '' ? 'city_' : ''}${order.index}`;
  const kind = textKind(query);
  let from = `${SEARCH_ROWS} s INDEXED BY ${index}`;
  if (kind === 'fts') {
    // The order's index is walked and each row checked against the text's matches (gathered once,
    // as keys only): a common text fills a page after a few rows, where sorting its thousands of
    // matches took the 100k bench's p95 to 200 ms.
    const named = namedCategoriesList(query, params);
    where.push(named === null ? ftsKeysIn(params, 'all', query.search) : textOrNamedWhere(query, params, 'all', named));
  } else if (kind === 'short') {
    from += ` CROSS JOIN ${SEARCH_ITEMS} i ON i.key = s.key`;
    where.push(shortTextWhere(query, params, 'all'));
  }
  if (cursor && cursor.kind === 'value') {
    params.cursorValue = cursor.value;
    // Bound, as text of digits (the cursor's pattern): the key column's affinity reads it as a number.
    params.cursorKey = checkKey(cursor.key);
    const beyond = order.descending ? '<' : '>';
    where.push(
      `${order.column} ${beyond}= {:cursorValue} AND (${order.column} ${beyond} {:cursorValue} OR s.key > {:cursorKey})`,
    );
  }
  return { kind: 'value', from, where, column: order.column, descending: order.descending, params };
}

/** The reads of a search and their parameters, for the page after `cursor`. */
export function planSearch(query: SearchQuery, cursor: SearchCursor | null): SearchPlan {
  if (query.sort === 'newest' || query.sort === 'best') return keyPlan(query, cursor);
  return valuePlan(query, cursor, query.sort);
}

/**
 * Numbers SQLite's planner looks at (LIMIT) are written into the statement: bound as parameters,
 * they make SQLite prepare the statement a second time on every run. Keys read from the search
 * tables are written too; both are checked. A cursor's key, from the request, is bound.
 */
function count(value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`Not a row count: ${value}`);
  return value;
}

/**
 * A read: per row its key (as text: keys need 63 bits), `grp` (key >> KEY_SLOT_BITS, one value
 * per creation millisecond), listing id and result object (the owner's stored expand_head, or a
 * plain opening brace, then the listing's item_tail), in key order. Rows rather than one
 * concatenated text: modernc's allocator maps and unmaps memory for every buffer over 16 KB.
 */
function readSql(segment: Segment, where: string[], tail: string): string {
  const read = `SELECT ${segment.key} AS key, s.listing AS listing, s.owner AS owner FROM ${segment.from} WHERE ${where.join(' AND ')} ORDER BY ${segment.key}${tail}`;
  return (
    `SELECT CAST(p.key AS TEXT) AS key, p.key >> ${SLOT} AS grp, p.listing AS id, coalesce(o.expand_head, '{') || i.item_tail AS item ` +
    `FROM (${read}) p JOIN ${SEARCH_ITEMS} i ON i.key = p.key LEFT JOIN ${SEARCH_OWNERS} o ON o.id = p.owner ORDER BY p.key`
  );
}

/** The first `limit` rows of a segment in key order. */
export function segmentReadSql(segment: Segment, limit: number): string {
  return readSql(segment, segment.where, ` LIMIT ${count(limit)}`);
}

/** The rows of a segment after key `after` in the same millisecond (a page cut inside one). */
export function segmentRestOfMillisecondSql(segment: Segment, after: string): string {
  checkKey(after);
  const groupEnd = `(((${after} >> ${SLOT}) << ${SLOT}) + ${KEY_SLOT_MAX})`;
  return readSql(segment, segment.where.concat(`${segment.key} > ${after}`, `${segment.key} <= ${groupEnd}`), '');
}

/** The first `limit` rows of a price or rating order: key (as text), value `v`, id and item. */
export function valueReadSql(plan: ValuePlan, limit: number): string {
  const direction = plan.descending ? ' DESC' : '';
  const read = `SELECT s.key AS key, ${plan.column} AS v, s.listing AS listing, s.owner AS owner FROM ${plan.from} WHERE ${plan.where.join(' AND ')} ORDER BY ${plan.column}${direction}, s.key LIMIT ${count(limit)}`;
  return (
    `SELECT CAST(p.key AS TEXT) AS key, p.v AS v, p.listing AS id, coalesce(o.expand_head, '{') || i.item_tail AS item ` +
    `FROM (${read}) p JOIN ${SEARCH_ITEMS} i ON i.key = p.key LEFT JOIN ${SEARCH_OWNERS} o ON o.id = p.owner ORDER BY p.v${direction}, p.key`
  );
}

/**
 * How many listings match the query's filters (GET /api/market/search/count): from the counts table when
 * only type, category and place narrow the search, else a count of the matching rows.
 */
export function countSql(query: SearchQuery): { sql: string; params: Params } {
  const params: Params = {};
  const dates = query.from !== '' && query.to !== '';
  if (textKind(query) === 'none' && priceBounds(query).length === 0 && !dates) {
    const counted = ['1 = 1'];
    const narrow = (column: string, value: string) => {
      if (value === '') return;
      counted.push(`${column} = {:${column}}`);
      params[column] = value;
    };
    narrow('type', query.type === 'all' ? '' : query.type);
    narrow('category', query.category);
    narrow('city', query.place);
    return { sql: `SELECT coalesce(sum(n), 0) AS n FROM ${SEARCH_COUNTS} WHERE ${counted.join(' AND ')}`, params };
  }
  const src = keySource(query, params, 'all');
  return { sql: `SELECT count(*) AS n FROM ${src.from} WHERE ${src.where.join(' AND ')}`, params };
}
