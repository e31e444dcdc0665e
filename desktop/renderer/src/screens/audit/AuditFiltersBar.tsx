import { CONSOLE_RECORDS_TEXTS as T } from '@partilha/domain';
import type { AuditFilters } from '@partilha/data';
import type { ParamChanges } from '../../routing/use-hash-route';
import { DateFilter } from '../../shared/DateFilter';
import { FilterSelect } from '../../shared/FilterSelect';
import { FilterText } from '../../shared/FilterText';
import { auditActionLabel } from './audit-columns';
import { auditTargets, visibleAuditActions } from './audit-filters';

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
      <FilterText search label={T.searchAudit} value={filters.q ?? ''} onChange={(q) => set({ q })} />
      <FilterSelect
        label={T.action}
        value={filters.action ?? ''}
        anyLabel={T.allActions}
        options={visibleAuditActions(readsAll).map((value) => ({ value, label: auditActionLabel(value) }))}
        onChange={(action) => set({ action })}
      />
      <FilterSelect
        label={T.targetType}
        value={filters.targetCollection ?? ''}
        anyLabel={T.allTargets}
        options={auditTargets()}
        onChange={(targetCollection) => set({ targetCollection })}
      />
      <FilterText label={T.actorId} value={filters.actor ?? ''} onChange={(actor) => set({ actor })} />
      <FilterText label={T.targetId} value={filters.targetId ?? ''} onChange={(targetId) => set({ targetId })} />
      <DateFilter label={T.from} value={filters.from ?? ''} onChange={(from) => set({ from })} />
      <DateFilter label={T.to} value={filters.to ?? ''} onChange={(to) => set({ to })} />
    </>
  );
}
