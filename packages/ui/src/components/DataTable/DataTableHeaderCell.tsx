import { Icon } from '@blueprintjs/core';
import { cls } from '../../classes';

export interface DataTableHeaderCellProps {
  text: string;
  width?: number;
  className?: string;
  /** `undefined` when the column cannot be sorted. */
  sorted: false | 'asc' | 'desc' | undefined;
  onSort?: (event: unknown) => void;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const SORT_ICON = { asc: 'sort-asc', desc: 'sort-desc' } as const;

/** A header; a sortable one is a button and says its order through `aria-sort`. */
export function DataTableHeaderCell({ text, width, className, sorted, onSort }: DataTableHeaderCellProps) {
  const style = width ? { width } : undefined;
  if (sorted === undefined || !onSort) {
    return (
      <th scope="col" style={style} className={className}>
        {text}
      </th>
    );
  }
  return (
    <th scope="col" style={style} className={className} aria-sort={sorted ? ARIA_SORT[sorted] : 'none'}>
      <button type="button" className={cls('data-table-sort')} onClick={onSort}>
        {text}
        <Icon icon={sorted ? SORT_ICON[sorted] : 'double-caret-vertical'} size={12} aria-hidden />
      </button>
    </th>
  );
}
