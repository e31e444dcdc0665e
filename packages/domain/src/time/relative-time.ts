import { activeLanguage } from '../i18n/active-language';
import { MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE } from './calendar-date';
import { formatDate } from './format-date';
import { type TimestampInput, parseTimestamp } from './parse-timestamp';

export const JUST_NOW_TEXT = 'Just now';
export const JUST_NOW_TEXT_PT = 'Agora mesmo';

/** pt-PT as `Intl.RelativeTimeFormat('pt-PT', { style: 'short' })` writes it: "há 5 min", "há 2 dias". */
function portugueseAgo(count: number, unit: 'min' | 'h' | 'day'): string {
  if (unit === 'day') return `há ${count} ${count === 1 ? 'dia' : 'dias'}`;
  return `há ${count} ${unit}`;
}

/**
 * How long ago something happened (spec 000 §9): "Just now" under a minute (and for times in the
 * future, which only clock skew produces), "{n}m ago" under an hour, "{n}h ago" under a day,
 * "{n}d ago" under a week, otherwise the date ("Jan 5, 2026", Europe/Lisbon). Counts are floored.
 * In pt-PT: "Agora mesmo", "há 5 min", "há 3 h", "há 2 dias", then the date.
 */
export function formatRelativeTime(date: TimestampInput | null | undefined, now: Date): string {
  const instant = parseTimestamp(date);
  if (!instant) return '';
  const elapsed = now.getTime() - instant.getTime();
  const pt = activeLanguage() === 'pt-PT';
  if (elapsed < MS_PER_MINUTE) return pt ? JUST_NOW_TEXT_PT : JUST_NOW_TEXT;
  if (pt && elapsed < 7 * MS_PER_DAY) {
    if (elapsed < MS_PER_HOUR) return portugueseAgo(Math.floor(elapsed / MS_PER_MINUTE), 'min');
    if (elapsed < MS_PER_DAY) return portugueseAgo(Math.floor(elapsed / MS_PER_HOUR), 'h');
    return portugueseAgo(Math.floor(elapsed / MS_PER_DAY), 'day');
  }
  if (elapsed < MS_PER_HOUR) return `${Math.floor(elapsed / MS_PER_MINUTE)}m ago`;
  if (elapsed < MS_PER_DAY) return `${Math.floor(elapsed / MS_PER_HOUR)}h ago`;
  if (elapsed < 7 * MS_PER_DAY) return `${Math.floor(elapsed / MS_PER_DAY)}d ago`;
  return formatDate(instant);
}
