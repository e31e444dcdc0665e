import { LISTING_PAGE_MESSAGES } from '@partilha/domain';
import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useId } from 'react';

export interface Choice {
  value: string;
  label: string;
}

export interface ChoiceSelectProps {
  label: string;
  value: string;
  choices: readonly Choice[];
  /** The first, unselectable option shown while nothing is chosen. */
  placeholder: string;
  onChange: (value: string) => void;
  errors?: readonly string[] | undefined;
  required?: boolean;
  disabled?: boolean;
  /** The label of a stored value outside `choices`. */
  unlistedLabel?: (value: string) => string;
}

/**
 * A labelled select of fixed choices (experience, condition) with its error announced. A stored
 * value this form does not offer (a "well-used" listing in the edit form) stays shown as it is.
 */
export function ChoiceSelect({
  label,
  value,
  choices,
  placeholder,
  onChange,
  errors = [],
  required,
  disabled,
  unlistedLabel = (unknown) => unknown,
}: ChoiceSelectProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const error = errors[0];
  const unlisted = value !== '' && !choices.some((choice) => choice.value === value);
  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo={required ? LISTING_PAGE_MESSAGES.required : undefined}
      helperText={error ? <span id={errorId}>{error}</span> : undefined}
      intent={error ? 'danger' : 'none'}
    >
      <HTMLSelect
        id={id}
        value={value}
        fill
        disabled={disabled}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
        {unlisted && <option value={value}>{unlistedLabel(value)}</option>}
      </HTMLSelect>
    </FormGroup>
  );
}
