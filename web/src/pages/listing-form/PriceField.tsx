import { FormGroup, InputGroup } from '@blueprintjs/core';
import { CURRENCY_SYMBOL, LISTING_PAGE_MESSAGES } from '@partilha/domain';
import { useId } from 'react';

export interface PriceFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors?: readonly string[] | undefined;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
}

/**
 * An amount in euros (spec 000 §5): a "€" before a text input that keeps exactly what is typed or
 * pasted ("18,50", "1.234,50"); the form's schema reads it and puts any refusal under the field
 * (issue 17: nothing typed is changed or lost).
 */
export function PriceField({ label, value, onChange, errors = [], helperText, required, disabled }: PriceFieldProps) {
  const id = useId();
  const helpId = `${id}-help`;
  const error = errors[0];
  const help = error ?? helperText;
  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo={required ? LISTING_PAGE_MESSAGES.required : undefined}
      helperText={help ? <span id={helpId}>{help}</span> : undefined}
      intent={error ? 'danger' : 'none'}
    >
      <InputGroup
        id={id}
        value={value}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0,00"
        leftElement={
          <span className="price-field__currency" aria-hidden="true">
            {CURRENCY_SYMBOL}
          </span>
        }
        intent={error ? 'danger' : 'none'}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={help ? helpId : undefined}
        onValueChange={onChange}
      />
    </FormGroup>
  );
}
