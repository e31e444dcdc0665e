import { Button, Checkbox, PopoverNext } from '@blueprintjs/core';
import { cls } from '../../classes';
import { DATA_TABLE_TEXTS as T } from './data-table-texts';

export interface ColumnVisibilityOption {
  id: string;
  header: string;
  visible: boolean;
}

export interface ColumnVisibilityMenuProps {
  /** The columns that may be hidden, in table order. */
  columns: readonly ColumnVisibilityOption[];
  /** Shown columns that cannot be hidden: when there are none, the last shown one stays. */
  fixedVisibleCount: number;
  onToggle: (id: string, visible: boolean) => void;
}

/**
 * "Columns": a popover of checkboxes, one per column that may be hidden. PopoverNext (floating-ui)
 * rather than the legacy Popover, which Blueprint 6 says misplaces content under React 19.
 */
export function ColumnVisibilityMenu({ columns, fixedVisibleCount, onToggle }: ColumnVisibilityMenuProps) {
  const visibleCount = fixedVisibleCount + columns.filter((column) => column.visible).length;
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <fieldset className={cls('data-table-columns-menu')}>
          <legend className={cls('data-table-columns-legend')}>{T.columnsMenu}</legend>
          {columns.map((column) => (
            <Checkbox
              key={column.id}
              label={column.header}
              checked={column.visible}
              // A table without columns says nothing: the last shown column cannot be hidden.
              disabled={column.visible && visibleCount <= 1}
              onChange={(event) => onToggle(column.id, event.currentTarget.checked)}
            />
          ))}
        </fieldset>
      }
    >
      <Button icon="column-layout" endIcon="caret-down" text={T.columns} variant="minimal" />
    </PopoverNext>
  );
}
