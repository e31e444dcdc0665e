import { CSV_BOM, csvFileName, csvLine, type AuditAction } from '@partilha/domain';
import { appendAudit } from './audit-log';
import type { ConsoleActor } from './console-guard';
import { readCount, readJsonRows, type JsonRow, type SqlFilter } from './console-query-sql';

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

export interface CsvExport {
  /** The file's subject: `partilha-<what>-YYYY-MM-DD.csv`. */
  what: string;
  header: readonly string[];
  action: AuditAction;
  targetCollection: string;
  /** `FROM …` with joins; the table whose rows are exported is aliased so `created`/`id` below name it. */
  from: string;
  createdColumn: string;
  idColumn: string;
  /** The JSON object of a row; it must hold the row's `id` and `created`. */
  row: string;
  filter: SqlFilter;
  /** The query values the export was filtered by, as recorded in the audit entry. */
  filters: { [name: string]: unknown };
  cells(row: JsonRow): CsvCellValue[];
}

function recordExport(e: PbRequestEvent, actor: ConsoleActor, csv: CsvExport): void {
  e.app.runInTransaction((txApp) => {
    const rows = readCount(txApp.db(), `SELECT COUNT(*) AS n FROM ${csv.from}${csv.filter.where()}`, csv.filter.params);
    appendAudit(txApp, {
      actor,
      action: csv.action,
      targetCollection: csv.targetCollection,
      targetId: '',
      targetLabel: `${rows} ${csv.targetCollection} rows`,
      after: { rows, filters: csv.filters },
      ip: e.realIP(),
    });
  });
}

function keysetPage(db: PbDb, csv: CsvExport, after: JsonRow | null): JsonRow[] {
  const filter = csv.filter.copy();
  if (after) {
    const created = filter.bind(String(after.created));
    const id = filter.bind(String(after.id));
    filter.add(`${csv.createdColumn} < ${created} OR (${csv.createdColumn} = ${created} AND ${csv.idColumn} < ${id})`);
  }
  return readJsonRows(
    db,
    `SELECT ${csv.row} AS row FROM ${csv.from}${filter.where()} ORDER BY ${csv.createdColumn} DESC, ${csv.idColumn} DESC LIMIT ${EXPORT_PAGE_ROWS}`,
    filter.params,
  );
}

/** Records the export, then streams it as `text/csv` with a download name of today (UTC). */
export function streamCsvExport(e: PbRequestEvent, actor: ConsoleActor, csv: CsvExport, now: Date): void {
  recordExport(e, actor, csv);

  const response = e.response as unknown as PbStreamingResponse;
  const headers = response.header();
  headers.set('Content-Type', 'text/csv; charset=utf-8');
  headers.set('Content-Disposition', `attachment; filename="${csvFileName(csv.what, now)}"`);
  headers.set('Cache-Control', 'no-store');
  headers.set('X-Content-Type-Options', 'nosniff');
  response.writeHeader(200);
  response.write(toBytes(CSV_BOM + csvLine(csv.header)));
  e.flush();

  const db = e.app.db();
  let last: JsonRow | null = null;
  for (;;) {
    const rows = keysetPage(db, csv, last);
    if (rows.length === 0) break;
    let chunk = '';
    for (const row of rows) chunk += csvLine(csv.cells(row));
    response.write(toBytes(chunk));
    e.flush();
    if (rows.length < EXPORT_PAGE_ROWS) break;
    last = rows[rows.length - 1] as JsonRow;
  }
}
