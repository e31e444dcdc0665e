import type { MemberFilters } from '@partilha/data';
import { CONSOLE_RECORDS_TEXTS as T, CONSOLE_ROLE_LABELS, USER_ROLES } from '@partilha/domain';
import type { ParamChanges } from '../../routing/use-hash-route';
import { DateFilter } from '../../shared/DateFilter';
import { FilterSelect } from '../../shared/FilterSelect';
import { CityFilter, FilterText } from '../../shared/FilterText';

const yesNoText = (value: boolean | null | undefined) => (typeof value === 'boolean' ? String(value) : '');

// Options are made while drawing, in the active language (issue 19).
const roleOptions = () => USER_ROLES.map((role) => ({ value: role, label: CONSOLE_ROLE_LABELS[role] }));
const verifiedOptions = () => [
  { value: 'true', label: T.verifiedProviders },
  { value: 'false', label: T.notVerified },
];
const suspendedOptions = () => [
  { value: 'true', label: T.suspended },
  { value: 'false', label: T.notSuspended },
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
      <FilterText search label={T.searchMembers} value={filters.q ?? ''} onChange={(q) => set({ q })} />
      <FilterSelect
        label={T.role}
        value={filters.role ?? ''}
        anyLabel={T.allRoles}
        options={roleOptions()}
        onChange={(role) => set({ role })}
      />
      <FilterSelect
        label={T.verifiedProvider}
        value={yesNoText(filters.verified)}
        anyLabel={T.verifiedOrNot}
        options={verifiedOptions()}
        onChange={(verified) => set({ verified })}
      />
      <FilterSelect
        label={T.accountStatus}
        value={yesNoText(filters.suspended)}
        anyLabel={T.anyAccountStatus}
        options={suspendedOptions()}
        onChange={(suspended) => set({ suspended })}
      />
      <CityFilter value={filters.city ?? ''} onChange={(city) => set({ city })} />
      <DateFilter
        label={T.joinedFrom}
        value={filters.joinedFrom ?? ''}
        onChange={(joinedFrom) => set({ joinedFrom })}
      />
      <DateFilter label={T.joinedTo} value={filters.joinedTo ?? ''} onChange={(joinedTo) => set({ joinedTo })} />
    </>
  );
}
