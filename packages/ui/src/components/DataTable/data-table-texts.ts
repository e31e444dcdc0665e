import { consoleCount, DATA_TABLE_TEXTS } from '@partilha/domain';

/** The words of the data table's own chrome: the domain's catalogue, read in the active language. */
export { DATA_TABLE_TEXTS };

/** The accessible name of a row's selection box: "Select Bike repair". */
export function selectRowText(label: string): string {
  return DATA_TABLE_TEXTS.selectRow(label);
}

export const DEFAULT_PER_PAGE_OPTIONS: readonly number[] = [25, 50, 100];

/** "1 result", "1,234 results". */
export function resultsText(total: number): string {
  return DATA_TABLE_TEXTS.results(total, consoleCount(total));
}

/** "Page 2 of 14". */
export function pageText(page: number, pageCount: number): string {
  return DATA_TABLE_TEXTS.page(consoleCount(page), consoleCount(pageCount));
}

/** At least one page, so an empty result still reads "Page 1 of 1". */
export function pageCountOf(totalItems: number, perPage: number): number {
  return Math.max(1, Math.ceil(Math.max(0, totalItems) / Math.max(1, perPage)));
}
