import type { AuditFilters } from '@partilha/data';
import type { ParamChanges } from '../../routing/use-hash-route';
import { DateFilter } from '../../shared/DateFilter';
import { FilterSelect } from '../../shared/FilterSelect';
import { FilterText } from '../../shared/FilterText';
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
  return (
    <>
      <FilterText search label="Search target, reason or name" value={filters.q ?? ''} onChange={(q) => set({ q })} />
      <FilterSelect
        label="Action"
        value={filters.action ?? ''}
        anyLabel="All actions"
        options={visibleAuditActions(readsAll).map((value) => ({ value, label: auditActionLabel(value) }))}
        onChange={(action) => set({ action })}
      />
      <FilterSelect
        label="Target type"
        value={filters.targetCollection ?? ''}
        anyLabel="All targets"
        options={AUDIT_TARGETS}
        onChange={(targetCollection) => set({ targetCollection })}
      />
      <FilterText label="Actor ID" value={filters.actor ?? ''} onChange={(actor) => set({ actor })} />
      <FilterText label="Target ID" value={filters.targetId ?? ''} onChange={(targetId) => set({ targetId })} />
      <DateFilter label="From" value={filters.from ?? ''} onChange={(from) => set({ from })} />
      <DateFilter label="To" value={filters.to ?? ''} onChange={(to) => set({ to })} />
    </>
  );
}
