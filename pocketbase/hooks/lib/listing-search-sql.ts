import { priceBandRange, type SearchQuery } from '@partilha/domain';
import {
  KEY_EPOCH_MS,
  KEY_SLOT_BITS,
  KEY_SLOT_MAX,
  SEARCH_ITEMS,
  SEARCH_OWNERS,
  SEARCH_ROWS,
  SEARCH_TEXT,
} from './listing-search-index';
import type { SearchCursor } from './listing-search-query';

/**
 * The SQL statements of GET /api/market/search (listing-search-page.ts runs them): reads of the
 * search tables (listing-search-index.ts) in ascending `key` order, newest first, from the index
 * that fits the filters or from the trigram FTS index when there is a search text of three
 * characters or more, each stopping after a given number of rows and returning the rows' stored
 * JSON with them.
 *
 * SQLite here is modernc's Go translation: it prepares every statement again on every call
 * (database/sql's prepared statements included), parses slowly, and maps and unmaps memory for
 * each temporary table. So a page is usually one short statement per segment, without sorts or
 * temporary tables, and the ordering inside a millisecond is done by the caller.
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

/** SQLite's lower() folds ASCII letters only; the stored city was folded the same way. */
export function asciiLower(text: string): string {
  return text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

/** Where a segment's rows come from; `s` is the listings_search row. */
export interface Segment {
  from: string;
  /** The column that is the row's key in this source (the FTS rowid or s.key). */
  key: string;
  where: string[];
  /** 1 for the same-city part of a city-first search. */
  cityMatch: 0 | 1;
}

interface Source {
  from: string;
  key: string;
  where: string[];
}

function source(query: SearchQuery, params: { [key: string]: unknown }): Source {
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
  if (query.search === '') return { from: `${SEARCH_ROWS} s`, key: 's.key', where };

  if (codePoints(query.search) >= TRIGRAM_MIN_LENGTH) {
    params.match = ftsPhrase(query.search);
    // CROSS JOIN keeps the FTS index outside, read newest first.
    return {
      from: `${SEARCH_TEXT} t CROSS JOIN ${SEARCH_ROWS} s ON s.key = t.rowid`,
      key: 't.rowid',
      where: [`${SEARCH_TEXT} MATCH {:match}`].concat(where),
    };
  }
  const checks = caseVariants(query.search).flatMap((variant, index) => {
    params[`text${index}`] = variant;
    return [
      `instr(l.title, {:text${index}})`,
      `instr(l.description, {:text${index}})`,
      `instr(s.category, {:text${index}})`,
    ];
  });
  return {
    from: `${SEARCH_ROWS} s CROSS JOIN listings l ON l.id = s.listing`,
    key: 's.key',
    where: where.concat(`(${checks.join(' OR ')})`),
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

export interface SearchPlan {
  /** Read in order: the same-city part first when a city is given. */
  segments: Segment[];
  /** Bound to every statement of the plan. */
  params: { [key: string]: unknown };
}

/** The segments of a search and their parameters, for the page after `cursor`. */
export function planSearch(query: SearchQuery, cursor: SearchCursor | null): SearchPlan {
  const params: { [key: string]: unknown } = {};
  const src = source(query, params);
  if (cursor) {
    params.cursorMs = cursor.ms;
    params.cursorId = cursor.id;
  }
  const after = cursor ? [afterCursor(src.key)] : [];
  if (query.city === '') return { segments: [{ ...src, where: src.where.concat(after), cityMatch: 0 }], params };

  params.city = asciiLower(query.city);
  const segments: Segment[] = [];
  const cityFirst = !cursor || cursor.cityMatch === 1;
  if (cityFirst) segments.push({ ...src, where: src.where.concat('s.city = {:city}', after), cityMatch: 1 });
  const othersAfterCursor = cityFirst ? [] : after;
  segments.push({ ...src, where: src.where.concat('s.city != {:city}', othersAfterCursor), cityMatch: 0 });
  return { segments, params };
}

/**
 * Numbers SQLite's planner looks at (LIMIT) are written into the statement: bound as parameters,
 * they make SQLite prepare the statement a second time on every run. Keys are written too
 * (they come from the search tables); both are checked.
 */
function count(value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`Not a row count: ${value}`);
  return value;
}

const INTEGER = /^-?\d{1,19}$/;

function checkKey(key: string): string {
  if (!INTEGER.test(key)) throw new Error(`Not a search key: ${key}`);
  return key;
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
