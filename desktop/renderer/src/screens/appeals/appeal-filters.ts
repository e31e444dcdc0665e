import { APPEAL_FILTER_STATUSES, type AppealFilterStatus } from '@partilha/data';
import { APPEAL_STATUS_LABELS, APPEAL_STATUSES } from '@partilha/domain';

/**
 * The status filter's choices besides "All appeals" (the select's empty first option); the queue
 * opens on the appeals still waiting for a decision.
 */
export function appealStatusOptions() {
  return APPEAL_STATUSES.map((value) => ({ value, label: APPEAL_STATUS_LABELS[value] }));
}

export const DEFAULT_APPEAL_STATUS: AppealFilterStatus = 'open';

/** The status in the hash (`#/appeals?status=granted`); missing or unknown means open ones. */
export function readAppealStatus(params: Readonly<Record<string, string>>): AppealFilterStatus {
  const asked = params.status;
  return (APPEAL_FILTER_STATUSES as readonly string[]).includes(asked ?? '')
    ? (asked as AppealFilterStatus)
    : DEFAULT_APPEAL_STATUS;
}

/**
 * The hash value for the select's choice ('' is "All appeals"): the default is left out, so the
 * plain link is the queue.
 */
export function appealStatusParam(choice: string): string | undefined {
  const status = choice === '' ? 'all' : choice;
  return status === DEFAULT_APPEAL_STATUS ? undefined : status;
}
