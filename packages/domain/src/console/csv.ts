import type { IsoDate } from '../time/calendar-date';

/**
 * CSV as spreadsheets read it safely: RFC 4180 quoting, CRLF line ends, and a cell that starts
 * with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading apostrophe so no spreadsheet
 * runs it as a formula (OWASP "CSV injection"). The file starts with a UTF-8 byte order mark so
 * spreadsheet programs read accents right; `CSV_BOM` is written once, before the header.
 */
export const CSV_BOM = '\uFEFF';
export const CSV_LINE_END = '\r\n';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly (string | number | boolean | null | undefined)[]): string {
  return cells.map(csvCell).join(',') + CSV_LINE_END;
}

/**
 * `partilha-<what>-YYYY-MM-DD.csv`. The caller gives the day (`lisbonIsoDate(now)`, the
 * marketplace's day) so the server and the console, which may name the file itself, agree.
 */
export function csvFileName(what: string, day: IsoDate): string {
  return `partilha-${what}-${day}.csv`;
}
