import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';

/**
 * One row of the table is in the Tab order at a time (a roving tabindex): Tab enters the table on
 * the row last used, arrows move between rows, Home/End jump, Enter opens. Keys pressed inside a
 * cell's own control (a link, a button) are left to that control.
 */
export function useRovingRowFocus(rowCount: number, activeIndex: number, onOpen: (index: number) => void) {
  const [focusIndex, setFocusIndex] = useState(Math.max(0, activeIndex));
  const rowElements = useRef<(HTMLTableRowElement | null)[]>([]);

  // The record shown in the drawer changed (or the page did): the Tab stop follows it.
  useEffect(() => {
    if (activeIndex >= 0) setFocusIndex(activeIndex);
  }, [activeIndex]);

  const current = rowCount === 0 ? -1 : Math.min(focusIndex, rowCount - 1);

  const focusRow = useCallback(
    (index: number) => {
      if (rowCount === 0) return;
      const next = Math.min(Math.max(index, 0), rowCount - 1);
      setFocusIndex(next);
      rowElements.current[next]?.focus();
    },
    [rowCount],
  );

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, index: number) => {
    if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) return;
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: rowCount - 1 };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusRow(target);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onOpen(index);
    }
  };

  const rowProps = (index: number) => ({
    ref: (element: HTMLTableRowElement | null) => {
      rowElements.current[index] = element;
    },
    tabIndex: index === current ? 0 : -1,
    onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => onRowKeyDown(event, index),
    onFocus: () => setFocusIndex(index),
  });

  return { rowProps };
}
