import { CONSOLE_TRANSPARENCY_TEXTS } from '@partilha/domain';
import { HTMLTable } from '@blueprintjs/core';
import { useId } from 'react';
import { breakdownRows, formatCount } from './transparency-figures';

export interface BreakdownTableProps {
  /** "Notices by reason": the table's heading and name. */
  title: string;
  /** The first column's header: "Reason". */
  what: string;
  counts: Readonly<Record<string, number>>;
  known: ReadonlyArray<readonly [string, string]>;
}

/** A small table of one breakdown: each line's count and its share of the period's total. */
export function BreakdownTable({ title, what, counts, known }: BreakdownTableProps) {
  const id = useId();
  const rows = breakdownRows(counts, known);
  return (
    <div className="console-breakdown">
      <h3 id={id} className="console-breakdown__title">
        {title}
      </h3>
      <HTMLTable compact className="console-breakdown__table" aria-labelledby={id}>
        <thead>
          <tr>
            <th scope="col">{what}</th>
            <th scope="col" className="console-breakdown__number">
              {CONSOLE_TRANSPARENCY_TEXTS.count}
            </th>
            <th scope="col" className="console-breakdown__number">
              {CONSOLE_TRANSPARENCY_TEXTS.share}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td className="console-breakdown__number">{formatCount(row.count)}</td>
              <td className="console-breakdown__number">{row.share}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
