import { CONSOLE_SHELL_TEXTS } from '@partilha/domain';
import { InputGroup } from '@blueprintjs/core';
import { useTextFilter } from './use-text-filter';

export interface FilterTextProps {
  /** Its placeholder and accessible name: "City", "Search members". */
  label: string;
  /** The hash value, '' for no filter. */
  value: string;
  /** Called once typing settles, not per keystroke. */
  onChange: (value: string) => void;
  /** A search field: the search type and icon. */
  search?: boolean;
  className?: string;
}

/** A typed filter (a search or a plain field) that shows keystrokes at once and commits when typing settles. */
export function FilterText({ label, value, onChange, search = false, className }: FilterTextProps) {
  const [text, setText] = useTextFilter(value, onChange);
  return (
    <InputGroup
      {...(search ? { type: 'search', leftIcon: 'search' as const } : {})}
      className={className}
      placeholder={label}
      aria-label={label}
      value={text}
      onValueChange={setText}
    />
  );
}

/** The City field of the Bookings, Listings and Members filters. */
export function CityFilter({ value, onChange }: Pick<FilterTextProps, 'value' | 'onChange'>) {
  return (
    <FilterText className="console-filters__city" label={CONSOLE_SHELL_TEXTS.city} value={value} onChange={onChange} />
  );
}
