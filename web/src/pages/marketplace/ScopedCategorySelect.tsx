import { SEARCH_MESSAGES } from '@partilha/domain';
import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useId } from 'react';
import { scopedCategoryOptions } from './marketplace-filter';

/** The category select of the Services or Equipment page: only that type's categories. */
export function ScopedCategorySelect({
  scope,
  value,
  onChange,
}: {
  scope: 'service' | 'equipment';
  /** A category of the type, or "all-services"/"all-equipment". */
  value: string;
  onChange: (choice: string) => void;
}) {
  const id = useId();
  return (
    <FormGroup label={SEARCH_MESSAGES.category} labelFor={id} className="listing-filters__field">
      <HTMLSelect id={id} value={value} fill onChange={(event) => onChange(event.currentTarget.value)}>
        {scopedCategoryOptions(scope).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
}
