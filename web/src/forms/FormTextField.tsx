import { FormGroup, InputGroup, TextArea, type InputGroupProps } from '@blueprintjs/core';
import { COMMON_MESSAGES, translateText } from '@partilha/domain';
import { useId, type ReactNode } from 'react';

export interface FormTextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /**
   * The messages to show in red under the field (the first only, unless `showAllErrors`); a
   * schema's or the server's English words are shown in the active language.
   */
  errors?: readonly string[] | undefined;
  showAllErrors?: boolean;
  helperText?: ReactNode;
  type?: InputGroupProps['type'];
  autoComplete?: string;
  placeholder?: string;
  required?: boolean;
  multiline?: boolean;
  maxLength?: number;
  disabled?: boolean;
  inputMode?: InputGroupProps['inputMode'];
}

/** A labelled text input whose errors are announced with it (aria-invalid, aria-describedby). */
export function FormTextField({
  label,
  value,
  onChange,
  errors = [],
  showAllErrors = false,
  helperText,
  required = false,
  multiline = false,
  ...input
}: FormTextFieldProps) {
  const id = useId();
  const describedBy = `${id}-help`;
  const shown = (showAllErrors ? errors : errors.slice(0, 1)).map(translateText);
  const invalid = shown.length > 0;
  const help =
    invalid || helperText ? (
      <span id={describedBy}>
        {invalid ? (
          shown.length === 1 ? (
            shown[0]
          ) : (
            <ul className="form-error-list">
              {shown.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )
        ) : (
          helperText
        )}
      </span>
    ) : undefined;
  const common = {
    id,
    value,
    required,
    intent: invalid ? ('danger' as const) : ('none' as const),
    'aria-invalid': invalid || undefined,
    'aria-describedby': help ? describedBy : undefined,
  };

  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo={required ? COMMON_MESSAGES.requiredField : undefined}
      helperText={help}
      intent={common.intent}
    >
      {multiline ? (
        <TextArea
          {...common}
          fill
          autoResize
          maxLength={input.maxLength}
          disabled={input.disabled}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <InputGroup {...common} {...input} fill onValueChange={onChange} />
      )}
    </FormGroup>
  );
}
