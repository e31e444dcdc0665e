import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import type { AuditFilters } from '@partilha/data';
import type { ParamChanges } from '../../routing/use-hash-route';
import { DateFilter } from '../../shared/DateFilter';
import { useTextFilter } from '../../shared/use-text-filter';
import { auditActionLabel } from './audit-columns';
import { AUDIT_TARGETS, visibleAuditActions } from './audit-filters';

export interface AuditFiltersBarProps {
  filters: AuditFilters;
  readsAll: boolean;
  onChange: (changes: ParamChanges) => void;
}

/** The Audit log filters; every change lands in the hash and sends the table to page 1. */
export function AuditFiltersBar({ filters, readsAll, onChange }: AuditFiltersBarProps) {
  const set = (changes: ParamChanges) => onChange({ ...changes, page: undefined });
  const [search, setSearch] = useTextFilter(filters.q ?? '', (q) => set({ q }));
  const [actor, setActor] = useTextFilter(filters.actor ?? '', (value) => set({ actor: value }));
  const [target, setTarget] = useTextFilter(filters.targetId ?? '', (value) => set({ targetId: value }));
  return (
    <>
      <InputGroup
        type="search"
        leftIcon="search"
        placeholder="Search target, reason or name"
        aria-label="Search target, reason or name"
        value={search}
        onValueChange={setSearch}
      />
      <HTMLSelect
        aria-label="Action"
        value={filters.action ?? ''}
        onChange={(event) => set({ action: event.currentTarget.value })}
        options={[
          { value: '', label: 'All actions' },
          ...visibleAuditActions(readsAll).map((value) => ({ value, label: auditActionLabel(value) })),
        ]}
      />
      <HTMLSelect
        aria-label="Target type"
        value={filters.targetCollection ?? ''}
        onChange={(event) => set({ targetCollection: event.currentTarget.value })}
        options={[{ value: '', label: 'All targets' }, ...AUDIT_TARGETS]}
      />
      <InputGroup placeholder="Actor ID" aria-label="Actor ID" value={actor} onValueChange={setActor} />
      <InputGroup placeholder="Target ID" aria-label="Target ID" value={target} onValueChange={setTarget} />
      <DateFilter label="From" value={filters.from ?? ''} onChange={(from) => set({ from })} />
      <DateFilter label="To" value={filters.to ?? ''} onChange={(to) => set({ to })} />
    </>
  );
}
