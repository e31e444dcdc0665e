import { Button, Classes, Icon } from '@blueprintjs/core';
import { cls } from '../../classes';
import { DATA_TABLE_TEXTS as T } from './data-table-texts';

export interface DataTableStateRowsProps {
  /** The shown columns: skeleton rows have one cell each, messages span them all. */
  columnIds: readonly string[];
  loading: boolean;
  skeletonCount: number;
  error: string | null;
  onRetry?: () => void;
  emptyMessage?: string;
}

/** The body while there is no page to show: skeleton rows, the load error, or "No results". */
export function DataTableStateRows(props: DataTableStateRowsProps) {
  const { columnIds, loading, error } = props;
  const colSpan = Math.max(1, columnIds.length);

  if (loading) {
    // Hidden from screen readers: the status line says "Loading…" once instead.
    return Array.from({ length: props.skeletonCount }, (_, index) => (
      <tr key={index} aria-hidden="true" className={cls('data-table-skeleton-row')}>
        {columnIds.map((id) => (
          <td key={id}>
            <span className={`${Classes.SKELETON} ${cls('data-table-skeleton')}`}>&nbsp;</span>
          </td>
        ))}
      </tr>
    ));
  }
  if (error) {
    return (
      <tr>
        <td colSpan={colSpan} className={cls('data-table-message')}>
          <div role="alert" className={cls('data-table-error')}>
            <Icon icon="error" intent="danger" aria-hidden />
            <span>{error}</span>
            {props.onRetry && <Button icon="refresh" text={T.tryAgain} onClick={props.onRetry} />}
          </div>
        </td>
      </tr>
    );
  }
  return (
    <tr>
      <td colSpan={colSpan} className={cls('data-table-message')}>
        {props.emptyMessage ?? T.empty}
      </td>
    </tr>
  );
}
