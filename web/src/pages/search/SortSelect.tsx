import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import {
  isSearchSort,
  SEARCH_MESSAGES,
  SEARCH_SORT_LABELS,
  searchSortChoices,
  type SearchSort,
} from '@partilha/domain';
import { useId } from 'react';

/** The order of the results; best match is offered only when there is a text to match. */
export function SortSelect({
  sort,
  hasText,
  onChange,
}: {
  sort: SearchSort;
  hasText: boolean;
  onChange: (sort: SearchSort) => void;
}) {
  const id = useId();
  return (
    <FormGroup label={SEARCH_MESSAGES.sortLabel} labelFor={id} inline className="search-sort">
      <HTMLSelect
        id={id}
        value={sort}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          if (isSearchSort(chosen)) onChange(chosen);
        }}
      >
        {searchSortChoices(hasText).map((choice) => (
          <option key={choice} value={choice}>
            {SEARCH_SORT_LABELS[choice]}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
}
