import { searchPriceBounds, toSearchQuery, type SearchQuery } from '@partilha/domain';
import { badRequest } from './api-errors';

/**
 * GET /api/market/search (DESIGN.md; spec 000 §4/§7/§9): one indexed SQL query over active
 * listings — type, category, price band and min/max, case-insensitive substring text over title,
 * description and category through the FTS5 trigram index (a scan for 1–2 characters, which the
 * trigram index cannot serve), same-city-first when a city is given, newest first, keyset cursor.
 */

/** The trigram index needs at least three characters to match. */
const TRIGRAM_MIN_LENGTH = 3;

interface Cursor {
  cityMatch: number;
  created: string;
  id: string;
}

/** The cursor is opaque to clients: "cityMatch|created|id" of the last row of a page. */
export function encodeSearchCursor(row: Cursor): string {
  return `${row.cityMatch}|${row.created}|${row.id}`;
}

export function decodeSearchCursor(value: string): Cursor | null {
  const parts = value.split('|');
  if (parts.length !== 3) return null;
  const [cityMatch, created, id] = parts as [string, string, string];
  if ((cityMatch !== '0' && cityMatch !== '1') || !/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d+)?Z$/.test(created))
    return null;
  if (!/^[a-z0-9]{1,32}$/.test(id)) return null;
  return { cityMatch: Number(cityMatch), created, id };
}

/** Escapes a search text as one FTS5 phrase: a substring match under the trigram tokenizer. */
function ftsPhrase(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/** Escapes LIKE wildcards so the text matches literally. */
function likeLiteral(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface SearchSql {
  sql: string;
  params: { [key: string]: unknown };
}

/** Builds the search SQL; returns rows (id, created, cityMatch) of one page plus one extra row. */
export function buildSearchSql(query: SearchQuery, cursor: Cursor | null): SearchSql {
  const where = ["l.status = 'active'"];
  const params: { [key: string]: unknown } = { limit: query.perPage + 1 };

  if (query.type !== 'all') {
    where.push('l.type = {:type}');
    params.type = query.type;
  }
  if (query.category !== '') {
    where.push('l.category = {:category}');
    params.category = query.category;
  }
  searchPriceBounds(query).forEach((bound, index) => {
    where.push(`l.price ${bound.op} {:price${index}}`);
    params[`price${index}`] = bound.value;
  });
  if (query.search !== '') {
    if ([...query.search].length >= TRIGRAM_MIN_LENGTH) {
      where.push('l.id IN (SELECT listing FROM listings_fts WHERE listings_fts MATCH {:match})');
      params.match = ftsPhrase(query.search);
    } else {
      where.push(
        "(lower(l.title) LIKE {:like} ESCAPE '\\' OR lower(l.description) LIKE {:like} ESCAPE '\\' OR lower(l.category) LIKE {:like} ESCAPE '\\')",
      );
      params.like = likeLiteral(query.search);
    }
  }

  const cityMatch = query.city !== '' ? 'CASE WHEN lower(trim(l.city)) = {:city} THEN 1 ELSE 0 END' : '0';
  if (query.city !== '') params.city = query.city.toLowerCase();

  if (cursor) {
    params.cursorCity = cursor.cityMatch;
    params.cursorCreated = cursor.created;
    params.cursorId = cursor.id;
    const afterInCity = '(l.created < {:cursorCreated} OR (l.created = {:cursorCreated} AND l.id < {:cursorId}))';
    where.push(
      query.city !== ''
        ? `(${cityMatch} < {:cursorCity} OR (${cityMatch} = {:cursorCity} AND ${afterInCity}))`
        : afterInCity,
    );
  }

  const order = query.city !== '' ? `${cityMatch} DESC, l.created DESC, l.id DESC` : 'l.created DESC, l.id DESC';
  return {
    sql: `SELECT l.id AS id, l.created AS created, ${cityMatch} AS cityMatch FROM listings l WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT {:limit}`,
    params,
  };
}

export interface SearchPage {
  ids: string[];
  nextCursor: string | null;
}

/** Runs the search for the request's query parameters: the ids of one page and the next cursor. */
export function searchListingIds(app: PbApp, params: { [key: string]: unknown }): SearchPage {
  const query = toSearchQuery(params);
  const cursor = query.cursor === '' ? null : decodeSearchCursor(query.cursor);
  if (query.cursor !== '' && !cursor) throw badRequest('Invalid search cursor.');
  const { sql, params: bound } = buildSearchSql(query, cursor);
  const rows = arrayOf(new DynamicModel({ id: '', created: '', cityMatch: 0 }));
  app.db().newQuery(sql).bind(bound).all(rows);
  const page = rows.slice(0, query.perPage) as unknown as Cursor[];
  const last = page[page.length - 1];
  return {
    ids: page.map((row) => String(row.id)),
    nextCursor:
      rows.length > query.perPage && last
        ? encodeSearchCursor({ cityMatch: Number(last.cityMatch), created: String(last.created), id: String(last.id) })
        : null,
  };
}
