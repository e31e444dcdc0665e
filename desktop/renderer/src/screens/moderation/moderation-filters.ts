import {
  MODERATION_CASE_SORTS,
  type ModerationCaseFilters,
  type ModerationCaseSort,
  type ModerationCaseStatus,
} from '@partilha/data';
import { NOTICE_REASONS, NOTICE_TARGET_KINDS, type NoticeReason, type NoticeTargetKind } from '@partilha/domain';

/** The queue's two orders, as the sort select offers them. */
export const SORT_OPTIONS: ReadonlyArray<{ value: ModerationCaseSort; label: string }> = [
  { value: '-lastNoticeAt', label: 'Newest first' },
  { value: '-noticeCount', label: 'Most reported first' },
];
export const DEFAULT_SORT: ModerationCaseSort = '-lastNoticeAt';

/** How long entries have waited since their first notice (hours, as the server reads `olderThanHours`). */
export const AGE_OPTIONS = [
  { value: '24', label: 'Waiting over a day' },
  { value: '72', label: 'Waiting over 3 days' },
  { value: '168', label: 'Waiting over a week' },
] as const;

/** Open entries unless the hash says otherwise; decided ones are kept for looking back. */
export const STATUS_OPTIONS = [
  { value: 'closed', label: 'Decided' },
  { value: 'all', label: 'Open and decided' },
] as const;

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
  const age = AGE_OPTIONS.some((option) => option.value === params.age) ? (params.age ?? '') : '';
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
