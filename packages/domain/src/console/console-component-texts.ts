import { localized } from '../i18n/catalogue';

/** Counts in the console's tables ("1,234"), in the language's own grouping. */
export function consoleCount(n: number): string {
  return CONSOLE_COUNT.count(n);
}

// en-GB groups every three digits with a comma ("1,234"); no Intl, so the server could use it too.
export const CONSOLE_COUNT_EN = { count: (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',') } as const;
export const CONSOLE_COUNT = /* @__PURE__ */ localized('console.count', CONSOLE_COUNT_EN);

/** The words of the data table's own chrome; the columns, rows and toolbar come from the caller. */
export const DATA_TABLE_TEXTS_EN = {
  previousPage: 'Previous page',
  nextPage: 'Next page',
  perPage: 'Rows per page',
  columns: 'Columns',
  columnsMenu: 'Shown columns',
  loading: 'Loading…',
  empty: 'No results',
  tryAgain: 'Try again',
  pagination: 'Pagination',
  selectAll: 'Select all rows on this page',
  selectRow: (label: string) => `Select ${label}`,
  results: (total: number, count: string) => `${count} ${total === 1 ? 'result' : 'results'}`,
  page: (page: string, pageCount: string) => `Page ${page} of ${pageCount}`,
} as const;
export const DATA_TABLE_TEXTS = /* @__PURE__ */ localized('ui.dataTable', DATA_TABLE_TEXTS_EN);

/** The console's Cmd/Ctrl+K palette. */
export const COMMAND_PALETTE_TEXTS_EN = {
  label: 'Commands',
  placeholder: 'Type a command or search…',
  noMatch: 'No matching commands',
} as const;
export const COMMAND_PALETTE_TEXTS = /* @__PURE__ */ localized('ui.commandPalette', COMMAND_PALETTE_TEXTS_EN);

/** A record's side drawer. */
export const DETAIL_DRAWER_TEXTS_EN = { close: 'Close', actions: 'Actions' } as const;
export const DETAIL_DRAWER_TEXTS = /* @__PURE__ */ localized('ui.detailDrawer', DETAIL_DRAWER_TEXTS_EN);

/** The reason dialog: an operator's audited action, an owner's rejection of a booking request. */
export const REASON_DIALOG_TEXTS_EN = {
  label: 'Reason',
  helper: 'Recorded in the audit log with your name.',
  cancel: 'Cancel',
  optional: '(optional)',
  shortcut: 'Ctrl+Enter',
} as const;
export const REASON_DIALOG_TEXTS = /* @__PURE__ */ localized('ui.reasonDialog', REASON_DIALOG_TEXTS_EN);
