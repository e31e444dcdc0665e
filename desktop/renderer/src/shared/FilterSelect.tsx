import { HTMLSelect } from '@blueprintjs/core';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterSelectProps {
  /** Its accessible name: "Status", "Role". */
  label: string;
  /** The hash value, '' for no filter. */
  value: string;
  /** The first option, which clears the filter: "All statuses". */
  anyLabel: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
}

/** A filter chosen from a list, with a first option that matches everything. */
export function FilterSelect({ label, value, anyLabel, options, onChange }: FilterSelectProps) {
  return (
    <HTMLSelect
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      options={[{ value: '', label: anyLabel }, ...options]}
    />
  );
}
