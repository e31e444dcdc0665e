import { CSV_BOM, csvFileName, csvLine, formatDate, lisbonIsoDate, type AuditAction } from '@partilha/domain';
import { appendAudit } from './audit-log';
import type { ConsoleActor } from './console-guard';
import { readCount, type SqlFilter } from './console-query-sql';

/**
 * The console's CSV exports (docs/console-api.md): every matching row, newest first, however many
 * there are, without holding them in memory. Rows are read in keyset pages of EXPORT_PAGE_ROWS
 * (created, id) and each page is written to the response and flushed before the next is read,
 * so the server holds one page at a time. The export's audit entry commits before the first
 * byte is sent: an export that is not recorded is never sent.
 */

/** Rows per keyset page: big enough that statements are few, small enough to stay ~100 KB. */
export const EXPORT_PAGE_ROWS = 1000;

export type CsvCellValue = string | number | boolean | null | undefined;

/** A row of an export: every column as text ('' for null). */
export type CsvRow = { readonly [field: string]: string };

export interface CsvExport {
  /** The file's subject: `partilha-<what>-YYYY-MM-DD.csv`. */
  what: string;
  header: readonly string[];
  action: AuditAction;
  targetCollection: string;
  /** One exported row in the audit entry's label, singular: "subscription", "audit log". */
  rowNoun: string;
  /** `FROM …` with joins; the table whose rows are exported is aliased so `created`/`id` below name it. */
  from: string;
  createdColumn: string;
  idColumn: string;
  /** Field → SQL expression of a row, read as text; must include `id` and `created`. */
  columns: { readonly [field: string]: string };
  filter: SqlFilter;
  /** The query values the export was filtered by, as recorded in the audit entry. */
  filters: { [name: string]: unknown };
  cells(row: CsvRow): CsvCellValue[];
}

/** The export's audit label: "0 subscription rows", "1 booking row", "12 audit log rows". */
export function exportRowsLabel(rows: number, rowNoun: string): string {
  return `${rows} ${rowNoun} ${rows === 1 ? 'row' : 'rows'}`;
}

/**
 * formatDate for many stored instants: the Lisbon day of an instant is the same for every instant
 * of one UTC hour (Lisbon's offsets are whole hours and change on the hour), so each hour is
 * read once; an export of 100,000 rows spends its time elsewhere.
 */
export function dayFormatter(options: { withTime?: boolean } = {}): (stored: string) => string {
  if (options.withTime) return (stored) => formatDate(stored, options);
  const days = new Map<string, string>();
  return (stored) => {
    const hour = stored.slice(0, 13);
    let day = days.get(hour);
    if (day === undefined) {
      day = formatDate(stored);
      days.set(hour, day);
    }
    return day;
  };
}

function recordExport(e: PbRequestEvent, actor: ConsoleActor, csv: CsvExport): void {
  e.app.runInTransaction((txApp) => {
    const rows = readCount(txApp.db(), `SELECT COUNT(*) AS n FROM ${csv.from}${csv.filter.where()}`, csv.filter.params);
    appendAudit(txApp, {
      actor,
      action: csv.action,
      targetCollection: csv.targetCollection,
      targetId: '',
      targetLabel: exportRowsLabel(rows, csv.rowNoun),
      after: { rows, filters: csv.filters },
      ip: e.realIP(),
    });
  });
}

/**
 * One keyset page. Columns are read as text into a DynamicModel rather than as JSON (as the
 * tables are): at 100,000 rows the per-row JSON.parse in goja was a large share of the time.
 */
function keysetPage(db: PbDb, csv: CsvExport, after: CsvRow | null): CsvRow[] {
  const filter = csv.filter.copy();
  if (after) {
    const created = filter.bind(after.created);
    const id = filter.bind(after.id);
    // A row value: SQLite reads it as one range of the (created, id) index.
    filter.add(`(${csv.createdColumn}, ${csv.idColumn}) < (${created}, ${id})`);
  }
  const fields = Object.keys(csv.columns);
  const shape: { [field: string]: string } = {};
  for (const field of fields) shape[field] = '';
  const select = fields.map((field) => `coalesce(CAST(${csv.columns[field]} AS TEXT), '') AS ${field}`).join(', ');
  const rows = arrayOf(new DynamicModel(shape));
  db.newQuery(
    `SELECT ${select} FROM ${csv.from}${filter.where()} ORDER BY ${csv.createdColumn} DESC, ${csv.idColumn} DESC LIMIT ${EXPORT_PAGE_ROWS}`,
  )
    .bind(filter.params)
    .all(rows);
  return rows as unknown as CsvRow[];
}

/**
 * Records the export, then streams it as `text/csv` with a download name of today in Lisbon, the
 * day the console would name the file by. The console is served from another origin: it can read
 * the name only if the header is exposed to it.
 */
export function streamCsvExport(e: PbRequestEvent, actor: ConsoleActor, csv: CsvExport, now: Date): void {
  recordExport(e, actor, csv);

  const response = e.response as unknown as PbStreamingResponse;
  const headers = response.header();
  headers.set('Content-Type', 'text/csv; charset=utf-8');
  headers.set('Content-Disposition', `attachment; filename="${csvFileName(csv.what, lisbonIsoDate(now))}"`);
  headers.set('Access-Control-Expose-Headers', 'Content-Disposition');
  headers.set('Cache-Control', 'no-store');
  headers.set('X-Content-Type-Options', 'nosniff');
  response.writeHeader(200);
  response.write(toBytes(CSV_BOM + csvLine(csv.header)));
  e.flush();

  const db = e.app.db();
  let last: CsvRow | null = null;
  for (;;) {
    const rows = keysetPage(db, csv, last);
    if (rows.length === 0) break;
    // join, not +=: goja copies the whole string on each concatenation.
    response.write(toBytes(rows.map((row) => csvLine(csv.cells(row))).join('')));
    e.flush();
    if (rows.length < EXPORT_PAGE_ROWS) break;
    last = rows[rows.length - 1] as CsvRow;
  }
}
