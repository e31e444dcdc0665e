import { InputGroup } from '@blueprintjs/core';
import { useId } from 'react';

export interface DateFilterProps {
  /** Shown beside the field and its accessible name: "From", "Joined to". */
  label: string;
  /** YYYY-MM-DD or ''. */
  value: string;
  onChange: (value: string) => void;
}

/** A day filter with a visible label (a bare date field only says "mm/dd/yyyy"). */
export function DateFilter({ label, value, onChange }: DateFilterProps) {
  const id = useId();
  return (
    <span className="console-date-filter">
      <label htmlFor={id}>{label}</label>
      <InputGroup id={id} className="console-filters__date" type="date" value={value} onValueChange={onChange} />
    </span>
  );
}
