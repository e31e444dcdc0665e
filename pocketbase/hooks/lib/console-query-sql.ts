import type { ConsolePaging, ConsoleSort } from './console-query';

/**
 * The SQL side of the console's reads: WHERE clauses whose values are bound `{:pN}` parameters
 * (never written into the statement), a page with its totals, and rows read as one JSON object
 * each (SQLite's json_object), so numbers, texts and nulls keep their types without a
 * hand-written DynamicModel shape per query.
 */

export class SqlFilter {
  readonly clauses: string[] = [];
  readonly params: { [name: string]: unknown } = {};
  private count = 0;

  /** A placeholder bound to `value`. */
  bind(value: unknown): string {
    const name = `p${this.count}`;
    this.count += 1;
    this.params[name] = value;
    return `{:${name}}`;
  }

  add(clause: string): this {
    this.clauses.push(clause);
    return this;
  }

  /** ` WHERE a AND b`, or '' without clauses. */
  where(): string {
    return this.clauses.length === 0 ? '' : ` WHERE ${this.clauses.map((clause) => `(${clause})`).join(' AND ')}`;
  }

  /** A copy, to add clauses for one statement only (e.g. a page cursor). */
  copy(): SqlFilter {
    const other = new SqlFilter();
    other.clauses.push(...this.clauses);
    Object.assign(other.params, this.params);
    other.count = this.count;
    return other;
  }
}

/** SQLite's lower() folds ASCII letters only; a search text is folded the same way. */
export function asciiFold(text: string): string {
  return text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

/**
 * "column contains text", case-insensitive for ASCII letters. instr() rather than LIKE: it has
 * no wildcards, so `%` and `_` in a search match themselves and need no escaping.
 */
export function containsText(filter: SqlFilter, columns: readonly string[], text: string): string {
  const needle = filter.bind(asciiFold(text));
  return columns.map((column) => `instr(lower(${column}), ${needle}) > 0`).join(' OR ');
}

/** A JSON column as JSON inside json_object (its text is not always valid JSON: then null). */
export function jsonColumn(column: string): string {
  return `CASE WHEN json_valid(${column}) THEN json(${column}) ELSE NULL END`;
}

/** `json_object('a', a, 'b', b, …)` from field → SQL expression pairs. */
export function jsonObject(fields: { readonly [field: string]: string }): string {
  const pairs = Object.keys(fields).map((field) => `'${field}', ${fields[field]}`);
  return `json_object(${pairs.join(', ')})`;
}

export type JsonRow = { [field: string]: unknown };

/** Runs a statement whose one column `row` is a JSON object, and parses each row. */
export function readJsonRows(db: PbDb, sql: string, params: { [name: string]: unknown }): JsonRow[] {
  const rows = arrayOf(new DynamicModel({ row: '' }));
  db.newQuery(sql).bind(params).all(rows);
  return rows.map((row) => JSON.parse(String(row.row)) as JsonRow);
}

/** The first column of the first row, as a number (COUNT(*) and the like). */
export function readCount(db: PbDb, sql: string, params: { [name: string]: unknown }): number {
  const row = new DynamicModel({ n: 0 });
  db.newQuery(sql).bind(params).one(row);
  return Number(row.n);
}

/** `status → count` from a `SELECT status AS s, COUNT(*) AS n … GROUP BY status`. */
export function readCountsBy(db: PbDb, sql: string, params: { [name: string]: unknown }): Map<string, number> {
  const rows = arrayOf(new DynamicModel({ s: '', n: 0 }));
  db.newQuery(sql).bind(params).all(rows);
  return new Map(rows.map((row) => [String(row.s), Number(row.n)]));
}

/** Every key of `names` with its count (0 when absent). */
export function countsOf<T extends string>(names: readonly T[], counts: Map<string, number>): Record<T, number> {
  const result = {} as Record<T, number>;
  for (const name of names) result[name] = counts.get(name) ?? 0;
  return result;
}

export interface ConsolePage<T> {
  items: T[];
  page: number;
  perPage: number;
  totalItems: number;
  totalPages: number;
}

export interface PagedSelect {
  /** `FROM …` with its joins (tables and aliases only: no values). */
  from: string;
  /** The JSON object of a row (jsonObject()). */
  row: string;
  /** The unique column that breaks ties of the sort, so pages never overlap. */
  idColumn: string;
  /** Ties broken otherwise (ending in a unique column), e.g. `last DESC, c.id DESC`; default idColumn. */
  tieBreak?: string;
}

/**
 * One page of a console table and its totals. The sort column comes from a whitelist
 * (querySort); LIMIT and OFFSET are checked integers written into the statement, as SQLite's
 * planner wants them.
 */
export function readPage(
  db: PbDb,
  select: PagedSelect,
  filter: SqlFilter,
  sort: ConsoleSort,
  paging: ConsolePaging,
): ConsolePage<JsonRow> {
  const where = filter.where();
  const totalItems = readCount(db, `SELECT COUNT(*) AS n FROM ${select.from}${where}`, filter.params);
  const direction = sort.descending ? 'DESC' : 'ASC';
  const offset = (paging.page - 1) * paging.perPage;
  const items =
    offset >= totalItems
      ? []
      : readJsonRows(
          db,
          `SELECT ${select.row} AS row FROM ${select.from}${where} ORDER BY ${sort.column} ${direction}, ${select.tieBreak ?? `${select.idColumn} ${direction}`} LIMIT ${paging.perPage} OFFSET ${offset}`,
          filter.params,
        );
  return {
    items,
    page: paging.page,
    perPage: paging.perPage,
    totalItems,
    totalPages: Math.ceil(totalItems / paging.perPage),
  };
}

/**
 * The records of a page of ids, in the page's order: the rows shared with the write routes are
 * built from records (console-actions-rows.ts).
 */
export function recordsInOrder(app: PbApp, collection: string, rows: readonly JsonRow[]): PbRecord[] {
  const ids = rows.map((row) => String(row.id));
  if (ids.length === 0) return [];
  const byId = new Map<string, PbRecord>();
  for (const record of app.findRecordsByIds(collection, ids)) byId.set(record.id, record);
  return ids.flatMap((id) => {
    const record = byId.get(id);
    return record ? [record] : [];
  });
}
