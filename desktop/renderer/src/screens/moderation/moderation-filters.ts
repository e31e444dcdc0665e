import {
  MODERATION_CASE_SORTS,
  type ModerationCaseFilters,
  type ModerationCaseSort,
  type ModerationCaseStatus,
} from '@partilha/data';
import {
  CONSOLE_MODERATION_TEXTS as T,
  NOTICE_REASONS,
  NOTICE_TARGET_KINDS,
  type NoticeReason,
  type NoticeTargetKind,
} from '@partilha/domain';

/** The queue's two orders, as the sort select offers them. */
export function sortOptions(): ReadonlyArray<{ value: ModerationCaseSort; label: string }> {
  return [
    { value: '-lastNoticeAt', label: T.newestFirst },
    { value: '-noticeCount', label: T.mostReportedFirst },
  ];
}
export const DEFAULT_SORT: ModerationCaseSort = '-lastNoticeAt';

/** How long entries have waited since their first notice (hours, as the server reads `olderThanHours`). */
export const AGE_VALUES = ['24', '72', '168'] as const;

export function ageOptions(): ReadonlyArray<{ value: (typeof AGE_VALUES)[number]; label: string }> {
  return [
    { value: '24', label: T.overADay },
    { value: '72', label: T.overThreeDays },
    { value: '168', label: T.overAWeek },
  ];
}

/** Open entries unless the hash says otherwise; decided ones are kept for looking back. */
export function statusOptions(): ReadonlyArray<{ value: 'closed' | 'all'; label: string }> {
  return [
    { value: 'closed', label: T.decided },
    { value: 'all', label: T.openAndDecided },
  ];
}

export interface ModerationQueueView {
  filters: Required<Pick<ModerationCaseFilters, 'kind' | 'reason'>> & {
    status: ModerationCaseStatus | 'all';
    olderThanHours: number | null;
  };
  /** The hash's `age` as the select shows it ('' when not set or not one of the choices). */
  age: string;
  sort: ModerationCaseSort;
}

const isKind = (value: string | undefined): value is NoticeTargetKind =>
  (NOTICE_TARGET_KINDS as readonly string[]).includes(value ?? '');
const isReason = (value: string | undefined): value is NoticeReason =>
  (NOTICE_REASONS as readonly string[]).includes(value ?? '');
const isSort = (value: string | undefined): value is ModerationCaseSort =>
  (MODERATION_CASE_SORTS as readonly string[]).includes(value ?? '');

/** The queue's filters and order from the hash; values it does not know are dropped, never sent. */
export function readModerationView(params: Readonly<Record<string, string>>): ModerationQueueView {
  const age = AGE_VALUES.some((value) => value === params.age) ? (params.age ?? '') : '';
  const status = params.status === 'closed' || params.status === 'all' ? params.status : 'open';
  return {
    filters: {
      status,
      kind: isKind(params.kind) ? params.kind : '',
      reason: isReason(params.reason) ? params.reason : '',
      olderThanHours: age ? Number(age) : null,
    },
    age,
    sort: isSort(params.sort) ? params.sort : DEFAULT_SORT,
  };
}
