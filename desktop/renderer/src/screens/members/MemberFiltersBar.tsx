import type { MemberFilters } from '@partilha/data';
import { CONSOLE_ROLE_LABELS, USER_ROLES } from '@partilha/domain';
import type { ParamChanges } from '../../routing/use-hash-route';
import { DateFilter } from '../../shared/DateFilter';
import { FilterSelect } from '../../shared/FilterSelect';
import { CityFilter, FilterText } from '../../shared/FilterText';

const yesNoText = (value: boolean | null | undefined) => (typeof value === 'boolean' ? String(value) : '');

const ROLE_OPTIONS = USER_ROLES.map((role) => ({ value: role, label: CONSOLE_ROLE_LABELS[role] }));
const VERIFIED_OPTIONS = [
  { value: 'true', label: 'Verified providers' },
  { value: 'false', label: 'Not verified' },
];
const SUSPENDED_OPTIONS = [
  { value: 'true', label: 'Suspended' },
  { value: 'false', label: 'Not suspended' },
];

/** The Members filters; every change lands in the hash and sends the table to page 1. */
export function MemberFiltersBar({
  filters,
  onChange,
}: {
  filters: MemberFilters;
  onChange: (c: ParamChanges) => void;
}) {
  const set = (changes: ParamChanges) => onChange({ ...changes, page: undefined });
  return (
    <>
      <FilterText search label="Search members" value={filters.q ?? ''} onChange={(q) => set({ q })} />
      <FilterSelect
        label="Role"
        value={filters.role ?? ''}
        anyLabel="All roles"
        options={ROLE_OPTIONS}
        onChange={(role) => set({ role })}
      />
      <FilterSelect
        label="Verified provider"
        value={yesNoText(filters.verified)}
        anyLabel="Verified or not"
        options={VERIFIED_OPTIONS}
        onChange={(verified) => set({ verified })}
      />
      <FilterSelect
        label="Account status"
        value={yesNoText(filters.suspended)}
        anyLabel="Any account status"
        options={SUSPENDED_OPTIONS}
        onChange={(suspended) => set({ suspended })}
      />
      <CityFilter value={filters.city ?? ''} onChange={(city) => set({ city })} />
      <DateFilter label="Joined from" value={filters.joinedFrom ?? ''} onChange={(joinedFrom) => set({ joinedFrom })} />
      <DateFilter label="Joined to" value={filters.joinedTo ?? ''} onChange={(joinedTo) => set({ joinedTo })} />
    </>
  );
}
