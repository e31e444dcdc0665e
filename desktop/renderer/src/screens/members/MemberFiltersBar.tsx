import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import type { MemberFilters } from '@partilha/data';
import { CONSOLE_ROLE_LABELS, USER_ROLES } from '@partilha/domain';
import type { ParamChanges } from '../../routing/use-hash-route';
import { DateFilter } from '../../shared/DateFilter';
import { useTextFilter } from '../../shared/use-text-filter';

const yesNoText = (value: boolean | null | undefined) => (typeof value === 'boolean' ? String(value) : '');

/** The Members filters; every change lands in the hash and sends the table to page 1. */
export function MemberFiltersBar({
  filters,
  onChange,
}: {
  filters: MemberFilters;
  onChange: (c: ParamChanges) => void;
}) {
  const set = (changes: ParamChanges) => onChange({ ...changes, page: undefined });
  const [search, setSearch] = useTextFilter(filters.q ?? '', (q) => set({ q }));
  const [city, setCity] = useTextFilter(filters.city ?? '', (value) => set({ city: value }));
  return (
    <>
      <InputGroup
        type="search"
        leftIcon="search"
        placeholder="Search members"
        aria-label="Search members"
        value={search}
        onValueChange={setSearch}
      />
      <HTMLSelect
        aria-label="Role"
        value={filters.role ?? ''}
        onChange={(event) => set({ role: event.currentTarget.value })}
        options={[
          { value: '', label: 'All roles' },
          ...USER_ROLES.map((role) => ({ value: role, label: CONSOLE_ROLE_LABELS[role] })),
        ]}
      />
      <HTMLSelect
        aria-label="Verified provider"
        value={yesNoText(filters.verified)}
        onChange={(event) => set({ verified: event.currentTarget.value })}
        options={[
          { value: '', label: 'Verified or not' },
          { value: 'true', label: 'Verified providers' },
          { value: 'false', label: 'Not verified' },
        ]}
      />
      <HTMLSelect
        aria-label="Account status"
        value={yesNoText(filters.suspended)}
        onChange={(event) => set({ suspended: event.currentTarget.value })}
        options={[
          { value: '', label: 'Any account status' },
          { value: 'true', label: 'Suspended' },
          { value: 'false', label: 'Not suspended' },
        ]}
      />
      <InputGroup
        className="console-filters__city"
        placeholder="City"
        aria-label="City"
        value={city}
        onValueChange={setCity}
      />
      <DateFilter label="Joined from" value={filters.joinedFrom ?? ''} onChange={(joinedFrom) => set({ joinedFrom })} />
      <DateFilter label="Joined to" value={filters.joinedTo ?? ''} onChange={(joinedTo) => set({ joinedTo })} />
    </>
  );
}
