import { NOTICE_REASON_LABELS, NOTICE_REASONS, NOTICE_TARGET_KINDS, NOTICE_TARGET_LABELS } from '@partilha/domain';
import type { ParamChanges } from '../../routing/use-hash-route';
import { FilterSelect } from '../../shared/FilterSelect';
import {
  AGE_OPTIONS,
  DEFAULT_SORT,
  SORT_OPTIONS,
  STATUS_OPTIONS,
  type ModerationQueueView,
} from './moderation-filters';

const KIND_OPTIONS = NOTICE_TARGET_KINDS.map((value) => ({ value, label: NOTICE_TARGET_LABELS[value] }));
const REASON_OPTIONS = NOTICE_REASONS.map((value) => ({ value, label: NOTICE_REASON_LABELS[value] }));

/** The queue's order and filters; every change lands in the hash and sends the table to page 1. */
export function ModerationFiltersBar({
  view,
  onChange,
}: {
  view: ModerationQueueView;
  onChange: (changes: ParamChanges) => void;
}) {
  const set = (changes: ParamChanges) => onChange({ ...changes, page: undefined });
  const { filters } = view;
  return (
    <>
      <FilterSelect
        label="Order"
        value={view.sort === DEFAULT_SORT ? '' : view.sort}
        anyLabel={SORT_OPTIONS[0]?.label ?? ''}
        options={SORT_OPTIONS.slice(1)}
        onChange={(sort) => set({ sort: sort || undefined })}
      />
      <FilterSelect
        label="Kind"
        value={filters.kind}
        anyLabel="All kinds"
        options={KIND_OPTIONS}
        onChange={(kind) => set({ kind })}
      />
      <FilterSelect
        label="Reason"
        value={filters.reason}
        anyLabel="All reasons"
        options={REASON_OPTIONS}
        onChange={(reason) => set({ reason })}
      />
      <FilterSelect
        label="Age"
        value={view.age}
        anyLabel="Any age"
        options={AGE_OPTIONS}
        onChange={(age) => set({ age })}
      />
      <FilterSelect
        label="Status"
        value={filters.status === 'open' ? '' : filters.status}
        anyLabel="Open"
        options={STATUS_OPTIONS}
        onChange={(status) => set({ status })}
      />
    </>
  );
}
