import { Checkbox } from '@blueprintjs/core';
import { cls } from '../../classes';
import { DATA_TABLE_TEXTS as T, selectRowText } from './data-table-texts';

/** The id of the selection column, so skeleton and message rows count it. */
export const SELECTION_COLUMN_ID = '__select';

export interface DataTableSelectAllProps {
  /** The ids of the rows on this page. */
  pageIds: readonly string[];
  selected: ReadonlySet<string>;
  onChange: (selected: string[]) => void;
}

/**
 * The header's box: ticks every row of this page, or clears them when all are ticked. Rows chosen
 * on other pages stay chosen (the caller keeps the whole selection).
 */
export function DataTableSelectAll({ pageIds, selected, onChange }: DataTableSelectAllProps) {
  const chosenHere = pageIds.filter((id) => selected.has(id)).length;
  const all = pageIds.length > 0 && chosenHere === pageIds.length;
  return (
    <th scope="col" className={cls('data-table-select')}>
      <Checkbox
        className={cls('data-table-checkbox')}
        aria-label={T.selectAll}
        checked={all}
        indeterminate={chosenHere > 0 && !all}
        disabled={pageIds.length === 0}
        onChange={() => {
          const next = new Set(selected);
          for (const id of pageIds) {
            if (all) next.delete(id);
            else next.add(id);
          }
          onChange([...next]);
        }}
      />
    </th>
  );
}

export interface DataTableSelectRowProps {
  id: string;
  /** What the row is, for its box's accessible name ("Select Bike repair"). */
  label: string;
  selected: ReadonlySet<string>;
  onChange: (selected: string[]) => void;
}

/** A row's box; its clicks never open the row (the table leaves labels and inputs to themselves). */
export function DataTableSelectRow({ id, label, selected, onChange }: DataTableSelectRowProps) {
  return (
    <td className={cls('data-table-select')}>
      <Checkbox
        className={cls('data-table-checkbox')}
        aria-label={selectRowText(label)}
        checked={selected.has(id)}
        onChange={(event) => {
          const next = new Set(selected);
          if (event.currentTarget.checked) next.add(id);
          else next.delete(id);
          onChange([...next]);
        }}
      />
    </td>
  );
}
