/** The words of the data table's own chrome; the columns, rows and toolbar come from the caller. */
const COUNT_FORMAT = new Intl.NumberFormat('en-GB');

export const DATA_TABLE_TEXTS = {
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
} as const;

/** The accessible name of a row's selection box: "Select Bike repair". */
export function selectRowText(label: string): string {
  return `Select ${label}`;
}

export const DEFAULT_PER_PAGE_OPTIONS: readonly number[] = [25, 50, 100];

/** "1 result", "1,234 results". */
export function resultsText(total: number): string {
  return `${COUNT_FORMAT.format(total)} ${total === 1 ? 'result' : 'results'}`;
}

/** "Page 2 of 14". */
export function pageText(page: number, pageCount: number): string {
  return `Page ${COUNT_FORMAT.format(page)} of ${COUNT_FORMAT.format(pageCount)}`;
}

/** At least one page, so an empty result still reads "Page 1 of 1". */
export function pageCountOf(totalItems: number, perPage: number): number {
  return Math.max(1, Math.ceil(Math.max(0, totalItems) / Math.max(1, perPage)));
}
