import {
  CONSOLE_MODERATION_TEXTS as T,
  NOTICE_REASON_LABELS,
  NOTICE_REASONS,
  NOTICE_TARGET_KINDS,
  NOTICE_TARGET_LABELS,
} from '@partilha/domain';
import type { ParamChanges } from '../../routing/use-hash-route';
import { FilterSelect } from '../../shared/FilterSelect';
import { ageOptions, DEFAULT_SORT, sortOptions, statusOptions, type ModerationQueueView } from './moderation-filters';

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
  // Read while drawing, in the active language (issue 19).
  const sorts = sortOptions();
  const kindOptions = NOTICE_TARGET_KINDS.map((value) => ({ value, label: NOTICE_TARGET_LABELS[value] }));
  const reasonOptions = NOTICE_REASONS.map((value) => ({ value, label: NOTICE_REASON_LABELS[value] }));
  return (
    <>
      <FilterSelect
        label={T.order}
        value={view.sort === DEFAULT_SORT ? '' : view.sort}
        anyLabel={sorts[0]?.label ?? ''}
        options={sorts.slice(1)}
        onChange={(sort) => set({ sort: sort || undefined })}
      />
      <FilterSelect
        label={T.kind}
        value={filters.kind}
        anyLabel={T.allKinds}
        options={kindOptions}
        onChange={(kind) => set({ kind })}
      />
      <FilterSelect
        label={T.reason}
        value={filters.reason}
        anyLabel={T.allReasons}
        options={reasonOptions}
        onChange={(reason) => set({ reason })}
      />
      <FilterSelect
        label={T.age}
        value={view.age}
        anyLabel={T.anyAge}
        options={ageOptions()}
        onChange={(age) => set({ age })}
      />
      <FilterSelect
        label={T.status}
        value={filters.status === 'open' ? '' : filters.status}
        anyLabel={T.open}
        options={statusOptions()}
        onChange={(status) => set({ status })}
      />
    </>
  );
}
