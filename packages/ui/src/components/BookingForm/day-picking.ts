import { addDays, compareIsoDates, type IsoDate } from '@partilha/domain';

/** How a click in the booking calendar chooses days. */
export type DayPickMode = 'range' | 'single';

export interface DayPicking {
  /** The chosen days, sorted. */
  selected: readonly IsoDate[];
  /** The first day of a range whose last day is not picked yet. */
  rangeStart: IsoDate | null;
}

/**
 * What a click on `day` does to the chosen days. Single days: it is added or removed. A range:
 * the first click chooses the day and starts a range, the second chooses every day from the first
 * to it (either way round) that `isSelectable` allows — unavailable days in between are skipped.
 * Clicking a chosen day with no range started, or the range's own first day, removes it.
 */
export function pickDay(
  picking: DayPicking,
  day: IsoDate,
  mode: DayPickMode,
  isSelectable: (day: IsoDate) => boolean,
): DayPicking {
  const chosen = picking.selected.includes(day);
  const without = () => picking.selected.filter((selected) => selected !== day);
  const sorted = (days: Iterable<IsoDate>) => [...new Set(days)].sort(compareIsoDates);
  if (mode === 'single' || (picking.rangeStart === null && chosen) || picking.rangeStart === day) {
    return { selected: chosen ? without() : sorted([...picking.selected, day]), rangeStart: null };
  }
  if (picking.rangeStart === null) return { selected: sorted([...picking.selected, day]), rangeStart: day };
  const [first, last] = [picking.rangeStart, day].sort(compareIsoDates) as [IsoDate, IsoDate];
  const range: IsoDate[] = [];
  for (let next = first; compareIsoDates(next, last) <= 0; next = addDays(next, 1)) {
    if (isSelectable(next)) range.push(next);
  }
  return { selected: sorted([...picking.selected, ...range]), rangeStart: null };
}
