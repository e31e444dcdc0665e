import { Button, HTMLSelect } from '@blueprintjs/core';
import { useId } from 'react';
import { cls } from '../../classes';
import { DATA_TABLE_TEXTS as T, pageCountOf, pageText, resultsText } from './data-table-texts';

export interface DataTablePagerProps {
  totalItems: number;
  page: number;
  perPage: number;
  perPageOptions: readonly number[];
  onPageChange: (page: number) => void;
  onPerPageChange?: (perPage: number) => void;
}

/** Under the table: the total, the page size, "Page x of y" and the previous/next buttons. */
export function DataTablePager(props: DataTablePagerProps) {
  const { totalItems, page, perPage, onPageChange, onPerPageChange } = props;
  const id = useId();
  const pageCount = pageCountOf(totalItems, perPage);
  // A page size the caller uses but did not list still shows as chosen.
  const options = props.perPageOptions.includes(perPage)
    ? props.perPageOptions
    : [...props.perPageOptions, perPage].sort((a, b) => a - b);

  return (
    <nav className={cls('data-table-pager')} aria-label={T.pagination}>
      <span className={cls('data-table-total')} aria-live="polite">
        {resultsText(totalItems)}
      </span>
      {onPerPageChange && (
        <span className={cls('data-table-per-page')}>
          <label htmlFor={`${id}-per-page`}>{T.perPage}</label>
          <HTMLSelect
            id={`${id}-per-page`}
            value={perPage}
            iconName="caret-down"
            onChange={(event) => {
              // A new page size starts again from the first page: the old page number may not exist.
              onPerPageChange(Number(event.currentTarget.value));
              onPageChange(1);
            }}
          >
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </HTMLSelect>
        </span>
      )}
      <span className={cls('data-table-page')} aria-live="polite">
        {pageText(Math.min(page, pageCount), pageCount)}
      </span>
      <span className={cls('data-table-page-buttons')}>
        <Button
          icon="chevron-left"
          variant="minimal"
          aria-label={T.previousPage}
          title={T.previousPage}
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        />
        <Button
          icon="chevron-right"
          variant="minimal"
          aria-label={T.nextPage}
          title={T.nextPage}
          disabled={page >= pageCount}
          onClick={() => onPageChange(page + 1)}
        />
      </span>
    </nav>
  );
}
