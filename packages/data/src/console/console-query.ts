/** A filter value as the console keeps it: empty strings, `undefined`, `null` and `false` mean "not set". */
export type QueryValue = string | number | boolean | null | undefined;

/**
 * The query of a console route from a filter object: unset values are left out (the server then
 * applies no filter), `true` becomes "true", numbers their decimal text, strings are trimmed.
 * Keys keep their order so the same filters always make the same URL.
 */
export function consoleQuery(filters: Readonly<Record<string, QueryValue>>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === false) continue;
    if (typeof value === 'number') {
      if (Number.isFinite(value)) query[key] = String(value);
      continue;
    }
    const text = typeof value === 'boolean' ? 'true' : value.trim();
    if (text !== '') query[key] = text;
  }
  return query;
}

/** The same query as a URL search string (no leading `?`), for the CSV downloads made with fetch. */
export function consoleSearchString(filters: Readonly<Record<string, QueryValue>>): string {
  return new URLSearchParams(consoleQuery(filters)).toString();
}

/** Paging and sorting of every console list. `sort` is a row field, `-` first for descending. */
export interface PageRequest {
  page?: number;
  perPage?: number;
  sort?: string;
}
