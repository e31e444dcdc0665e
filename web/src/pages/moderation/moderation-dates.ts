import { lisbonIsoDate } from '@partilha/domain';

/**
 * A moderation date as a Lisbon calendar day (YYYY-MM-DD), as the statement's own text writes
 * dates. The server writes ISO instants or PocketBase's "2026-11-25 10:00:00.000Z"; '' when empty
 * or unreadable.
 */
export function moderationDay(value: string | null | undefined): string {
  if (!value) return '';
  const instant = new Date(value.trim().replace(' ', 'T'));
  return Number.isNaN(instant.getTime()) ? '' : lisbonIsoDate(instant);
}

/** Whether the moment `value` has passed at `now`; false when there is no such moment. */
export function hasPassed(value: string | null | undefined, now: Date): boolean {
  if (!value) return false;
  const instant = new Date(value.trim().replace(' ', 'T'));
  return !Number.isNaN(instant.getTime()) && instant.getTime() < now.getTime();
}
