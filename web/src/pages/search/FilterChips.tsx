import { Button } from '@blueprintjs/core';
import { filterChips, SEARCH_MESSAGES, type SearchFilter } from '@partilha/domain';
import { useRef } from 'react';

/**
 * The chosen filters as removable chips. Each chip is one button whose name starts with what it
 * does ("Remove category filter: Power Tools"); after a removal the focus stays in the chip row.
 */
export function FilterChips({ filter, onChange }: { filter: SearchFilter; onChange: (next: SearchFilter) => void }) {
  const chips = filterChips(filter);
  const row = useRef<HTMLDivElement>(null);
  if (chips.length === 0) return null;
  return (
    <div ref={row} className="filter-chips" role="group" aria-label={SEARCH_MESSAGES.activeFilters} tabIndex={-1}>
      <ul className="filter-chips__list">
        {chips.map((chip) => (
          <li key={chip.kind}>
            <Button
              className="filter-chips__chip"
              size="small"
              variant="outlined"
              intent="primary"
              endIcon="small-cross"
              text={chip.label}
              aria-label={SEARCH_MESSAGES.removeFilter(chip.kind, chip.label)}
              onClick={() => {
                onChange(chip.remove(filter));
                row.current?.focus();
              }}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
