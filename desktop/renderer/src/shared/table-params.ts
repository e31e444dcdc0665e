/** A table's sort as the DataTable shows it: a column id and a direction. */
export interface TableSort {
  id: string;
  desc: boolean;
}

export interface TablePaging {
  page: number;
  perPage: number;
  sort: TableSort | null;
}

export const DEFAULT_PER_PAGE = 50;
const PER_PAGE_LIMIT = 200;

function positiveInt(text: string | undefined, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback;
}

/** Paging and sort from the hash params (`page`, `perPage`, `sort=-created`), with sane defaults. */
export function readPaging(params: Readonly<Record<string, string>>, defaultSort: string | null = null): TablePaging {
  const sortText = params.sort ?? defaultSort ?? '';
  const id = sortText.replace(/^-/, '');
  return {
    page: positiveInt(params.page, 1),
    perPage: positiveInt(params.perPage, DEFAULT_PER_PAGE, PER_PAGE_LIMIT),
    sort: id ? { id, desc: sortText.startsWith('-') } : null,
  };
}

/** The server's `sort` parameter of a table sort: `created` or `-created`. */
export function sortParam(sort: TableSort | null): string | undefined {
  return sort ? `${sort.desc ? '-' : ''}${sort.id}` : undefined;
}

/** What a page request sends: paging plus the sort text. */
export function pageRequest(paging: TablePaging) {
  return { page: paging.page, perPage: paging.perPage, sort: sortParam(paging.sort) };
}
