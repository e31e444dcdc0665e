import type { DependencyList } from 'react';
import type { ScreenProps } from '../shell/screen-props';
import { pageRequest, readPaging, sortParam, type TablePaging } from './table-params';
import { useRemote, type Remote } from './use-remote';

/** What a table screen's list call is given: the page, its size and the server's sort text. */
export type PageRequest = ReturnType<typeof pageRequest>;

/** All a `ScreenTable` needs from its screen: the route, the loaded list, its paging. */
export interface TableWiring<T> extends ScreenProps {
  /** The name its column choice is remembered under on this machine. */
  table: string;
  list: Remote<T>;
  paging: TablePaging;
}

/**
 * A sortable table screen's rows: paging and sort read from the hash (newest first unless the
 * hash says otherwise), loaded again whenever they or the caller's `deps` (its filters) change.
 */
export function useTableList<T>(
  table: string,
  { params, setParams }: ScreenProps,
  load: (request: PageRequest) => Promise<T>,
  deps: DependencyList,
): TableWiring<T> {
  const paging = readPaging(params, '-created');
  const list = useRemote(
    () => load(pageRequest(paging)),
    [...deps, paging.page, paging.perPage, sortParam(paging.sort)],
  );
  return { params, setParams, table, list, paging };
}
