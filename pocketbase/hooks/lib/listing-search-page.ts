import { KEY_EPOCH_MS } from './listing-search-index';
import type { SearchCursor } from './listing-search-query';
import {
  segmentReadSql,
  segmentRestOfMillisecondSql,
  valueReadSql,
  type KeyPlan,
  type Segment,
  type ValuePlan,
} from './listing-search-sql';

/**
 * One page of a search, read segment by segment (listing-search-sql.ts): each read returns rows
 * in key order with their stored JSON. Keys order rows by creation millisecond only (the slot inside a
 * millisecond is arbitrary), so each read asks for one row more than it needs: when that row is
 * in the same millisecond as the last needed one, the page is cut inside a millisecond and the
 * rest of that millisecond is read too. Rows are then sorted into page order: newest first, then
 * id descending.
 *
 * This runs in goja on every search, where destructuring, spreads and for-of go through the
 * iterator protocol at a measurable cost per element: plain indexed loops here.
 */

/** A row as a read returns it, in key order (see listing-search-sql.ts). */
export interface StoredRow {
  key: string;
  grp: number;
  id: string;
  item: string;
}

/** Runs one statement with the plan's parameters. */
export type ReadStatement = (sql: string) => ArrayLike<StoredRow>;

export interface PageRow {
  /** The listings_search key, as text (63 bits). */
  key: string;
  /** key >> KEY_SLOT_BITS: one value per creation millisecond, ascending = newer first. */
  group: number;
  id: string;
  /** The segment the row was read from (see planSearch). */
  rank: number;
  /** The result object: the listing's JSON with its owner expanded. */
  item: string;
}

/** Each field read once: in goja, a row's fields are Go values read through reflection. */
function parseRead(read: ArrayLike<StoredRow>, rank: number, into: PageRow[]): PageRow[] {
  for (let index = 0; index < read.length; index += 1) {
    const row = read[index] as StoredRow;
    into.push({ key: String(row.key), group: Number(row.grp), id: String(row.id), rank, item: String(row.item) });
  }
  return into;
}

/** Newest first; inside a millisecond, ids in descending order. */
export function comparePageRows(a: PageRow, b: PageRow): number {
  return a.group - b.group || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

export interface SearchPage {
  /** The page's rows in order: perPage of them at most. */
  rows: { id: string; item: string }[];
  nextCursor: SearchCursor | null;
}

export function readPage(plan: KeyPlan, perPage: number, read: ReadStatement): SearchPage {
  // One more than the page, to know whether another page follows.
  const limit = perPage + 1;
  const rows: PageRow[] = [];
  for (let index = 0; index < plan.segments.length; index += 1) {
    const segment = plan.segments[index] as Segment;
    const need = limit - rows.length;
    if (need <= 0) break;
    const got = parseRead(read(segmentReadSql(segment, need + 1)), segment.rank, []);
    const last = got[need - 1];
    const next = got[need];
    if (last && next && last.group === next.group) {
      parseRead(read(segmentRestOfMillisecondSql(segment, next.key)), segment.rank, got);
    }
    got.sort(comparePageRows);
    for (let taken = 0; taken < need && taken < got.length; taken += 1) rows.push(got[taken] as PageRow);
  }
  const shown = rows.slice(0, perPage);
  const end = shown[shown.length - 1];
  return {
    rows: shown,
    nextCursor:
      rows.length > perPage && end ? { kind: 'key', rank: end.rank, ms: KEY_EPOCH_MS - end.group, id: end.id } : null,
  };
}

/** A row of a price or rating read (valueReadSql): the sort value comes along for the cursor. */
export interface StoredValueRow {
  key: string;
  v: number;
  id: string;
  item: string;
}

/** One page of a price or rating order: one read of a page plus one row, already in order. */
export function readValuePage(
  plan: ValuePlan,
  perPage: number,
  read: (sql: string) => ArrayLike<StoredValueRow>,
): SearchPage {
  const got = read(valueReadSql(plan, perPage + 1));
  const rows: { id: string; item: string }[] = [];
  for (let index = 0; index < got.length && index < perPage; index += 1) {
    const row = got[index] as StoredValueRow;
    rows.push({ id: String(row.id), item: String(row.item) });
  }
  const end = got.length > perPage ? (got[perPage - 1] as StoredValueRow) : null;
  return { rows, nextCursor: end ? { kind: 'value', value: Number(end.v), key: String(end.key) } : null };
}
