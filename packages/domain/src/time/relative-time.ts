import { MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE } from './calendar-date';
import { formatDate } from './format-date';
import { type TimestampInput, parseTimestamp } from './parse-timestamp';

export const JUST_NOW_TEXT = 'Just now';

/**
 * How long ago something happened (spec 000 §9): "Just now" under a minute (and for times in the
 * future, which only clock skew produces), "{n}m ago" under an hour, "{n}h ago" under a day,
 * "{n}d ago" under a week, otherwise the date ("Jan 5, 2026", Europe/Lisbon). Counts are floored.
 */
export function formatRelativeTime(date: TimestampInput | null | undefined, now: Date): string {
  const instant = parseTimestamp(date);
  if (!instant) return '';
  const elapsed = now.getTime() - instant.getTime();
  if (elapsed < MS_PER_MINUTE) return JUST_NOW_TEXT;
  if (elapsed < MS_PER_HOUR) return `${Math.floor(elapsed / MS_PER_MINUTE)}m ago`;
  if (elapsed < MS_PER_DAY) return `${Math.floor(elapsed / MS_PER_HOUR)}h ago`;
  if (elapsed < 7 * MS_PER_DAY) return `${Math.floor(elapsed / MS_PER_DAY)}d ago`;
  return formatDate(instant);
}
